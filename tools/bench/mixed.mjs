// The mixed run of `npm run bench`: cheap requests (GET /v1/models at a steady rate) while four heavy
// requests stay in flight, each replaced as soon as it is answered. Reports the cheap requests' p50/p99
// alone and under each heavy load; the target is a p99 under 50 ms.
import autocannon from 'autocannon';
import { bigQrPng } from '../../dist/src/testing/big-qr-png.js';

const IN_FLIGHT = 4;
/** Searches that take the solver a few hundred milliseconds each (measured inline): N-queens counts, a SAT cryptarithm, Inkala's Sudoku. */
const SEARCHES = [
  'How many solutions does the 13-queens problem have?',
  'N-queens with 12 queens: how many fundamental solutions are there?',
  'CROSS + ROADS = DANGER',
  'Solve this sudoku: 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
];

function cheap(base, key, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}/v1/models`, headers: { authorization: `Bearer ${key}` }, connections: 4, overallRate: 100, duration: seconds },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

/** Keeps `IN_FLIGHT` requests made by `send` running until stopped; counts answers by status. */
function keepBusy(send) {
  let stopped = false;
  const statuses = {};
  const loops = Array.from({ length: IN_FLIGHT }, async (_, i) => {
    for (let n = 0; !stopped; n++) {
      const r = await send(i, n);
      await r.arrayBuffer();
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return statuses;
    },
  };
}

export async function mixedRun(base, key, seconds) {
  const auth = { authorization: `Bearer ${key}` };
  const png = new Uint8Array(bigQrPng(6324, 'mixed benchmark')); // 39.99 megapixels, just within the decode limit
  const loads = [
    { name: 'nothing else', start: null },
    {
      name: `${IN_FLIGHT} x 40-megapixel QR decode`,
      start: () => keepBusy(() => fetch(`${base}/v1/qr/decode`, { method: 'POST', headers: { ...auth, 'content-type': 'image/png' }, body: png })),
    },
    {
      name: `${IN_FLIGHT} x sandboxed code check (pytest)`,
      start: () =>
        keepBusy((i, n) =>
          fetch(`${base}/v1/chat/completions`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            // A new function name each time: every request writes, tests and runs its own program.
            body: JSON.stringify({ messages: [{ role: 'user', content: `Write a Python function slug_${i}_${n}(text) in slug.py that lowercases the text, trims it and replaces runs of spaces with a single hyphen. Check with pytest` }] }),
          }),
        ),
    },
    {
      name: `${IN_FLIGHT} x hard search (N-queens, cryptarithm, Sudoku)`,
      start: () =>
        keepBusy((i, n) =>
          fetch(`${base}/v1/chat/completions`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            // A different model each time, so no answer is served from a cache.
            body: JSON.stringify({ model: n % 2 ? 'svc' : 'svc-pristine', messages: [{ role: 'user', content: SEARCHES[(i + n) % SEARCHES.length] }] }),
          }),
        ),
    },
  ];
  await cheap(base, key, 2); // warm-up: connections open, the server settled after the runs before
  const rows = [];
  // BENCH_MIXED=regex narrows the loads (the idle row always runs, as the figure the others compare with).
  const wanted = process.env.BENCH_MIXED ? new RegExp(process.env.BENCH_MIXED, 'i') : null;
  for (const load of loads.filter((l) => !wanted || !l.start || wanted.test(l.name))) {
    const busy = load.start?.();
    if (busy) await new Promise((r) => setTimeout(r, 1000)); // the heavy requests are read and running
    const res = await cheap(base, key, seconds);
    const heavy = busy ? await busy.stop() : null;
    rows.push({
      'while in flight': load.name,
      'cheap req/s': Math.round(res.requests.average),
      'cheap p50 ms': res.latency.p50,
      'cheap p99 ms': res.latency.p99,
      'cheap max ms': res.latency.max,
      'cheap errors': res.errors + res.non2xx,
      'heavy answers by status': heavy ? JSON.stringify(heavy) : '',
      target: busy ? 'p99 < 50 ms' : '',
    });
  }
  console.log(`\nmixed: GET /v1/models at 100 req/s over 4 connections for ${seconds}s, while ${IN_FLIGHT} heavy requests stay in flight`);
  console.table(rows);
}
