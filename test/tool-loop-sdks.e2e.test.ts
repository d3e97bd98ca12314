/**
 * The official SDKs' tool loops against the real server and the real tool solver: openai `runTools` through a
 * two-tool loop, `responses` with function tools, Anthropic tool use with tool_choice `tool` and `any`
 * (plain and streamed). Each loop runs the tools here, sends the results back and checks the final answer.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { sdkClients } from '../src/testing/sdk-clients.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';
import { LOOKUP_CITY, TIME_TOOL, WEATHER_TOOL, runWeather } from './tool-fixtures.js';

let server: TestServer;
let openai: OpenAI;
let anthropic: Anthropic;

beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  ({ openai, anthropic } = sdkClients(server));
});
afterAll(() => server?.close());

const receipt = (x: unknown) => (x as { svc: Record<string, any> }).svc;
const fn = (t: { name: string; description: string; parameters: Record<string, unknown> }) => ({ type: 'function' as const, function: t });

describe('openai chat completions', () => {
  it('runTools completes a two-tool loop: the second call is filled from the first result', async () => {
    const ran: string[] = [];
    const runner = openai.chat.completions.runTools({
      model: 'svc',
      messages: [{ role: 'user', content: 'Look up the city of user 42, then get the weather there in celsius.' }],
      tools: [
        { type: 'function', function: { ...LOOKUP_CITY, function: (a: { user_id: number }) => (ran.push(`lookup_user_city ${JSON.stringify(a)}`), { city: 'Paris' }), parse: JSON.parse } },
        { type: 'function', function: { ...WEATHER_TOOL, function: (a: { location: string; unit?: string }) => (ran.push(`get_current_weather ${JSON.stringify(a)}`), runWeather(a)), parse: JSON.parse } },
      ],
    });
    const final = await runner.finalChatCompletion();
    expect(ran).toEqual(['lookup_user_city {"user_id":42}', 'get_current_weather {"location":"Paris","unit":"celsius"}']);
    const text = final.choices[0].message.content ?? '';
    expect(text).toContain('get_current_weather (location: Paris, unit: celsius): temperature: 18, unit: celsius, conditions: sunny');
    expect(final.choices[0].finish_reason).toBe('stop');
    expect(receipt(final)).toMatchObject({ solver: 'tool', verified: false, results: [{ name: 'lookup_user_city', checked: 'unchecked' }, { name: 'get_current_weather', checked: 'unchecked' }] });
    // Three completions: two calls, one after the other, then the answer.
    expect(runner.messages.filter((m) => m.role === 'assistant')).toHaveLength(3);
  });

  it('tool_choice "required" with nothing to fill is a help reply saying so, not a computed answer', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'What is 17 times 23?' }], tools: [fn(WEATHER_TOOL)], tool_choice: 'required' });
    expect(r.choices[0].message.tool_calls).toBeUndefined();
    expect(r.choices[0].message.content).toContain('tool_choice requires a tool call');
    expect(r.choices[0].message.content).not.toContain('391');
    expect(receipt(r).solver).toBe('help');
  });

  it('a named function is called; "auto" leaves a question no tool fits to the solver that answers it', async () => {
    const named = await openai.chat.completions.create({
      model: 'svc', messages: [{ role: 'user', content: 'time in Tokyo, and the weather in Oslo' }], tools: [fn(WEATHER_TOOL), fn(TIME_TOOL)],
      tool_choice: { type: 'function', function: { name: 'get_current_time' } },
    });
    expect(named.choices[0].message.tool_calls!.map((c) => (c as OpenAI.Chat.ChatCompletionMessageFunctionToolCall).function)).toEqual([{ name: 'get_current_time', arguments: '{"timezone":"Asia/Tokyo"}' }]);
    const auto = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'What is 17 times 23?' }], tools: [fn(WEATHER_TOOL)] });
    expect(auto.choices[0].message.content).toContain('391');
    expect(receipt(auto).solver).toBe('compute');
    expect(receipt(auto).tried[0]).toMatch(/^tool:declined:no offered tool fits/);
  });
});

describe('openai responses', () => {
  it('proposes a function_call item, then answers from its function_call_output', async () => {
    const tools: OpenAI.Responses.FunctionTool[] = [{ type: 'function', name: WEATHER_TOOL.name, description: WEATHER_TOOL.description, parameters: WEATHER_TOOL.parameters, strict: false }];
    const first = await openai.responses.create({ model: 'svc', input: "What's the weather in Berlin in fahrenheit?", tools });
    const call = first.output.find((o): o is OpenAI.Responses.ResponseFunctionToolCall => o.type === 'function_call')!;
    expect(call).toMatchObject({ name: 'get_current_weather', arguments: '{"location":"Berlin","unit":"fahrenheit"}' });
    expect(receipt(first).call).toMatchObject({ id: call.call_id, name: 'get_current_weather', args: { location: 'Berlin', unit: 'fahrenheit' }, commit: false });
    const second = await openai.responses.create({
      model: 'svc',
      tools,
      input: [
        { role: 'user', content: "What's the weather in Berlin in fahrenheit?" },
        call,
        { type: 'function_call_output', call_id: call.call_id, output: JSON.stringify(runWeather(JSON.parse(call.arguments))) },
      ],
    });
    expect(second.output_text).toContain('temperature: 64, unit: fahrenheit');
    expect(second.output.some((o) => o.type === 'function_call')).toBe(false);
  });

  it('streams the call with argument deltas the SDK accumulates', async () => {
    const stream = openai.responses.stream({ model: 'svc', input: 'weather in Lisbon please', tools: [{ type: 'function', name: WEATHER_TOOL.name, parameters: WEATHER_TOOL.parameters, strict: false }] });
    const deltas: string[] = [];
    stream.on('response.function_call_arguments.delta', (e) => deltas.push(e.delta));
    const final = await stream.finalResponse();
    const call = final.output.find((o) => o.type === 'function_call') as OpenAI.Responses.ResponseFunctionToolCall;
    expect(call.arguments).toBe('{"location":"Lisbon"}');
    expect(deltas.join('')).toBe(call.arguments);
  });
});

describe('anthropic messages', () => {
  const tools: Anthropic.Tool[] = [WEATHER_TOOL, TIME_TOOL].map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters as Anthropic.Tool.InputSchema }));

  it('tool_choice tool: a tool_use block, then the answer from the tool_result', async () => {
    const question = 'Is it raining in Dublin?';
    const first = await anthropic.messages.create({ model: 'svc', max_tokens: 512, messages: [{ role: 'user', content: question }], tools, tool_choice: { type: 'tool', name: 'get_current_weather' } });
    expect(first.stop_reason).toBe('tool_use');
    const use = first.content.find((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use')!;
    expect(use).toMatchObject({ name: 'get_current_weather', input: { location: 'Dublin' } });
    const second = await anthropic.messages.create({
      model: 'svc', max_tokens: 512, tools,
      messages: [
        { role: 'user', content: question },
        { role: 'assistant', content: first.content },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: use.id, content: JSON.stringify(runWeather(use.input as { location: string })) }] },
      ],
    });
    expect(second.stop_reason).toBe('end_turn');
    const text = second.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
    expect(text).toContain('get_current_weather (location: Dublin): temperature: 18');
    expect(receipt(second).results).toEqual([{ call_id: use.id, name: 'get_current_weather', verified: false, checked: 'unchecked' }]);
  });

  it('tool_choice any, streamed: input_json_delta fragments make the input finalMessage() shows', async () => {
    const stream = anthropic.messages.stream({ model: 'svc', max_tokens: 512, messages: [{ role: 'user', content: 'What time is it in New York?' }], tools, tool_choice: { type: 'any' } });
    const parts: string[] = [];
    stream.on('inputJson', (partial) => parts.push(partial));
    const final = await stream.finalMessage();
    const use = final.content.find((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use')!;
    expect(use).toMatchObject({ name: 'get_current_time', input: { timezone: 'America/New_York' } });
    expect(parts.join('')).toBe('{"timezone":"America/New_York"}');
    expect(final.stop_reason).toBe('tool_use');
  });
});
