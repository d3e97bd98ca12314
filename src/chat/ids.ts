/** Wire ids: each format's own prefix plus random hex, so they are unique across processes. */
import { randomBytes } from 'node:crypto';

export const ID_PREFIX = {
  chat: 'chatcmpl-svc-',
  message: 'msg_svc_',
  response: 'resp_svc_',
  functionCall: 'fc_svc_',
  call: 'call_svc_',
  toolUse: 'toolu_svc_',
} as const;

export function newId(prefix: string): string {
  return prefix + randomBytes(12).toString('hex');
}
