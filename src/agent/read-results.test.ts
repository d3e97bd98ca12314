import { describe, expect, it } from 'vitest';
import { askFromText, type Ask } from '../solving/ask.js';
import { allEstablished, latestResults, readResults } from './read-results.js';

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

describe('latestResults', () => {
  it('keeps the results after the last call, even when a follow-up user message comes after them', () => {
    const resumed: Ask = { ...ask, messages: [...ask.messages, { role: 'user', parts: [{ type: 'text', text: 'so?' }] }] };
    expect(latestResults(resumed).map((r) => r.call_id)).toEqual(['c1', 'c2']);
    const answered: Ask = { ...ask, messages: [...ask.messages, { role: 'assistant', parts: [{ type: 'text', text: 'It is 18 C.' }] }, { role: 'user', parts: [{ type: 'text', text: 'thanks' }] }] };
    expect(latestResults(answered)).toEqual([]);
  });

  it('keeps a result posted after a turn that was still waiting for it', () => {
    const [question, calls] = ask.messages;
    const waited: Ask = {
      ...ask,
      messages: [
        question, calls,
        { role: 'user', parts: [{ type: 'text', text: 'continue' }] },
        { role: 'assistant', parts: [{ type: 'text', text: 'Waiting for the result of get_weather.' }] },
        ask.messages[2],
        { role: 'user', parts: [{ type: 'text', text: 'continue' }] },
      ],
    };
    expect(latestResults(waited).map((r) => [r.call_id, r.checked])).toEqual([['c1', 'established']]);
  });
});
