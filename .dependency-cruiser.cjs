/**
 * The layer rules (ARCHITECTURE.md): imports point one way, http → api → domain → store → base, and src/
 * never imports plugins/. Type-only imports count too. test/layers.test.ts runs these in `npm test`.
 */
const BASE = '^(src/(errors|ids|config|log|paths)\\.ts$|src/(core|pool)/|generated/)';
const STORE = '^src/store/';
const DOMAIN = '^src/(chat|solving|reading|agent|web|evidence|sandbox|lexicon)/';
const API = '^src/api/';
const HTTP = '^src/http/';
/** The composition root and the plugin contract; the test harness (src/testing) is ruled separately. */
const ROOT = '^src/(container|main|plugin-api)\\.ts$';
const TEST = '(\\.(test|bench)\\.ts$|/fixtures/)';

const below = (name, from, above, comment) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: above } });

module.exports = {
  forbidden: [
    { name: 'no-plugins-in-src', comment: 'src/ never imports plugins/: the built-in list is passed in by the composition root (tools/cli/serve.ts).', severity: 'error', from: { path: '^src/' }, to: { path: '^plugins/' } },
    { name: 'no-tests-in-src', comment: 'src/ never imports the top-level test folders.', severity: 'error', from: { path: '^src/' }, to: { path: '^(test|contract-tests)/' } },
    below('base-imports-only-base', BASE, `${STORE}|${DOMAIN}|${API}|${HTTP}|${ROOT}|^src/testing/`, 'errors, ids, config, log, paths, src/core and src/pool are the bottom layer: every layer may use them, they use no layer.'),
    below('store-imports-nothing-above', STORE, `${DOMAIN}|${API}|${HTTP}|${ROOT}`, 'The store knows nothing of solvers, handlers or HTTP.'),
    below('domain-below-api', DOMAIN, `${API}|${HTTP}|${ROOT}`, 'chat, solving, reading, agent, web, sandbox and lexicon know nothing of handlers or HTTP.'),
    below('api-below-http', API, `${HTTP}|${ROOT}`, 'Handlers know nothing of the middleware chain.'),
    below('http-below-root', HTTP, ROOT, 'The middleware chain is given its handlers; it does not compose the service.'),
    {
      name: 'test-harness-only-in-tests',
      comment: 'src/testing (a whole server for tests) is for tests only.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${TEST}|^src/testing/` },
      to: { path: '^src/testing/' },
    },
    {
      name: 'example-plugin-uses-the-plugin-api',
      comment: 'The worked example of a third-party plugin imports the public contract from its one entry point only.',
      severity: 'error',
      from: { path: '^plugins/example-echo/index\\.ts$' },
      to: { path: '^src/', pathNot: '^src/plugin-api\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
};
