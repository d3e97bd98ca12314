/**
 * Frameworks built on the SDKs, unchanged, against the real server and the tool solver: LangChain's
 * `bindTools` loop and `withStructuredOutput` (function calling and json_schema), and the Vercel AI SDK's
 * `generateText` with tools and `toolChoice` through `@ai-sdk/openai-compatible`.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { HumanMessage, type AIMessage } from '@langchain/core/messages';
import { tool as lcTool } from '@langchain/core/tools';
import { ChatOpenAI } from '@langchain/openai';
import { generateText, stepCountIs, tool as aiTool } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';
import { runWeather } from './tool-fixtures.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
});
afterAll(() => server?.close());

const weatherInput = z.object({
  location: z.string().describe('The city and state, e.g. San Francisco, CA'),
  unit: z.enum(['celsius', 'fahrenheit']).optional().describe('Temperature unit'),
});
const WEATHER_DESCRIPTION = 'Get the current weather in a given location';

describe('LangChain ChatOpenAI', () => {
  const llm = () => new ChatOpenAI({ model: 'svc', apiKey: server.key, configuration: { baseURL: `${server.baseUrl}/v1` }, maxRetries: 0 });

  it('bindTools: a tool call, the tool run by LangChain, then the answer from its ToolMessage', async () => {
    const weather = lcTool(async (args) => JSON.stringify(runWeather(args)), { name: 'get_current_weather', description: WEATHER_DESCRIPTION, schema: weatherInput });
    const model = llm().bindTools([weather]);
    const question = new HumanMessage('How warm is it in Madrid right now, in fahrenheit?');
    const ai = (await model.invoke([question])) as AIMessage;
    expect(ai.tool_calls).toEqual([{ name: 'get_current_weather', args: { location: 'Madrid', unit: 'fahrenheit' }, id: expect.stringMatching(/^call_svc_/), type: 'tool_call' }]);
    const result = await weather.invoke(ai.tool_calls![0]);
    const final = (await model.invoke([question, ai, result])) as AIMessage;
    expect(final.tool_calls ?? []).toEqual([]);
    expect(String(final.content)).toContain('get_current_weather (location: Madrid, unit: fahrenheit): temperature: 64, unit: fahrenheit, conditions: sunny');
  });

  it('withStructuredOutput, functionCalling: fields read from the text, and an answer field computed', async () => {
    const person = llm().withStructuredOutput(z.object({ name: z.string().describe("The person's full name"), age: z.number().describe('Age in years') }), { method: 'functionCalling', name: 'person' });
    expect(await person.invoke('Ann Lee is 34 years old and lives in Oslo.')).toEqual({ name: 'Ann Lee', age: 34 });
    const solved = llm().withStructuredOutput(z.object({ answer: z.number().describe('The answer') }), { method: 'functionCalling', name: 'final_answer' });
    expect(await solved.invoke('What is 17 times 23?')).toEqual({ answer: 391 });
  });

  it('withStructuredOutput, jsonSchema: the reply is JSON that fits the schema', async () => {
    const solved = llm().withStructuredOutput(z.object({ answer: z.number() }), { method: 'jsonSchema', name: 'answer' });
    expect(await solved.invoke('What is 17 times 23?')).toEqual({ answer: 391 });
  });
});

describe('Vercel AI SDK with @ai-sdk/openai-compatible', () => {
  const model = () => createOpenAICompatible({ name: 'svc', baseURL: `${server.baseUrl}/v1`, apiKey: server.key }).chatModel('svc');
  const tools = () => ({
    get_current_weather: aiTool({ description: WEATHER_DESCRIPTION, inputSchema: weatherInput, execute: async (args) => runWeather(args) }),
    get_current_time: aiTool({
      description: 'Get the current time in a specific timezone',
      inputSchema: z.object({ timezone: z.string().describe("IANA timezone name, e.g. 'Europe/London'") }),
      execute: async () => ({ time: '09:30' }),
    }),
  });

  it('toolChoice names a tool: the step carries that call and its executed result', async () => {
    const r = await generateText({ model: model(), tools: tools(), toolChoice: { type: 'tool', toolName: 'get_current_weather' }, prompt: 'Weather for Rome, in celsius?' });
    expect(r.toolCalls.map((c) => [c.toolName, c.input])).toEqual([['get_current_weather', { location: 'Rome', unit: 'celsius' }]]);
    expect(r.toolResults.map((t) => t.output)).toEqual([{ temperature: 18, unit: 'celsius', conditions: 'sunny' }]);
    expect(r.finishReason).toBe('tool-calls');
  });

  it('toolChoice required: a call, never a ToolChoiceViolationError', async () => {
    const r = await generateText({ model: model(), tools: tools(), toolChoice: 'required', prompt: 'what time is it in Sydney' });
    expect(r.toolCalls.map((c) => [c.toolName, c.input])).toEqual([['get_current_time', { timezone: 'Australia/Sydney' }]]);
  });

  it('toolChoice auto over several steps: two calls at once, then the final text from their results', async () => {
    const r = await generateText({ model: model(), tools: tools(), toolChoice: 'auto', stopWhen: stepCountIs(4), prompt: "What's the weather in Vienna, and what time is it in Tokyo?" });
    expect(r.steps).toHaveLength(2);
    expect(r.steps[0].toolCalls.map((c) => [c.toolName, c.input])).toEqual([
      ['get_current_weather', { location: 'Vienna' }],
      ['get_current_time', { timezone: 'Asia/Tokyo' }],
    ]);
    expect(r.text).toContain('get_current_weather (location: Vienna): temperature: 18');
    expect(r.text).toContain('get_current_time (timezone: Asia/Tokyo): time: 09:30');
    expect(r.finishReason).toBe('stop');
  });
});
