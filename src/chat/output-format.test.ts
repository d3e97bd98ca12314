import { describe, expect, it } from 'vitest';
import { fillFields, formatFields } from './output-format.js';

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

describe('fillFields', () => {
  it('fills named fields from the answer and leaves the rest null', () => {
    const src = { content: '7/8', solver: 'compute', verified: true, checked: 'computed' as const, tried: ['compute:answered' as const] };
    expect(fillFields(['answer', 'solver', 'verified', 'checked', 'tried', 'caveat', 'mood'], src)).toEqual({
      answer: '7/8', solver: 'compute', verified: true, checked: 'computed', tried: ['compute:answered'], caveat: null, mood: null,
    });
    expect(fillFields(['final_answer', 'Result'], src)).toEqual({ final_answer: '7/8', Result: '7/8' });
  });
});
