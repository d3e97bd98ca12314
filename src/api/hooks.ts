/** Hook declarations: stored and listed per key, named in `call.hook`, never called. */
import { ServiceError } from '../errors.js';
import type { HookRepo, HookRow } from '../store/hook-repo.js';
import type { components } from '../../generated/types.js';
import type { HandlerMap } from './context.js';

function hookBody(h: HookRow): components['schemas']['Hook'] {
  return { id: h.id, url: h.url, ...(h.pack !== null ? { pack: h.pack } : {}), tools: h.tools as components['schemas']['Hook']['tools'] };
}

const miss = (id: string) => new ServiceError('not_found', `No hook declaration "${id}" on this key; list them with GET /v1/hooks.`, { param: 'id' });

export function hooksHandlers(hooks: HookRepo): Pick<HandlerMap, 'createHook' | 'listHooks' | 'getHook' | 'deleteHook'> {
  return {
    async createHook(ctx) {
      const { url, pack, tools } = ctx.state.body;
      const row = await hooks.create(ctx.state.auth.key.id, { url, pack: pack ?? null, tools: tools ?? [] });
      ctx.status = 201;
      ctx.body = hookBody(row);
    },

    async listHooks(ctx) {
      ctx.body = { object: 'list', data: (await hooks.list(ctx.state.auth.key.id)).map(hookBody) };
    },

    async getHook(ctx) {
      const row = await hooks.find(ctx.state.auth.key.id, ctx.state.params.id);
      if (!row) throw miss(ctx.state.params.id);
      ctx.body = hookBody(row);
    },

    async deleteHook(ctx) {
      if (!(await hooks.remove(ctx.state.auth.key.id, ctx.state.params.id))) throw miss(ctx.state.params.id);
      ctx.body = { deleted: true, id: ctx.state.params.id };
    },
  };
}
