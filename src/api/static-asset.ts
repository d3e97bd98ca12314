/** Serving a file from node_modules or the project, cached by the browser for a day. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ParameterizedContext } from 'koa';

export async function sendAsset(ctx: ParameterizedContext, file: string, type: string): Promise<void> {
  const info = await stat(file);
  ctx.type = type;
  ctx.length = info.size;
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.set('Last-Modified', info.mtime.toUTCString());
  ctx.body = createReadStream(file);
}
