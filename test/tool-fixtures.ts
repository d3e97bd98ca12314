/** Tools the client tool-loop tests offer, and a weather "service" they run locally (the server never runs a tool). */

export const WEATHER_TOOL = {
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
};

export const TIME_TOOL = {
  name: 'get_current_time',
  description: 'Get the current time in a specific timezone',
  parameters: { type: 'object', properties: { timezone: { type: 'string', description: "IANA timezone name, e.g. 'Europe/London'" } }, required: ['timezone'] },
};

export const LOOKUP_CITY = {
  name: 'lookup_user_city',
  description: 'Look up the home city of a user by their id',
  parameters: { type: 'object', properties: { user_id: { type: 'integer', description: 'The user id' } }, required: ['user_id'] },
};

/** The same weather everywhere: 18 °C (64 °F), sunny. */
export function runWeather(args: { location: string; unit?: string }): { temperature: number; unit: string; conditions: string } {
  return args.unit === 'fahrenheit' ? { temperature: 64, unit: 'fahrenheit', conditions: 'sunny' } : { temperature: 18, unit: 'celsius', conditions: 'sunny' };
}
