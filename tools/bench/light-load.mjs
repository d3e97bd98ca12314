// A lean load generator for the --workers scaling run: keep-alive connections that each send the same
// request bytes again as soon as the previous reply has arrived (no pipelining), reading only the status
// line and Content-Length of each reply. It runs on the cores it measures, so it should cost as little
// as it can: about half of autocannon's CPU per chat request here (125 against 301 µs at load 23; most of
// what is left is the socket calls themselves). Returns the fields of autocannon's result the bench reads.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** Runs `connections` loops for `duration` seconds against `url` (http only) and resolves with the figures. */
export function lightLoad({ url, method = 'GET', headers = {}, body, connections = 10, duration = 5 }) {
  const u = new URL(url);
  const payload = body === undefined ? null : Buffer.from(body);
  const head = [`${method} ${u.pathname}${u.search} HTTP/1.1`, `host: ${u.host}`, 'connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (payload) head.push(`content-length: ${payload.length}`);
  const request = Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), payload ?? Buffer.alloc(0)]);
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
      let sentAt = 0;
      const send = () => {
        if (stopping) return socket.end(resolve);
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', () => {
        errors++;
        opened();
        resolve();
      });
      socket.on('data', (chunk) => {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        for (;;) {
          const end = buffered.indexOf(HEADER_END);
          if (end < 0) return;
          const headText = buffered.toString('latin1', 0, end);
          const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? 0);
          if (buffered.length < end + 4 + length) return;
          const status = Number(headText.slice(9, 12));
          if (!stopping) {
            if (status < 200 || status > 299) non2xx++;
            total++;
            latencies.push(performance.now() - sentAt);
          }
          buffered = buffered.subarray(end + 4 + length);
          opened();
          send();
        }
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
