/** The tool solver on its own: choosing, filling, declining, and reading results turn by turn. */
import { describe, expect, it } from 'vitest';
import { askFromText, type Ask, type AskMessage, type AskTool } from '../../src/plugin-api.js';
import { exampleRouter } from '../../src/solving/examples.js';
import { BUILTIN_SOLVERS } from '../index.js';
import tool from './index.js';

const route = (ask: Ask) => exampleRouter(tool, BUILTIN_SOLVERS).route(ask, { model: 'svc', pristine: false });

const weather: AskTool = {
  name: 'get_weather',
  description: 'Current weather for a city',
  parameters: { type: 'object', properties: { city: { type: 'string', description: 'City name' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'], default: 'celsius' } }, required: ['city'] },
  outputSchema: { type: 'object', properties: { temperature: { type: 'number' }, conditions: { type: 'string' } }, required: ['temperature'] },
};
const convert: AskTool = {
  name: 'convert_length',
  description: 'Convert a length between units',
  parameters: {
    type: 'object',
    properties: { value: { type: 'number' }, from_unit: { type: 'string', enum: ['meters', 'feet', 'miles', 'kilometers'] }, to_unit: { type: 'string', enum: ['meters', 'feet', 'miles', 'kilometers'] } },
    required: ['value', 'from_unit', 'to_unit'],
  },
};
const timer: AskTool = {
  name: 'set_timer',
  description: 'Start a countdown timer',
  parameters: { type: 'object', properties: { duration_seconds: { type: 'integer', minimum: 1 }, label: { type: 'string', description: 'What the timer is for' }, loud: { type: 'boolean' } }, required: ['duration_seconds'] },
};
const average: AskTool = {
  name: 'average',
  description: 'Arithmetic mean of a list of numbers',
  parameters: { type: 'object', properties: { numbers: { type: 'array', items: { type: 'number' } } }, required: ['numbers'] },
};
const mail: AskTool = {
  name: 'send_email',
  description: 'Send an email',
  parameters: { type: 'object', properties: { to: { type: 'string', format: 'email' }, subject: { type: 'string' }, body: { type: 'string' } }, required: ['to', 'body'] },
  commit: true,
};

const call = async (text: string, tools: AskTool[], toolChoice: Ask['toolChoice'] = { mode: 'auto' }) => {
  const r = await route(askFromText(text, { tools, toolChoice }));
  return r.solver === 'tool' ? (r.answer.calls ?? []).map((c) => ({ name: c.name, args: c.args })) : r.tried.find((t) => t.startsWith('tool:'));
};

describe('tool: choosing and filling', () => {
  it.each([
    ['Weather in Lyon in fahrenheit?', [weather, convert], [{ name: 'get_weather', args: { city: 'Lyon', unit: 'fahrenheit' } }]],
    ['how many feet is 3 miles', [weather, convert], [{ name: 'convert_length', args: { value: 3, from_unit: 'miles', to_unit: 'feet' } }]],
    ['Convert 12 kilometres into meters please', [convert], [{ name: 'convert_length', args: { value: 12, from_unit: 'kilometers', to_unit: 'meters' } }]],
    ['set a 2 minute timer with the label "pasta"', [timer, weather], [{ name: 'set_timer', args: { duration_seconds: 120, label: 'pasta' } }]],
    ['set a timer for 2 minutes for the pasta', [timer, weather], [{ name: 'set_timer', args: { duration_seconds: 120 } }]],
    ['start a loud timer for 90 seconds', [timer], [{ name: 'set_timer', args: { duration_seconds: 90, loud: true } }]],
    ['What is the average of 4, 8, 15 and 16?', [average, timer], [{ name: 'average', args: { numbers: [4, 8, 15, 16] } }]],
    ['Email ann@example.com saying "the build is green"', [mail], [{ name: 'send_email', args: { to: 'ann@example.com', body: 'the build is green' } }]],
    ['Weather in Oslo, and what is the weather in Bergen?', [weather], [{ name: 'get_weather', args: { city: 'Oslo' } }, { name: 'get_weather', args: { city: 'Bergen' } }]],
  ])('%s', async (text, tools, expected) => {
    expect(await call(text, tools as AskTool[])).toEqual(expected);
  });

  it.each([
    ['What is 12 times 12?', [weather, mail], 'tool:declined:no offered tool fits'],
    ['Set a timer for 1.5 seconds', [timer], 'set_timer needs duration_seconds'],
    ['Set a timer for 0 seconds', [timer], 'set_timer needs duration_seconds'],
    ['send an email please', [mail], 'send_email needs to (email), body'],
    ['set a timer', [timer], 'set_timer needs duration_seconds'],
  ])('declines %j with the reason', async (text, tools, reason) => {
    expect(await call(text, tools as AskTool[])).toContain(reason);
  });

  it('marks a commit tool, and a typo in an enum is read and said in the caveat', async () => {
    const r = await route(askFromText('weather in Rome in farenheit', { tools: [weather] }));
    expect(r.answer.calls).toEqual([{ name: 'get_weather', args: { city: 'Rome', unit: 'fahrenheit' }, commit: false }]);
    expect(r.answer.caveat).toBe('Read read "farenheit" as unit "fahrenheit".');
    const m = await route(askFromText('mail bob@example.org: "lunch at noon?"', { tools: [mail] }));
    expect(m.answer.calls![0].commit).toBe(true);
  });

  it('an allowed list and a named tool limit the choice', async () => {
    expect(await call('Weather in Lyon?', [weather, convert], { mode: 'auto', allowed: ['convert_length'] })).toMatch(/^tool:declined:/);
    expect(await call('Weather in Lyon? and convert 3 miles to feet', [weather, convert], { mode: 'required', name: 'convert_length' })).toEqual([
      { name: 'convert_length', args: { value: 3, from_unit: 'miles', to_unit: 'feet' } },
    ]);
  });
});

/** A conversation: the question, the assistant's calls, and results for some of them. */
function loop(question: string, calls: { id: string; name: string; args: Record<string, unknown> }[], results: { id: string; text: string; isError?: boolean }[]): Ask {
  const messages: AskMessage[] = [
    { role: 'user', parts: [{ type: 'text', text: question }] },
    { role: 'assistant', parts: [], toolCalls: calls },
    ...results.map((r): AskMessage => ({ role: 'tool', toolCallId: r.id, parts: [{ type: 'text', text: r.text }], ...(r.isError ? { isError: true } : {}) })),
  ];
  return { ...askFromText(question, { tools: [weather, convert] }), messages };
}

describe('tool: result turns', () => {
  const q = 'Weather in Oslo, and what is the weather in Bergen?';
  const calls = [
    { id: 'call_1', name: 'get_weather', args: { city: 'Oslo' } },
    { id: 'call_2', name: 'get_weather', args: { city: 'Bergen' } },
  ];

  it('results that fit the outputSchema are established, and the turn is verified', async () => {
    const r = await route(loop(q, calls, [{ id: 'call_1', text: '{"temperature": 4, "conditions": "snow"}' }, { id: 'call_2', text: '{"temperature": 7}' }]));
    expect(r.answer).toMatchObject({ verified: true, checked: 'schema' });
    expect(r.answer.calls).toBeUndefined();
    expect(r.answer.content).toBe(
      'get_weather (city: Oslo): temperature: 4, conditions: snow (checked against its outputSchema).\nget_weather (city: Bergen): temperature: 7 (checked against its outputSchema).',
    );
    expect(r.answer.facts?.results?.map((x) => x.checked)).toEqual(['established', 'established']);
  });

  it('one outstanding call is waiting, never proposed again; a refuted result is not stated as an answer', async () => {
    const r = await route(loop(q, calls, [{ id: 'call_1', text: '{"temperature": "warm"}' }]));
    expect(r.answer.calls).toBeUndefined();
    expect(r.answer.verified).toBe(false);
    // svc.waiting is the agent turn's to list, once (test/tool-phase.e2e.test.ts).
    expect(r.answer.facts?.waiting).toBeUndefined();
    expect(r.answer.facts?.results).toEqual([
      { call_id: 'call_1', name: 'get_weather', verified: false, checked: 'refuted', violations: [{ message: '/temperature must be number', invariant: 'outputSchema', path: '/temperature', call_id: 'call_1', tool: 'get_weather' }] },
    ]);
    expect(r.answer.content).toContain('failed its check');
    expect(r.answer.content).toContain('Still waiting for: get_weather (call_2)');
  });

  it('a tool error is failed', async () => {
    const r = await route(loop('Weather in Oslo?', [calls[0]], [{ id: 'call_1', text: 'city service down', isError: true }]));
    expect(r.answer.facts?.results?.[0]).toMatchObject({ checked: 'failed', verified: false });
    expect(r.answer.content).toContain('get_weather (city: Oslo) failed: the tool reported an error');
  });
});
