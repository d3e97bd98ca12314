/** What the middleware chain (src/http) leaves on ctx.state for handlers, and the handler type. */
import type { ParameterizedContext } from 'koa';
import type { Notice } from '../chat/receipt.js';
import type { Account, ApiKey } from '../store/types.js';

export interface SvcState {
  requestId: string;
  operationId?: string;
  auth?: { account: Account; key: ApiKey };
  notice?: Notice;
  /** The parsed and validated request body (JSON), or the raw text/bytes for raw-body operations. */
  body?: unknown;
  /** Content type the body arrived with. */
  bodyType?: 'json' | 'text' | 'image' | 'none';
}

export type SvcContext = ParameterizedContext<SvcState>;
export type Handler = (ctx: SvcContext) => Promise<void>;
