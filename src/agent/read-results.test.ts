import { describe, expect, it } from 'vitest';
import { askFromText, type Ask } from '../solving/ask.js';
import { allEstablished, readResults } from './read-results.js';

const ask: Ask = askFromText('', {
  tools: [{ name: 'get_weather', outputSchema: { type: 'object', required: ['temp_c'] } }, { name: 'search' }],
  messages: [
    { role: 'user', parts: [{ type: 'text', text: 'weather in Paris and news' }] },
    { role: 'assistant', parts: [], toolCalls: [{ id: 'c1', name: 'get_weather', args: { city: 'Paris' } }, { id: 'c2', name: 'search', args: { q: 'news' } }] },
    { role: 'tool', toolCallId: 'c1', parts: [{ type: 'text', text: '{"temp_c": 18}' }] },
    { role: 'tool', toolCallId: 'c2', parts: [{ type: 'text', text: 'Top story: https://example.org/a' }] },
  ],
});

describe('readResults', () => {
  it('checks each result of the conversation with its tool', () => {
    const got = readResults(ask);
    expect(got.map(({ call_id, name, verified, checked }) => ({ call_id, name, verified, checked }))).toEqual([
      { call_id: 'c1', name: 'get_weather', verified: true, checked: 'established' },
      { call_id: 'c2', name: 'search', verified: false, checked: 'sourced' },
    ]);
    expect(got[0].value).toEqual({ temp_c: 18 });
    expect(allEstablished(got)).toBe(false);
    expect(allEstablished(got.slice(0, 1))).toBe(true);
    expect(allEstablished([])).toBe(false);
  });
});
