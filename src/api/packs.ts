/** The tool pack endpoints: per key, versioned, content-hashed; PUT publishes the next version only from the version read. */
import type { Packs } from '../agent/packs.js';
import type { StoredPack } from '../agent/pack.js';
import type { components } from '../../generated/types.js';
import type { HandlerMap } from './context.js';

type PackBody = components['schemas']['Pack'];

export function packBody(p: StoredPack): PackBody {
  return { name: p.name, version: p.version, hash: p.hash, tools: p.tools, schemas: p.schemas, invariants: p.invariants, pipelines: p.pipelines };
}

const etag = (version: number) => `"${version}"`;

export function packsHandlers(packs: Packs): Pick<HandlerMap, 'createPack' | 'listPacks' | 'getPack' | 'putPack' | 'deletePack'> {
  return {
    async createPack(ctx) {
      const { pack, created } = await packs.create(ctx.state.auth.key.id, ctx.state.body as Record<string, unknown>);
      ctx.status = created ? 201 : 200;
      ctx.set('ETag', etag(pack.version));
      ctx.body = packBody(pack);
    },

    async listPacks(ctx) {
      ctx.body = { object: 'list', data: (await packs.list(ctx.state.auth.key.id)).map(packBody) };
    },

    async getPack(ctx) {
      const pack = await packs.get(ctx.state.auth.key.id, ctx.state.params.name, ctx.state.query.hash);
      ctx.set('ETag', etag(pack.version));
      ctx.body = packBody(pack);
    },

    async putPack(ctx) {
      const pack = await packs.publish(ctx.state.auth.key.id, ctx.state.params.name, ctx.get('if-match'), ctx.state.body as Record<string, unknown>);
      ctx.set('ETag', etag(pack.version));
      ctx.body = packBody(pack);
    },

    async deletePack(ctx) {
      await packs.remove(ctx.state.auth.key.id, ctx.state.params.name);
      ctx.body = { deleted: true, name: ctx.state.params.name };
    },
  };
}
