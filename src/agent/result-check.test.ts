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
    ['an MCP result is read through its structuredContent', { content: { content: [{ type: 'text', text: 'cold' }], structuredContent: { temp_c: -2 } } }, 'established', true],
    ['an MCP result sent as JSON text too', { content: '{"content": [{"type": "text", "text": "mild"}], "structuredContent": {"temp_c": 12}}' }, 'established', true],
    ['an MCP result flagged isError is failed', { content: '{"content": [{"type": "text", "text": "no such city"}], "isError": true}' }, 'failed', false],
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

  it("reads a pack tool's outputSchema named as a pack schema, and the invariants and schemas its checks name", () => {
    const pack: StoredPack = {
      name: 'shop',
      version: 1,
      hash: 'sha256:' + '2'.repeat(64),
      tools: [{ name: 'get_order', commit: false, parameters: { type: 'object' }, outputSchema: 'shop#order', checks: ['shop#lines', 'capped'] }],
      schemas: { order: { type: 'object', required: ['id', 'lines'] }, lines: { type: 'object', properties: { lines: { type: 'array', minItems: 1 } } } },
      invariants: { capped: { kind: 'sum_max', path: '/lines/*/amount', max: 100 } },
      pipelines: {},
    };
    const checks = resultChecksFor({ name: 'get_order' }, pack);
    expect(checks.outputSchema).toEqual(pack.schemas.order);
    expect(checks.invariants?.map((i) => i.label)).toEqual(['shop#lines', 'shop#capped']);
    expect(checkToolResult({ result: { id: 'o1', lines: [{ amount: 60 }, { amount: 30 }] } }, checks).checked).toBe('established');
    expect(checkToolResult({ result: { lines: [{ amount: 60 }] } }, checks).violations.map((v) => v.invariant)).toEqual(['outputSchema']);
    expect(checkToolResult({ result: { id: 'o2', lines: [] } }, checks).violations.map((v) => [v.invariant, v.path])).toEqual([['shop#lines', '/lines']]);
    expect(checkToolResult({ result: { id: 'o3', lines: [{ amount: 60 }, { amount: 50 }] } }, checks).violations.map((v) => v.invariant)).toEqual(['shop#capped']);
  });
});
