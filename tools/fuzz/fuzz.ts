/**
 * Schema-driven fuzzing of every operation in openapi/svc.yaml against a running service: seeded
 * requests, each reply checked for the spec's promises (no 5xx but documented 503s, a body that fits
 * the document, errors in the envelope), and the process still answering at the end.
 */
import { readFileSync } from 'node:fs';
import { operations, type OperationRow } from '../../generated/operations.js';
import { OPENAPI_JSON } from '../../src/paths.js';
import { checkResponse } from '../../contract-tests/response-validator.js';
import { bend, pick, Sampler, seeded, type Rng } from './sample.js';

export interface FuzzOptions {
  baseUrl: string;
  key: string;
  count: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface Finding {
  n: number;
  operationId: string;
  how: string;
  status: number;
  problems: string[];
  request: string;
  reply: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<string, number>;
  findings: Finding[];
}

/** 503s the document states for a reason of the request's own (no web search provider configured). */
function documented503(body: any): boolean {
  return body?.error?.code === 'not_yet_offered' || (body?.error?.code === 'service_unavailable' && typeof body.error.setting === 'string');
}

const doc = JSON.parse(readFileSync(OPENAPI_JSON, 'utf8'));

interface Drawn {
  op: OperationRow;
  url: string;
  init: RequestInit;
  how: string;
}

function parameters(op: OperationRow, sampler: Sampler): { name: string; in: string; schema: any }[] {
  const item = doc.paths[op.path];
  return [...(item.parameters ?? []), ...(item[op.method.toLowerCase()].parameters ?? [])].map((p: any) => sampler.resolve(p) as { name: string; in: string; schema: any });
}

// Not empty: `/v1/packs/` is the list operation, not getPack with no name.
const PATH_ODDITIES = ['..', '%2e%2e', '%00', 'a%2Fb', '%E2%80%AE', 'x'.repeat(300), '%', 'name with space'];

function draw(op: OperationRow, rng: Rng, sampler: Sampler, key: string, baseUrl: string): Drawn {
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  for (const p of parameters(op, sampler)) {
    const value = sampler.value(p.schema ?? { type: 'string' });
    // A URL carries UTF-8 only: lone surrogates become U+FFFD, as a client would send them.
    const text = ((typeof value === 'string' ? value : JSON.stringify(value)) as string & { toWellFormed(): string }).toWellFormed();
    if (p.in === 'path') path = path.replace(`{${p.name}}`, rng() < 0.15 ? pick(rng, PATH_ODDITIES) : encodeURIComponent(text || 'x'));
    else if (p.in === 'query' && rng() < 0.6) query.set(p.name, rng() < 0.15 ? pick(rng, ['-1', 'abc', '1e9', '']) : text);
    else if (p.in === 'header' && rng() < 0.4) headers[p.name] = rng() < 0.2 ? pick(rng, ['"x"', '*', '-1', 'W/"1"']) : text.replace(/[^\x20-\x7e]/g, '');
  }
  const qs = query.toString();
  const url = `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  if (op.bodyTypes.length === 0) return { op, url, init: { method: op.method, headers }, how: 'no body' };
  const type = pick(rng, op.bodyTypes);
  if (type.startsWith('image/')) {
    headers['content-type'] = type;
    const bytes = pick(rng, [Buffer.alloc(0), Buffer.from('not an image'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(2048, 7)]);
    return { op, url, init: { method: op.method, headers, body: bytes }, how: `${bytes.length} bytes of ${type}` };
  }
  const media = doc.paths[op.path][op.method.toLowerCase()].requestBody.content[type];
  const drawn = sampler.value(media.schema ?? {});
  headers['content-type'] = rng() < 0.05 ? pick(rng, ['text/html', 'application/xml', 'multipart/form-data; boundary=x']) : type;
  if (type === 'text/plain') {
    const text = typeof drawn === 'string' ? drawn : JSON.stringify(drawn);
    return { op, url, init: { method: op.method, headers, body: text }, how: 'text' };
  }
  const { text, how } = bend(drawn, rng);
  return { op, url, init: { method: op.method, headers, body: text }, how };
}

async function inspect(d: Drawn, res: Response): Promise<string[]> {
  const problems: string[] = [];
  const text = await res.clone().text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if ((res.headers.get('content-type') ?? '').includes('json')) problems.push('a JSON content type with a body that is not JSON');
  }
  if (res.status >= 500 && !(res.status === 503 && documented503(body))) problems.push(`status ${res.status} (${body?.error?.code ?? 'no code'})`);
  if (res.status >= 400 && !(body?.error && typeof body.error.message === 'string' && typeof body.error.code === 'string' && typeof body.error.type === 'string')) {
    problems.push('an error outside the envelope');
  }
  if (!res.headers.get('x-request-id')) problems.push('no x-request-id');
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) problems.push(...(await checkResponse(d.op.operationId, res)));
  return problems;
}

export async function fuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const rng = seeded(opts.seed);
  const sampler = new Sampler(doc, rng);
  const ops = operations as readonly OperationRow[];
  const report: FuzzReport = { sent: 0, byStatus: {}, findings: [] };
  // Drawn up front in order, so the requests depend on the seed only, not on reply timing.
  const drawn = Array.from({ length: opts.count }, (_, n) => draw(ops[n % ops.length], rng, sampler, opts.key, opts.baseUrl));
  let next = 0;
  const worker = async () => {
    while (next < drawn.length) {
      const n = next++;
      const d = drawn[n];
      let res: Response;
      try {
        res = await fetch(d.url, { ...d.init, signal: AbortSignal.timeout(120_000) });
      } catch (e) {
        report.findings.push({ n, operationId: d.op.operationId, how: d.how, status: 0, problems: [`no reply: ${(e as Error).message}`], request: describe(d), reply: '' });
        continue;
      }
      report.sent++;
      report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
      const problems = await inspect(d, res);
      if (problems.length) report.findings.push({ n, operationId: d.op.operationId, how: d.how, status: res.status, problems, request: describe(d), reply: (await res.text()).slice(0, 400) });
      else await res.arrayBuffer().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  return report;
}

function describe(d: Drawn): string {
  const body = typeof d.init.body === 'string' ? d.init.body : d.init.body ? `<${(d.init.body as Buffer).length} bytes>` : '';
  return `${d.init.method} ${d.url.slice(0, 200)} ${body.slice(0, 300)}`;
}
