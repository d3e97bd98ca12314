/** Reads an HTML form post (application/x-www-form-urlencoded), small by design: the pages' forms carry a few fields. */
import type { ParameterizedContext } from 'koa';

const MAX_FORM_BYTES = 16 * 1024;

export async function readForm(ctx: ParameterizedContext): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) ctx.throw(413, 'form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
