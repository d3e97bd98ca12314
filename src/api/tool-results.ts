/** Posted tool results: checked at once against the call's tool (outputSchema, pack invariants). */
import type { PostedResult, ToolResults } from '../agent/tool-results.js';
import type { HandlerMap } from './context.js';

export function toolResultsHandlers(results: ToolResults): Pick<HandlerMap, 'postToolResult' | 'getToolResult'> {
  return {
    async postToolResult(ctx) {
      // The schema requires call_id and one of content/result (its anyOf leaves the generated type open).
      ctx.body = await results.post(ctx.state.auth.key.id, ctx.state.body as PostedResult);
    },

    async getToolResult(ctx) {
      ctx.body = await results.get(ctx.state.auth.key.id, ctx.state.params.id);
    },
  };
}
