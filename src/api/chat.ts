/** Handlers of the three chat wire formats and count_tokens; they parse, run one turn, and render. */
import type { HandlerMap, HandlerState } from './context.js';
import { chatFrames, renderChat } from '../chat/chat-render.js';
import { parseChatRequest } from '../chat/chat-request.js';
import { countAskTokens } from '../chat/count-tokens.js';
import { ID_PREFIX, newId } from '../ids.js';
import { messageFrames, renderMessage } from '../chat/messages-render.js';
import { parseMessagesRequest } from '../chat/messages-request.js';
import { responseObject, responsesWire } from '../chat/responses-render.js';
import { parseResponsesRequest } from '../chat/responses-request.js';
import { responseFrames } from '../chat/responses-stream.js';
import { runTurn, type Reply, type TurnDeps } from '../chat/run-turn.js';
import { replyJson } from '../chat/reply-json.js';

import type { HandlerDeps } from './handler-deps.js';
import { startSse } from './sse-response.js';

export interface ChatDeps extends Pick<HandlerDeps, 'router' | 'completions' | 'correction'> {
  /** The key's packs (for `<pack>#<id>` schema ids); absent, every schema_id misses. */
  packs?: Pick<HandlerDeps['packs'], 'schema'>;
  /** Packs, phases, pipelines and call records in a turn. */
  agent?: TurnDeps['agent'];
}

/** A reply already serialised (src/chat/reply-json.ts), sent with the type Koa gives an object body. */
function sendJson(ctx: { type: string; body: unknown }, json: Buffer): void {
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = json;
}

export function chatHandlers(deps: ChatDeps): Pick<HandlerMap, 'createChatCompletion' | 'createMessage' | 'createResponse' | 'countMessageTokens'> {
  // Everything that can refuse (parsing, schema lookup) happens in runTurn, before a stream starts.
  const turn = (state: HandlerState, ask: Parameters<typeof runTurn>[0]) => {
    const { account, key } = state.auth;
    const owner = { accountId: account.id, keyId: key.id };
    const resolveSchema = deps.packs && ((id: string) => deps.packs!.schema(key.id, id));
    return runTurn(ask, { router: deps.router, notice: state.notice, resolveSchema, owner, correction: deps.correction, agent: deps.agent });
  };
  /** Every reply is logged for its key (svc-pristine ones too, so feedback on them can say nothing changes). */
  const record = async (state: HandlerState, id: string, reply: Reply) => {
    state.turn = { solver: reply.receipt.solver, outcome: reply.outcome };
    if (!reply.question) return;
    const { key } = state.auth;
    await deps.completions.record(key.id, { id, model: reply.model, solver: reply.receipt.solver, question_hash: reply.question.hash, question: reply.question.text });
  };

  return {
    async createChatCompletion(ctx) {
      const req = parseChatRequest(ctx.state.body);
      const reply = await turn(ctx.state, req.ask);
      const wire = { id: newId(ID_PREFIX.chat), created: Math.floor(Date.now() / 1000), n: req.n, includeUsage: req.includeUsage };
      await record(ctx.state, wire.id, reply);
      if (req.stream) void startSse(ctx, chatFrames(reply, wire));
      else sendJson(ctx, replyJson(reply, (r) => renderChat(r, wire)));
    },

    async createMessage(ctx) {
      const req = parseMessagesRequest(ctx.state.body);
      const reply = await turn(ctx.state, req.ask);
      const wire = { id: newId(ID_PREFIX.message) };
      await record(ctx.state, wire.id, reply);
      if (req.stream) void startSse(ctx, messageFrames(reply, wire));
      else sendJson(ctx, replyJson(reply, (r) => renderMessage(r, wire)));
    },

    async createResponse(ctx) {
      const req = parseResponsesRequest(ctx.state.body);
      const reply = await turn(ctx.state, req.ask);
      const wire = responsesWire(reply, req.echo);
      await record(ctx.state, wire.id, reply);
      if (req.stream) void startSse(ctx, responseFrames(reply, wire));
      else sendJson(ctx, replyJson(reply, (r) => responseObject(r, wire)));
    },

    async countMessageTokens(ctx) {
      const { ask } = parseMessagesRequest(ctx.state.body);
      ctx.body = { input_tokens: countAskTokens(ask) };
    },
  };
}
