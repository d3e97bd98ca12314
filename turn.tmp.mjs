import 'reflect-metadata';
import { loadConfig } from './dist/src/config.js';
import { buildContainer, HANDLERS, ROUTER, FEEDBACK } from './dist/src/container.js';
import { openStore } from './dist/src/store/store.js';
import { createLogger } from './dist/src/log.js';
import { BUILTIN_SOLVERS } from './dist/plugins/index.js';
import { parseChatRequest } from './dist/src/chat/chat-request.js';
import { runTurn } from './dist/src/chat/run-turn.js';
import { renderChat } from './dist/src/chat/chat-render.js';
import { correctionLookup } from './dist/src/chat/turn-knowledge.js';
const config = loadConfig({ ...process.env, SVC_DATABASE_URL: 'sqlite::memory:' });
const store = await openStore(config.databaseUrl);
const solvers = process.env.HELP_ONLY ? BUILTIN_SOLVERS.filter((p) => p.name === 'help') : BUILTIN_SOLVERS;
const c = await buildContainer(config, createLogger('warn'), store, { solvers });
const router = c.resolve(ROUTER);
const correction = correctionLookup(c.resolve(FEEDBACK));
const body = { model: 'svc', messages: [{ role: 'user', content: process.env.TEXT ?? 'Write me a poem about the sea.' }] };
const N = Number(process.env.N ?? 20000);
const owner = { accountId: 'acct_x', keyId: 'key_x' };
let out;
for (let r = 0; r < 2; r++) {
  const t = performance.now(); const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const req = parseChatRequest(structuredClone(body));
    const reply = await runTurn(req.ask, { router, notice: { message: 'beta', shown: false }, owner, correction });
    out = JSON.stringify(renderChat(reply, { id: 'chatcmpl-x', created: 1, n: 1, includeUsage: false }));
  }
  const c1 = process.cpuUsage(c0); console.log(`${((performance.now() - t) / N * 1000).toFixed(1)} µs wall, ${((c1.user + c1.system) / N).toFixed(1)} µs CPU per turn`);
}
console.log(out.slice(0, 300));
process.exit(0);
