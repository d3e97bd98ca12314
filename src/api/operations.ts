/**
 * Routes for operators and readers, outside the keyed API: liveness, readiness, Prometheus metrics, the
 * OpenAPI document (JSON and YAML) and its interactive reference (Swagger UI from node_modules, no CDN).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Router from '@koa/router';
import type { Registry } from 'prom-client';
import { ServiceError } from '../errors.js';
import { sameSecret } from '../ids.js';
import { PROJECT_ROOT } from '../paths.js';
import type { Readiness } from '../store/readiness.js';
import type { SvcState } from './context.js';
import { sendAsset } from './static-asset.js';

export interface OperationsDeps {
  readiness(): Promise<Readiness>;
  metrics: Registry;
  /** SVC_METRICS_TOKEN: when set, GET /metrics needs it as a bearer token. */
  metricsToken: string | null;
}

const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_ASSETS: Readonly<Record<string, string>> = Object.freeze({
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
});

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>svc API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<style>body{margin:0} .topbar{display:none}</style>
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

// A file rather than an inline script, so a strict Content-Security-Policy can forbid inline scripts.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true,
  persistAuthorization: false, tryItOutEnabled: false, displayRequestDuration: true });\n`;

export function operationsRouter(deps: OperationsDeps): Router<SvcState> {
  const yamlText = readFileSync(path.join(PROJECT_ROOT, 'openapi/svc.yaml'), 'utf8');
  const jsonText = readFileSync(path.join(PROJECT_ROOT, 'generated/openapi.json'), 'utf8');
  const router = new Router<SvcState>();
  const name = (page: string) => async (ctx: { state: SvcState }, next: () => Promise<unknown>) => {
    ctx.state.page = page;
    await next();
  };

  router.get('/api/health', name('health'), (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/api/ready', name('ready'), async (ctx) => {
    const r = await deps.readiness();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = r.ready ? 200 : 503;
    ctx.body = { status: r.ready ? 'ready' : 'not_ready', database: r.database, pending_migrations: r.pending, ...(r.problem ? { problem: r.problem } : {}) };
  });

  router.get('/metrics', name('metrics'), async (ctx) => {
    if (deps.metricsToken) {
      const given = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'))?.[1]?.trim() ?? '';
      if (!given) throw new ServiceError('missing_api_key', 'GET /metrics needs Authorization: Bearer <SVC_METRICS_TOKEN>.');
      if (!sameSecret(given, deps.metricsToken)) throw new ServiceError('invalid_api_key', 'That is not the metrics token (SVC_METRICS_TOKEN).');
    }
    ctx.set('Content-Type', deps.metrics.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.metrics.metrics();
  });

  router.get('/api/openapi.json', name('openapi'), (ctx) => {
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = jsonText;
  });
  router.get('/api/openapi.yaml', name('openapi'), (ctx) => {
    ctx.type = 'application/yaml; charset=utf-8';
    ctx.body = yamlText;
  });

  router.get(['/api/docs', '/api/docs/', '/docs'], name('docs'), (ctx) => {
    if (ctx.path !== '/api/docs') return ctx.redirect('/api/docs');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = DOCS_PAGE;
  });
  router.get('/api/docs/assets/:file', name('docs'), async (ctx) => {
    const file = ctx.params.file;
    if (file === 'init.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = DOCS_INIT;
      return;
    }
    const type = SWAGGER_ASSETS[file];
    if (!type) throw new ServiceError('not_found', `No such asset: ${ctx.path}.`);
    await sendAsset(ctx, path.join(SWAGGER_DIR, file), type);
  });
  return router;
}
