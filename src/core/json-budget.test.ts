import { describe, expect, it } from 'vitest';
import { depthOverrun, JsonTooDeep, MAX_JSON_DEPTH, parseJsonWithin } from './json-budget.js';

const nested = (levels: number, inner = '1') => '{"a":'.repeat(levels - 1) + `[${inner}]` + '}'.repeat(levels - 1);

describe('JSON depth budget', () => {
  it.each([
    ['a scalar', '3', null],
    ['an empty array', '[]', null],
    ['exactly the limit', nested(MAX_JSON_DEPTH), null],
  ])('accepts %s', (_name, text, want) => {
    expect(depthOverrun(JSON.parse(text))).toBe(want);
    expect(parseJsonWithin(text)).toEqual(JSON.parse(text));
  });

  it('refuses one level past the limit, naming the field and the spot', () => {
    const over = depthOverrun(JSON.parse(nested(MAX_JSON_DEPTH + 1)));
    expect(over).toEqual({ field: 'a', path: '$.a.a.a.a.a….a.a.a' });
  });

  it('walks 100,000 levels without overflowing the stack and reports the first spot past the limit', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(() => parseJsonWithin(deep)).toThrow(JsonTooDeep);
    expect(depthOverrun(JSON.parse(deep))).toEqual({ field: null, path: '$[0][0][0][0][0]…[0][0][0]' });
  });

  it('finds the deep branch beside shallow ones', () => {
    const value = { messages: [{ role: 'user', content: 'hi' }], tools: [{ type: 'function', function: { parameters: JSON.parse(nested(300)) } }] };
    expect(depthOverrun(value)?.field).toBe('tools');
    expect(depthOverrun(value, 400)).toBeNull();
  });

  it('judges long texts by their nesting, whatever their length (short ones cannot go past the limit)', () => {
    const padded = (levels: number) => nested(levels, JSON.stringify('x'.repeat(5000)));
    expect(parseJsonWithin(padded(MAX_JSON_DEPTH))).toEqual(JSON.parse(padded(MAX_JSON_DEPTH)));
    expect(() => parseJsonWithin(padded(MAX_JSON_DEPTH + 1))).toThrow(JsonTooDeep);
    const wide = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, i) => ({ i, tags: [i, [i]] })) });
    expect(parseJsonWithin(wide)).toEqual(JSON.parse(wide));
  });

  it('still throws SyntaxError for text that is not JSON', () => {
    expect(() => parseJsonWithin('{"a":')).toThrow(SyntaxError);
  });
});
