// The --workers scaling run of `npm run bench`: chat answers per second from `svc serve --workers 1`
// and `--workers 2` on one MariaDB, in alternating rounds (median kept). SQLite is one process, so
// this run needs MySQL: BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306/svc_bench; a scratch
// database is made beside it and dropped after). Skipped, saying why, when MariaDB is not reachable.
// When Redis answers at BENCH_REDIS_URL (default redis://127.0.0.1:6379), the run is made again with
// the rate limit in Redis (SVC_REDIS_URL), the supported configuration for many processes and nodes.
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { lightLoad } from './light-load.mjs';
import { waitFor } from './wait-for.mjs';
import { createConnection } from 'mysql2/promise';

const BASE_URL = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/svc_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
// Requests each connection of the lean generator keeps in flight (HTTP/1.1 pipelining).
const PIPELINE = Number(process.env.BENCH_PIPELINE ?? 2);

/** Whether Redis answers PING at `url` within a second. */
function redisAnswers(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(u.port || 6379), u.hostname || '127.0.0.1');
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

async function admin(sqlText) {
  const url = new URL(BASE_URL);
  const conn = await createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username) || 'root', password: decodeURIComponent(url.password) });
  try {
    await conn.query(sqlText);
  } finally {
    await conn.end();
  }
}

/** CPU ms used so far by a process and its children (the primary and its workers). */
function treeCpuMs(pid) {
  const stat = (p) => readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = stat(entry);
      if (Number(entry) === pid || Number(f[1]) === pid) total += ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** The pid of a local server whose command name matches `comm` (MariaDB, Redis): its CPU is part of each request's cost. */
function serverPid(comm) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (comm.test(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry);
    } catch {
      // exited meanwhile
    }
  }
  return null;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// The lean generator by default (it shares the cores it measures); BENCH_LOAD=autocannon for the other.
const useAutocannon = process.env.BENCH_LOAD === 'autocannon';
const run = (opts) => (useAutocannon ? new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)))) : lightLoad({ ...opts, pipeline: PIPELINE }));

/** Returns rows for the bench table, or null (with the reason printed) when there is no MySQL. */
export async function scalingRun({ root, seconds, connections, rounds, body, env }) {
  const name = `svc_bench_${process.pid}`;
  try {
    await admin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
  } catch (e) {
    console.log(`\n--workers scaling run skipped: no MySQL/MariaDB at ${BASE_URL.replace(/\/\/[^@]*@/, '//***@')} (${e.message}); set BENCH_MYSQL_URL`);
    return null;
  }
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const dbEnv = { ...env, SVC_DATABASE_URL: url.toString() };
  const cli = (...args) => execFileSync(process.execPath, [path.join(root, 'bin/svc.js'), ...args], { env: dbEnv, encoding: 'utf8' });
  try {
    cli('account', 'create', 'scaling@example.com');
    cli('plan', 'set', 'scaling@example.com', 'active');
    const key = cli('key', 'create', 'scaling@example.com').trim().split('\n').pop();
    const setups = [{ label: 'MariaDB', env: dbEnv }];
    if (await redisAnswers(REDIS_URL)) setups.push({ label: 'MariaDB, rate limit in Redis', env: { ...dbEnv, SVC_REDIS_URL: REDIS_URL } });
    else console.log(`\n(no Redis at ${REDIS_URL}: the run with the rate limit in Redis is skipped; set BENCH_REDIS_URL)`);
    const rows = [];
    for (const setup of setups) rows.push(...(await scaleOne({ root, seconds, connections, rounds, body, key, ...setup })));
    return rows;
  } finally {
    await admin(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => {});
  }
}

