import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; the level comes from SVC_LOG_LEVEL. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'svc' } });
}
