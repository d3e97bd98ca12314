// A lean load generator for the --workers scaling run: keep-alive connections over raw sockets, each
// keeping `pipeline` requests in flight (HTTP/1.1 pipelining: the server answers them in order), with
// the request bytes built once. Every reply's status line and Content-Length are read, nothing else;
// the replies that arrive together are answered by as many new requests in one write. It runs on the
// cores it measures, so it should cost as little as it can: about 125 µs per chat request without
// pipelining (autocannon: 301 µs) when it was written, most of it the socket calls, which pipelining
// shares among requests. Returns the fields of autocannon's result the bench reads.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** Runs `connections` loops for `duration` seconds against `url` (http only) and resolves with the figures. */
export function lightLoad({ url, method = 'GET', headers = {}, body, connections = 10, duration = 5, pipeline = 1 }) {
  const u = new URL(url);
  const payload = body === undefined ? null : Buffer.from(body);
  const head = [`${method} ${u.pathname}${u.search} HTTP/1.1`, `host: ${u.host}`, 'connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (payload) head.push(`content-length: ${payload.length}`);
  const request = Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), payload ?? Buffer.alloc(0)]);
  // n requests back to back, for n up to the pipeline depth: one write each time.
  const requests = Array.from({ length: pipeline + 1 }, (_, n) => Buffer.concat(Array(n).fill(request)));
  const latencies = [];
  let total = 0;
  let non2xx = 0;
  let errors = 0;
  let stopping = false;
  const started = performance.now();

  const loop = (opened) =>
    new Promise((resolve) => {
      const socket = net.connect(Number(u.port || 80), u.hostname);
      socket.setNoDelay(true);
      let buffered = Buffer.alloc(0);
      // When each request in flight was sent, oldest first (replies come in order).
      const sentAt = [];
      let inFlight = 0;
      const send = (n) => {
        if (stopping) {
          if (inFlight === 0) socket.end(resolve);
          return;
        }
        const now = performance.now();
        for (let i = 0; i < n; i++) sentAt.push(now);
        inFlight += n;
        socket.write(requests[n]);
      };
      socket.on('connect', () => send(pipeline));
      socket.on('error', () => {
        errors++;
        opened();
        resolve();
      });
      socket.on('data', (chunk) => {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        let answered = 0;
        for (;;) {
          const end = buffered.indexOf(HEADER_END);
          if (end < 0) break;
          const headText = buffered.toString('latin1', 0, end);
          const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? 0);
          if (buffered.length < end + 4 + length) break;
          const status = Number(headText.slice(9, 12));
          const at = sentAt.shift();
          if (!stopping) {
            if (status < 200 || status > 299) non2xx++;
            total++;
            latencies.push(performance.now() - at);
          }
          buffered = buffered.subarray(end + 4 + length);
          answered++;
        }
        if (answered === 0) return;
        inFlight -= answered;
        opened();
        send(answered);
      });
    });

  // Connections are opened one after another, each once the one before has had its first reply, as a
  // proxy's would be over time: node:cluster then hands them to the processes in turn. Opened all at once,
  // whichever process happened to be on a core took most of them and kept them for the whole run.
  const loops = [];
  const opening = (async () => {
    for (let i = 0; i < connections && !stopping; i++) await new Promise((opened) => loops.push(loop(opened)));
  })();
  return new Promise((resolve) => {
    setTimeout(async () => {
      stopping = true;
      const seconds = (performance.now() - started) / 1000;
      await Promise.race([opening.then(() => Promise.all(loops)), new Promise((r) => setTimeout(r, 2000))]);
      latencies.sort((a, b) => a - b);
      const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
      resolve({ requests: { total, average: total / seconds }, latency: { p50: at(0.5), p99: at(0.99) }, non2xx, errors });
    }, duration * 1000);
  });
}
