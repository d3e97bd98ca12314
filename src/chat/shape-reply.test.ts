import { describe, expect, it } from 'vitest';
import { askFromText, type Ask } from '../solving/ask.js';
import type { RouteResult } from '../solving/router.js';
import { shapeReply } from './shape-reply.js';

const route = (content: string | null, extra: Partial<RouteResult> = {}): RouteResult => ({
  solver: 'compute',
  answer: { content, verified: true, checked: 'computed' },
  tried: ['compute:answered'],
  ...extra,
});
const withSystem = (system: string, over: Partial<Ask> = {}): Ask => {
  const ask = askFromText('What is 3/4 + 1/8?', over);
  return { ...ask, messages: [{ role: 'system', parts: [{ type: 'text', text: system }] }, ...ask.messages] };
};
const schemaAsk = (schema: Record<string, unknown>) => askFromText('q', { format: { type: 'json_schema', name: 'out', schema } });

describe('shapeReply', () => {
  it('passes plain text through', () => {
    expect(shapeReply(askFromText('q'), route('7/8'))).toMatchObject({ content: '7/8', json: false, refusal: null, solver: 'compute' });
  });

  it('shapes the reply as the system message asks', () => {
    const s = shapeReply(withSystem('Reply as JSON with fields answer and solver.'), route('7/8'));
    expect(s).toMatchObject({ json: true, refusal: null });
    expect(JSON.parse(s.content!)).toEqual({ answer: '7/8', solver: 'compute' });
  });

  it('json_object gives a JSON object: the answer if it is one, else the answer fields', () => {
    const f = { format: { type: 'json_object' as const } };
    expect(JSON.parse(shapeReply(askFromText('q', f), route('{"a":1}')).content!)).toEqual({ a: 1 });
    expect(JSON.parse(shapeReply(askFromText('q', f), route('7/8')).content!)).toEqual({ answer: '7/8', solver: 'compute', verified: true, checked: 'computed' });
  });

  it('sends a reply that fits the schema, with the schema fact', () => {
    const schema = { type: 'object', properties: { answer: { type: 'number' }, solver: { type: 'string' } }, required: ['answer', 'solver'], additionalProperties: false };
    const s = shapeReply(schemaAsk(schema), route('0.875'), schema);
    expect(JSON.parse(s.content!)).toEqual({ answer: 0.875, solver: 'compute' });
    expect(s).toMatchObject({ solver: 'compute', checked: 'computed', schema: { id: null, ok: true, errors: [] } });
  });

  it('sends an answer that is itself fitting JSON as is', () => {
    const schema = { type: 'array', items: { type: 'integer' } };
    expect(shapeReply(schemaAsk(schema), route('[1, 2, 3]'), schema).content).toBe('[1,2,3]');
    expect(shapeReply(schemaAsk({ type: 'string' }), route('7/8'), { type: 'string' }).content).toBe('"7/8"');
  });

  it('refuses, never almost-JSON, when the reply does not fit', () => {
    const schema = { type: 'object', properties: { answer: { type: 'number' }, confidence: { type: 'number' } }, required: ['answer', 'confidence'] };
    const s = shapeReply(schemaAsk(schema), route('seven eighths'), schema);
    expect(s.content).toBeNull();
    expect(s.refusal).toMatch(/does not fit the requested schema "out"/);
    expect(s.refusal).toContain("must have required property 'confidence'");
    expect(s).toMatchObject({ solver: 'help', verified: false, checked: 'schema', tried: ['compute:answered', 'help:answered'] });
    expect(s.schema).toEqual({ id: null, ok: false, errors: ['/ must have required property \'confidence\'', '/answer must be number'] });
  });

  it('names a pack schema by its id', () => {
    const schema = { type: 'integer' };
    const ask = askFromText('q', { format: { type: 'json_schema', schemaId: 'dev#count' } });
    expect(shapeReply(ask, route('x'), schema).schema).toMatchObject({ id: 'dev#count', ok: false });
  });

  it('leaves call-only answers alone', () => {
    expect(shapeReply(schemaAsk({ type: 'object' }), route(null), { type: 'object' })).toMatchObject({ content: null, refusal: null, json: false });
  });
});

describe('shapeReply: system-asked JSON', () => {
  const computed = (content: string, values?: Record<string, string>) => route(content, { answer: { content, verified: true, checked: 'computed', values } });

  it('writes {"result": <number>} as an exact JSON number, without separators or working', () => {
    const s = shapeReply(withSystem('Reply with JSON only: {"result": <number>}'), computed('-1,393,384\n\n- 106616 - 1500000 = -1393384', { value: '-1393384' }));
    expect(s).toMatchObject({ json: true, verified: true, solver: 'compute' });
    expect(s.content).toBe('{"result":-1393384}');
  });

  it('fills integer fields quotient and remainder from the named results', () => {
    const s = shapeReply(withSystem('Return JSON with integer fields quotient and remainder.'), computed('17 ÷ 5 = 3 remainder 2', { value: '17/5', quotient: '3', remainder: '2' }));
    expect(s.content).toBe('{"quotient":3,"remainder":2}');
  });

  it('refuses rather than sending null for a field it cannot fill', () => {
    const s = shapeReply(withSystem('Return JSON with integer fields quotient and remainder.'), computed('7/8', { value: '7/8' }));
    expect(s).toMatchObject({ content: null, solver: 'help', verified: false, checked: 'schema', json: false, tried: ['compute:answered', 'help:answered'] });
    expect(s.refusal).toContain('"quotient", "remainder"');
  });

  it('a json_schema number keeps every digit', () => {
    const schema = { type: 'object', properties: { answer: { type: 'integer' } }, required: ['answer'] };
    const s = shapeReply(schemaAsk(schema), computed('51,858,616,184,735,398,093,460,290,340', { value: '51858616184735398093460290340' }), schema);
    expect(s.content).toBe('{"answer":51858616184735398093460290340}');
  });
});
