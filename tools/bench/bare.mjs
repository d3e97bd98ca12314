// The baselines: a bare Koa server with no checks at all (no key, no rate limit, no bookkeeping, no log),
// so the ratios measure what the service adds. GET answers the same models list, byte for byte; POST
// reads and parses a JSON body as the service does and answers the bytes of a chat reply the service
// gave (sent by the bench over IPC once the service is up).
import Koa from 'koa';
import { loadConfig } from '../../dist/src/config.js';
import { listModelsBody } from '../../dist/src/api/models.js';

const models = listModelsBody(loadConfig(process.env));
let chatReply = '{}';
process.on('message', (m) => {
  if (m?.chatReply) chatReply = m.chatReply;
  process.send?.('chat reply set');
});

async function readJson(req) {
  const parts = [];
  for await (const chunk of req) parts.push(chunk);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.method !== 'POST') {
    ctx.body = models;
    return;
  }
  await readJson(ctx.req);
  ctx.type = 'application/json';
  ctx.body = chatReply;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
