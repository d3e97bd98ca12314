#!/usr/bin/env node
// npm run bench: measures the service against a bare Koa endpoint in the same run on this machine.
// Figures are printed as ratios to the baseline; nothing here is asserted.
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitFor } from './wait-for.mjs';
import { scalingRun } from './scaling.mjs';
import { CHAT_BASELINE_BODY, scenarios as all } from './scenarios.mjs';

// BENCH_ONLY=regex narrows the run to matching scenario names.
const scenarios = process.env.BENCH_ONLY ? all.filter((sc) => new RegExp(process.env.BENCH_ONLY, 'i').test(sc.name)) : all;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const work = mkdtempSync(path.join(tmpdir(), 'svc-bench-'));
const env = {
  ...process.env,
  SVC_DATABASE_URL: `sqlite:${path.join(work, 'bench.sqlite')}`,
  // Operator settings: the benchmark key may send far more than 5 requests per second; every check still runs.
  SVC_RATE_PER_SECOND: '1000000',
  SVC_RATE_BURST: '1000000',
  SVC_LOG_LEVEL: 'info',
};

function cli(...args) {
  return execFileSync(process.execPath, [path.join(root, 'bin/svc.js'), ...args], { env, encoding: 'utf8' });
}

/** CPU time (user + system, ms) a process has used so far: steadier than req/s when the machine is busy. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Waits until the server has finished work still queued from the previous run (slow scenarios spill over). */
async function settle(pid) {
  for (let i = 0; i < 40; i++) {
    const before = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 250));
    if (cpuMs(pid) - before <= 10) return;
  }
}

/** Runs autocannon and records the server CPU time per answered request (µs). */
async function runOn(pid, opts) {
  await settle(pid);
  const before = cpuMs(pid);
  const res = await run(opts);
  res.cpuUsPerReq = ((cpuMs(pid) - before) * 1000) / Math.max(1, res.requests.total);
  return res;
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** Peak and current resident memory of a process, from /proc (Linux). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** The 10,000,000-character limit: one body at the limit and one far over it, with the server's memory. */
async function sizeAndMemory(base, key, pid) {
  const before = memory(pid);
  const body = (chars) => {
    const head = '{"model":"svc","messages":[{"role":"user","content":"';
    const tail = '"}]}';
    return head + 'a'.repeat(chars - head.length - tail.length) + tail;
  };
  const send = async (chars) => {
    const t = performance.now();
    const r = await fetch(`${base}/v1/messages/count_tokens`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body(chars) });
    await r.arrayBuffer();
    return { status: r.status, ms: Math.round(performance.now() - t) };
  };
  const atLimit = await send(10_000_000);
  const over = await send(60_000_000);
  const after = memory(pid);
  console.log(`\nrequest size: 10,000,000 chars -> ${atLimit.status} in ${atLimit.ms} ms; 60,000,000 chars -> ${over.status} in ${over.ms} ms (read and dropped)`);
  console.log(`server memory: RSS ${before.rssMb} MB before, ${after.rssMb} MB after; peak ${after.peakMb} MB (the 60M-char body alone would be ~120 MB as a string)`);
}

// Type errors (tsc exit 2) still emit dist/; `npm run lint` is where they fail. The mixed run imports
// from dist/, so it is loaded only after this build.
const build = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0 && build.status !== 2) process.exit(1);
cli('account', 'create', 'bench@example.com');
cli('plan', 'set', 'bench@example.com', 'active');
const key = cli('key', 'create', 'bench@example.com').trim().split('\n').pop();

