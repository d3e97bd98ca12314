import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { fakeSolver } from '../solving/fake-solver.js';
import { SolverRouter } from '../solving/router.js';
import { capabilitiesHandlers } from './capabilities.js';
import { modelsHandlers } from './models.js';

const config = loadConfig({ SVC_RATE_PER_SECOND: '5', SVC_RATE_BURST: '4' });
const help = { ...fakeSolver('help', 0, () => ({ reason: 'x' })), examples: { claims: [{ ask: 'write a poem', expect: 'not offered' }], declines: [{ ask: '1 + 1' }] } };

async function call(handler: (ctx: never) => Promise<void>): Promise<Record<string, unknown>> {
  const ctx = { body: undefined as unknown, type: '' };
  await handler(ctx as never);
  // A handler may answer with JSON already serialized (the models list is fixed).
  if (typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body)) {
    expect(ctx.type).toMatch(/^application\/json/);
    return JSON.parse(ctx.body.toString()) as Record<string, unknown>;
  }
  return ctx.body as Record<string, unknown>;
}

describe('listModels', () => {
  it('lists the three models in the OpenAI list shape with their rate limits', async () => {
    const body = await call(modelsHandlers({ config }).listModels);
    expect(body.object).toBe('list');
    const data = body.data as Record<string, unknown>[];
    expect(data.map((m) => m.id)).toEqual(['svc', 'svc-prod', 'svc-pristine']);
    for (const m of data) {
      expect(m).toMatchObject({ object: 'model', created: expect.any(Number), owned_by: 'svc', rate_limits: { requests_per_second: 5, burst: 4 } });
    }
    expect(data[0].alias_of).toBe('svc-prod');
  });
});

describe('getCapabilities', () => {
  it('gives the versioned contract with solvers from the registry, endpoints and limits', async () => {
    const body = await call(capabilitiesHandlers({ router: new SolverRouter([help]), config }).getCapabilities);
    expect(body).toMatchObject({ interface_version: '1.0.0', models: ['svc', 'svc-prod', 'svc-pristine'] });
    expect(body.solvers).toEqual([{ name: 'help', summary: help.summary, examples: help.examples.claims.map((c) => c.ask), declines: help.examples.declines.map((d) => d.ask) }]);
    const endpoints = body.endpoints as { method: string; path: string }[];
    expect(endpoints).toContainEqual(expect.objectContaining({ method: 'POST', path: '/v1/messages/count_tokens' }));
    expect(endpoints).toHaveLength(36);
    expect(body.limits).toMatchObject({
      rate_per_key: { requests_per_second: 5, burst: 4 },
      max_chars_per_request: 10_000_000,
      long_input_chars: 100_000,
      documents_per_key: 200,
      free_exchanges: 60,
      phase_lifetime_days: 7,
      research_urls: 4,
      qr_encode_bytes: { L: 2953, M: 2331 },
      documents_query_k: { min: 1, default: 5 },
    });
  });
});
