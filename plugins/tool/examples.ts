/** The tool solver's declared examples: requests with the tools offered, the call expected, and ones it must leave. */
import type { AskTool, SolverExamples } from '../../src/plugin-api.js';

/** Also the tools the client tool-loop tests offer (test/tool-fixtures.ts). */
export const weather = {
  name: 'get_current_weather',
  description: 'Get the current weather in a given location',
  parameters: {
    type: 'object',
    properties: {
      location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' },
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    },
    required: ['location'],
  },
} satisfies AskTool;

const triangle: AskTool = {
  name: 'calculate_triangle_area',
  description: 'Calculate the area of a triangle given its base and height.',
  parameters: {
    type: 'object',
    properties: {
      base: { type: 'number', description: 'The base of the triangle, in meters.' },
      height: { type: 'number', description: 'The height of the triangle, in meters.' },
    },
    required: ['base', 'height'],
  },
};

export const timeNow = {
  name: 'get_current_time',
  description: 'Get the current time in a specific timezone',
  parameters: { type: 'object', properties: { timezone: { type: 'string', description: "IANA timezone name (e.g. 'America/New_York')" } }, required: ['timezone'] },
} satisfies AskTool;

export const EXAMPLES: SolverExamples = {
  claims: [
    { ask: "What's the weather like in Boston, MA in fahrenheit?", tools: [weather], expect: 'get_current_weather({"location":"Boston, MA","unit":"fahrenheit"})' },
    { ask: 'Area of a triangle with a base of 250 cm and a height of 1.2 m, please', tools: [triangle, weather], expect: 'calculate_triangle_area({"base":2.5,"height":1.2})' },
    { ask: 'what time is it in tokyo right now?', tools: [weather, timeNow], expect: 'get_current_time({"timezone":"Asia/Tokyo"})' },
  ],
  declines: [
    { ask: 'What is 17 times 23?', tools: [weather, timeNow] },
    { ask: "What's the weather?", tools: [weather] },
    { ask: 'Tell me the weather in Paris.', tools: [weather], toolChoice: { mode: 'none' } },
  ],
};
