/** Wire ids: each format's own prefix plus random hex, so they are unique across processes. */
import { randomUUID } from 'node:crypto';

export const ID_PREFIX = {
  chat: 'chatcmpl-svc-',
  message: 'msg_svc_',
  response: 'resp_svc_',
  functionCall: 'fc_svc_',
  call: 'call_svc_',
  toolUse: 'toolu_svc_',
} as const;

/** 24 hex characters from a UUID: randomUUID draws from a cached entropy pool, randomBytes makes a syscall each time. */
export function newId(prefix: string): string {
  const u = randomUUID();
  return prefix + u.slice(0, 8) + u.slice(9, 13) + u.slice(15, 18) + u.slice(19, 23) + u.slice(24, 29);
}