/** `--workers 1` against `--workers 2` with one configuration, in alternating rounds. */
async function scaleOne({ root, seconds, connections, rounds, body, key, label, env }) {
  const servers = [];
  try {
    for (const workers of [1, 2]) {
      const port = 19000 + Math.floor(Math.random() * 1000) + workers * 1000;
      const child = spawn(process.execPath, [path.join(root, 'bin/svc.js'), 'serve', '--workers', String(workers)], { env: { ...env, SVC_PORT: String(port), SVC_LOG_LEVEL: 'warn' }, stdio: 'ignore' });
      servers.push({ workers, child, url: `http://127.0.0.1:${port}/api/v1/chat/completions` });
    }
    for (const s of servers) await waitFor(s.url.replace('/chat/completions', '/models'));
    const opts = (s) => ({ url: s.url, method: 'POST', connections, duration: seconds, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // Warm-up: each process gets 3 s of the load, so its JIT has seen as many requests with two processes
    // as with one (with 2 s for both, the first rounds of --workers 2 ran partly unoptimized code).
    for (const s of servers) await run({ ...opts(s), duration: 3 * s.workers });
    const samples = new Map(servers.map((s) => [s.workers, []]));
    const dbPid = serverPid(/^(mariadbd|mysqld)$/);
    const redisPid = env.SVC_REDIS_URL ? serverPid(/^redis-server$/) : null;
    const cpuOf = (pid) => (pid ? treeCpuMs(pid) : 0);
    for (let i = 0; i < rounds; i++) {
      for (const s of servers) {
        const before = [treeCpuMs(s.child.pid), cpuOf(dbPid), cpuOf(redisPid), ownCpuMs()];
        const res = await run(opts(s));
        const n = Math.max(1, res.requests.total);
        res.cpuUsPerReq = ((treeCpuMs(s.child.pid) - before[0]) * 1000) / n;
        // The database, Redis and the load generator (it runs in this process) share the same cores.
        res.dbCpuUsPerReq = ((cpuOf(dbPid) - before[1]) * 1000) / n;
        res.redisCpuUsPerReq = ((cpuOf(redisPid) - before[2]) * 1000) / n;
        res.loadCpuUsPerReq = ((ownCpuMs() - before[3]) * 1000) / n;
        if (res.non2xx) console.warn(`warning: ${label}, --workers ${s.workers}: ${res.non2xx} non-2xx responses`);
        samples.get(s.workers).push(res);
      }
    }
    const median = (list) => [...list].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(list.length / 2)];
    const one = median(samples.get(1));
    const two = median(samples.get(2));
    // One process can use at most one core; two share both cores with the database and the load generator.
    // From the CPU each request costs, the most a second process can add here, had the machine no other load.
    const svc = one.cpuUsPerReq;
    const others = one.dbCpuUsPerReq + one.redisCpuUsPerReq + one.loadCpuUsPerReq;
    const cores = availableParallelism();
    const most = (processes) => Math.min(processes / svc, cores / (svc + others));
    const ceiling = most(2) / most(1);
    console.log(
      `\n--workers ceiling on this machine (${label}): each chat request costs ${Math.round(svc)} µs of svc CPU and ${Math.round(others)} µs in ${redisPid ? 'MariaDB, Redis' : 'MariaDB'} and the load generator on the same ${cores} cores,` +
        ` so two processes can give at most ${ceiling.toFixed(2)}x one process (one process uses at most one core; all share the cores).`,
    );
    return [one, two].map((res, i) => ({
      scenario: `chat: help answer, ${label}, --workers ${i + 1}`,
      'req/s': Math.round(res.requests.average),
      'p50 ms': res.latency.p50,
      'p99 ms': res.latency.p99,
      'ratio to --workers 1': (res.requests.average / one.requests.average).toFixed(2),
      'svc CPU µs/req (all processes)': Math.round(res.cpuUsPerReq),
      'MariaDB CPU µs/req': dbPid ? Math.round(res.dbCpuUsPerReq) : '',
      'Redis CPU µs/req': redisPid ? Math.round(res.redisCpuUsPerReq) : '',
      'load generator CPU µs/req': Math.round(res.loadCpuUsPerReq),
      // Requests per second of svc CPU: equal in both rows when a second process adds no cost per request.
      'req per svc CPU s': Math.round(1e6 / res.cpuUsPerReq),
      target: i === 1 ? '>= 1.6x of --workers 1' : '',
      errors: res.errors + res.non2xx,
    }));
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
  }
}
