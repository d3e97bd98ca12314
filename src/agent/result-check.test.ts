/** A tool result's check status from its outputSchema and the pack invariants bound to the tool. */
import { describe, expect, it } from 'vitest';
import type { StoredPack } from './pack.js';
import { checkToolResult, resultChecksFor } from './result-check.js';

const weather = { name: 'get_weather', outputSchema: { type: 'object', required: ['temp_c'], properties: { temp_c: { type: 'number' } } } };

describe('checkToolResult', () => {
  it.each([
    ['a result that fits the outputSchema is established', { result: { temp_c: 21 } }, 'established', true],
    ['JSON text content is read as JSON', { content: '{"temp_c": 19.5}' }, 'established', true],
    ['MCP content blocks are read', { content: [{ type: 'text', text: '{"temp_c": 3}' }] }, 'established', true],
    ['a wrong type is refuted', { result: { temp_c: 'warm' } }, 'refuted', false],
    ['text where JSON is expected is refuted', { content: 'It is sunny.' }, 'refuted', false],
    ['an error flag is failed', { content: 'timeout', isError: true }, 'failed', false],
    ['an error object is failed', { result: { error: 'city not found' } }, 'failed', false],
  ] as const)('%s', (_name, output, status, verified) => {
    const got = checkToolResult(output, resultChecksFor(weather));
    expect(got.checked).toBe(status);
    expect(got.verified).toBe(verified);
    expect(got.violations.length > 0).toBe(!verified);
  });

  it('without any check: sourced when it cites a source, unchecked otherwise', () => {
    expect(checkToolResult({ content: 'See https://example.org/report' }, { tool: 'search' }).checked).toBe('sourced');
    expect(checkToolResult({ result: { title: 'x', url: 'https://example.org' } }, { tool: 'search' }).checked).toBe('sourced');
    expect(checkToolResult({ content: 'done' }, { tool: 'search' })).toEqual({ verified: false, checked: 'unchecked', violations: [] });
  });

  it('applies the pack invariants bound to the tool, and only those', () => {
    const pack: StoredPack = {
      name: 'shop',
      version: 1,
      hash: 'sha256:' + '1'.repeat(64),
      tools: [],
      schemas: {},
      invariants: { positive: { kind: 'range', path: '/items/*/price', min: 0, tools: ['list_items'] }, other: { kind: 'unique', path: '/x' } },
      pipelines: {},
    };
    const checks = resultChecksFor({ name: 'list_items' }, pack);
    expect(checks.invariants?.map((i) => i.label)).toEqual(['shop#positive']);
    const bad = checkToolResult({ result: { items: [{ price: 3 }, { price: -1 }] } }, checks);
    expect(bad).toMatchObject({ verified: false, checked: 'refuted', violations: [{ invariant: 'shop#positive', path: '/items/1/price' }] });
    expect(checkToolResult({ result: { items: [{ price: 3 }] } }, checks).checked).toBe('established');
    expect(resultChecksFor({ name: 'other_tool' }, pack).invariants).toBeUndefined();
  });
});
