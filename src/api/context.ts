/** What the middleware chain (src/http) leaves on ctx.state for handlers, and the handler type of each operation. */
import type { ParameterizedContext } from 'koa';
import type { OperationHandler } from '../../generated/handlers.js';
import type { OperationId } from '../../generated/operations.js';
import type { Notice } from '../chat/receipt.js';
import type { Account, ApiKey } from '../store/types.js';
import type { TurnOutcome } from '../solving/router.js';

export interface SvcState {
  requestId: string;
  operationId?: string;
  auth?: { account: Account; key: ApiKey };
  notice?: Notice;
  /** The body as read (JSON parsed, text, or image bytes) and validated against the operation's schema. */
  body?: unknown;
  /** The media type the body came as. */
  bodyType?: 'json' | 'text' | 'image' | 'none';
  /** The query and path parameters, validated (and coerced) against the operation's parameters. */
  query?: unknown;
  params?: unknown;
  /** Set by a chat handler once a turn has an answer: what /metrics counts by solver and outcome. */
  turn?: { solver: string; outcome: TurnOutcome };
  /** Set by billing when a free exchange was charged and kept. */
  billed?: boolean;
  /** The name of the web page or operations route that answered (for /metrics), outside the API operations. */
  page?: string;
}

export type SvcContext = ParameterizedContext<SvcState>;

/** The state every handler runs with: every operation needs a key, and the chain has looked it up. */
export type HandlerState = SvcState & { auth: NonNullable<SvcState['auth']>; notice: Notice };

/**
 * The handler of operation Op: ctx.state.body (by ctx.state.bodyType), ctx.state.query and ctx.state.params
 * and ctx.body are typed from openapi/svc.yaml (generated/handlers.ts), so a field renamed there no longer compiles here.
 */
export type Handler<Op extends OperationId> = OperationHandler<Op, HandlerState>;

/** One handler per operationId of openapi/svc.yaml: a missing or misspelled one is a compile error. */
export type HandlerMap = { readonly [Op in OperationId]: Handler<Op> };
