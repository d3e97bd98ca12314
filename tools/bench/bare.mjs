// The baseline: a bare Koa endpoint answering the same models list, byte for byte, with no checks at
// all (no key, no rate limit, no bookkeeping, no log), so the ratio measures what those checks cost.
import Koa from 'koa';
import { loadConfig } from '../../dist/src/config.js';
import { listModelsBody } from '../../dist/src/api/models.js';

const body = listModelsBody(loadConfig(process.env));
const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
