import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs on stdout; the level comes from SVC_LOG_LEVEL. Writes are buffered (one syscall per few KB
 * instead of one per line) and flushed on exit.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  process.once('exit', () => destination.flushSync());
  return pino({ level, base: { service: 'svc' } }, destination);
}
