import { describe, expect, it } from 'vitest';
import { readToolRules, ruledOut } from './system-rules.js';

const TOOLS = ['delete_file', 'read_file', 'search', 'send_email'];

describe('readToolRules', () => {
  it.each([
    ['You are a file assistant. Do not call delete_file under any circumstances.', { forbidden: ['delete_file'], readOnly: false }],
    ["Never use send email or delete_file; be brief.", { forbidden: ['delete_file', 'send_email'], readOnly: false }],
    ['The search tool is fine. delete_file is forbidden.', { forbidden: ['delete_file'], readOnly: false }],
    ['You may only call read_file and search.', { forbidden: [], only: ['read_file', 'search'], readOnly: false }],
    ['This node is read-only.', { forbidden: [], readOnly: true }],
    ['You are a helpful travel agent who books flights.', { forbidden: [], readOnly: false }],
  ])('%s', (system, want) => {
    expect(readToolRules(system, TOOLS)).toEqual(want);
  });

  it('rules tools out with the reason', () => {
    const rules = readToolRules('Only use search. Make no changes.', TOOLS);
    expect(ruledOut(rules, { name: 'read_file' })).toBe('the system prompt allows only search');
    expect(ruledOut(rules, { name: 'search' })).toBeNull();
    expect(ruledOut(readToolRules('Read-only.', TOOLS), { name: 'send_email', commit: true })).toMatch(/allows no changes/);
  });
});