const svcPort = 18000 + Math.floor(Math.random() * 1000);
const barePort = svcPort + 1000;
const logFile = openSync(path.join(work, 'svc.log'), 'a');
const svc = spawn(process.execPath, [path.join(root, 'bin/svc.js'), 'serve'], { env: { ...env, SVC_PORT: String(svcPort) }, stdio: ['ignore', logFile, 'inherit'] });
// The same rate settings, so the baseline's models list matches the service's byte for byte.
const bare = fork(path.join(root, 'tools/bench/bare.mjs'), { env: { ...env, PORT: String(barePort) }, stdio: 'inherit' });
const base = `http://127.0.0.1:${svcPort}/api`;
try {
  await waitFor(`${base}/v1/models`);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  const lists = await Promise.all([
    fetch(`${base}/v1/models`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.text()),
    fetch(`http://127.0.0.1:${barePort}/v1/models`).then((r) => r.text()),
  ]);
  console.log(lists[0] === lists[1] ? `baseline body: the same ${lists[0].length}-byte models list as the service` : 'warning: the baseline models list differs from the service\'s');
  // The POST baseline answers the bytes of the service's own chat answer to the same body.
  const chatBody = JSON.stringify(CHAT_BASELINE_BODY);
  const chatReply = await fetch(`${base}/v1/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: chatBody }).then((r) => r.text());
  await new Promise((resolve) => {
    bare.once('message', resolve);
    bare.send({ chatReply });
  });
  const barePost = { url: `http://127.0.0.1:${barePort}/v1/chat/completions`, method: 'POST', headers: { 'content-type': 'application/json' }, body: chatBody };
  // Scenarios that need stored data (documents) create it first.
  for (const sc of scenarios) if (sc.setup) await sc.setup(base, key);
  // Warm both up, then alternate rounds and keep the median, so a busy moment on the machine hits both alike.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const bareUrl = `http://127.0.0.1:${barePort}/v1/models`;
  // A scenario with `nextBody` sends a new body on every request (autocannon's setupRequest), so no cache of a text answers.
  const load = (sc) => ({
    url: `${base}${sc.path}`,
    method: sc.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...sc.headers },
    ...(sc.nextBody ? { requests: [{ setupRequest: (r) => ({ ...r, body: JSON.stringify(sc.nextBody()) }) }] } : { body: sc.body && JSON.stringify(sc.body) }),
  });
  const measure = (sc) => runOn(svc.pid, load(sc));
  await run({ url: bareUrl, duration: 1 });
  for (const sc of scenarios) await run({ ...load(sc), duration: 1 });
  const samples = new Map([['bare', []], ['bare POST', []], ...scenarios.map((sc) => [sc.name, []])]);
  for (let i = 0; i < rounds; i++) {
    samples.get('bare').push(await runOn(bare.pid, { url: bareUrl }));
    samples.get('bare POST').push(await runOn(bare.pid, barePost));
    for (const sc of scenarios) {
      const res = await measure(sc);
      if (res.non2xx > 0) console.warn(`warning: ${sc.name}: ${res.non2xx} non-2xx responses`);
      samples.get(sc.name).push(res);
    }
  }
  const median = (list) => [...list].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(list.length / 2)];
  const baseline = median(samples.get('bare'));
  const postBaseline = median(samples.get('bare POST'));
  const results = [{ name: 'bare Koa GET (baseline)', res: baseline }, { name: 'bare Koa POST, chat body and reply bytes (baseline)', res: postBaseline }, ...scenarios.map((sc) => ({ name: sc.name, res: median(samples.get(sc.name)), target: sc.target }))];
  const rows = results.map(({ name, res, target }) => ({
    scenario: name,
    'req/s': Math.round(res.requests.average),
    'p50 ms': res.latency.p50,
    'p99 ms': res.latency.p99,
    'ratio to bare': (res.requests.average / baseline.requests.average).toFixed(2),
    'ratio to bare POST': res.requests.average && name.startsWith('chat') ? (res.requests.average / postBaseline.requests.average).toFixed(2) : '',
    'server CPU µs/req': Math.round(res.cpuUsPerReq),
    'CPU ratio': (baseline.cpuUsPerReq / res.cpuUsPerReq).toFixed(2),
    target: target ?? '',
    errors: res.errors + res.non2xx,
  }));
  console.log(`\nmedian of ${rounds} alternating rounds of ${seconds}s, ${connections} connections, SQLite, logging on\n`);
  console.table(rows);
  await sizeAndMemory(base, key, svc.pid);
  if (!process.env.BENCH_ONLY || /mixed/i.test(process.env.BENCH_ONLY)) await (await import('./mixed.mjs')).mixedRun(base, key, seconds);
  if (!process.env.BENCH_ONLY || /workers|scaling/i.test(process.env.BENCH_ONLY)) {
    const scaling = await scalingRun({ root, seconds, connections, rounds, body: CHAT_BASELINE_BODY, env });
    if (scaling) {
      console.log(`\n--workers scaling: median of ${rounds} alternating rounds of ${seconds}s, ${connections} connections, ${process.env.BENCH_LOAD === 'autocannon' ? 'autocannon' : `the lean generator keeping ${process.env.BENCH_PIPELINE ?? 2} requests in flight on each (pipelined)`}, MariaDB on this machine (${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)})\n`);
      console.table(scaling);
    }
  }
} finally {
  svc.kill('SIGTERM');
  bare.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
