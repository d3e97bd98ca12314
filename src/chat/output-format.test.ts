import { describe, expect, it } from 'vitest';
import { stringifyExact } from '../core/exact-json.js';
import { fillFields, formatFields, formatSpec } from './output-format.js';

describe('formatFields', () => {
  it.each([
    ['Reply as JSON with fields answer and solver.', ['answer', 'solver']],
    ['Respond in JSON with the keys "answer", "verified" and "checked".', ['answer', 'verified', 'checked']],
    ['Always answer in JSON, with properties: `result`, `caveat`', ['result', 'caveat']],
    ['Return JSON like {"answer": "...", "confidence": 0.5}', ['answer', 'confidence']],
    ['Output JSON only.', ['answer']],
    ['Your response must be valid JSON.', ['answer']],
    ['Format the reply in JSON with the fields answer, solver, caveat.', ['answer', 'solver', 'caveat']],
  ])('%j → %j', (system, fields) => {
    expect(formatFields(system)).toEqual(fields);
  });

  it.each([
    'You are a helpful assistant.',
    'Be brief and cite sources.',
    '',
    'You are an expert in JSON schemas.',
    'Use JSON tool calls when needed.',
    'Write a JSON parser in Python when asked.',
  ])('finds no format in %j', (system) => {
    expect(formatFields(system)).toBeNull();
  });
});

describe('formatSpec', () => {
  it.each([
    ['Reply only with JSON: {"result": <number>}', [{ name: 'result', type: 'number' }]],
    ['Respond in JSON like {"quotient": 0, "remainder": 0, "note": "..."}', [{ name: 'quotient', type: 'number' }, { name: 'remainder', type: 'number' }, { name: 'note', type: 'string' }]],
    ['Return JSON with integer fields quotient and remainder.', [{ name: 'quotient', type: 'integer' }, { name: 'remainder', type: 'integer' }]],
    ['Answer in JSON with the fields x and y, both numbers.', [{ name: 'x', type: 'number' }, { name: 'y', type: 'number' }]],
    ['Output JSON: {"ok": <boolean>, "answer": <string>}', [{ name: 'ok', type: 'boolean' }, { name: 'answer', type: 'string' }]],
  ])('%j → %j', (system, spec) => expect(formatSpec(system)).toEqual(spec));
});

describe('fillFields', () => {
  const src = { content: '7/8', solver: 'compute', verified: true, checked: 'computed' as const, tried: ['compute:answered' as const] };

  it('fills named fields from the answer and names the ones it cannot fill', () => {
    expect(fillFields(['answer', 'solver', 'verified', 'checked', 'tried', 'caveat', 'mood'], src)).toEqual({
      value: { answer: '7/8', solver: 'compute', verified: true, checked: 'computed', tried: ['compute:answered'], caveat: null },
      missing: ['mood'],
    });
    expect(fillFields(['final_answer', 'Result'], src).value).toEqual({ final_answer: '7/8', Result: '7/8' });
  });

  it('writes numeric fields as exact JSON numbers from the named results, never the working', () => {
    const big = { ...src, content: '51,858,616,184,735,398,093,460,290,340 \n\n- 9182736451928374 * 5647382910', values: { value: '51858616184735398093460290340', quotient: '3', remainder: '2' } };
    const filled = fillFields([{ name: 'result', type: 'number' }, { name: 'quotient', type: 'integer' }, { name: 'remainder', type: 'integer' }], big);
    expect(filled.missing).toEqual([]);
    expect(stringifyExact(filled.value)).toBe('{"result":51858616184735398093460290340,"quotient":3,"remainder":2}');
  });

  it('a numeric field the answer has no number for is missing, not null', () => {
    expect(fillFields([{ name: 'result', type: 'number' }, { name: 'quotient', type: 'integer' }], src).missing).toEqual(['result', 'quotient']);
    const half = { ...src, content: '3.5', values: { value: '3.5' } };
    expect(fillFields([{ name: 'result', type: 'integer' }], half).missing).toEqual(['result']);
    expect(stringifyExact(fillFields([{ name: 'result', type: 'number' }], { ...src, content: '-393,384\n\n- working' }).value)).toBe('{"result":-393384}');
  });
});
