// The baseline: a bare Koa endpoint answering the same models list, with no checks at all.
import Koa from 'koa';

const body = {
  object: 'list',
  data: ['svc', 'svc-prod', 'svc-pristine'].map((id) => ({ id, object: 'model', created: 0, owned_by: 'svc' })),
};
const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
