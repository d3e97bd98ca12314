/** Tools the client tool-loop tests offer, and a weather "service" they run locally (the server never runs a tool). */

export { weather as WEATHER_TOOL, timeNow as TIME_TOOL } from '../plugins/tool/examples.js';

export const LOOKUP_CITY = {
  name: 'lookup_user_city',
  description: 'Look up the home city of a user by their id',
  parameters: { type: 'object', properties: { user_id: { type: 'integer', description: 'The user id' } }, required: ['user_id'] },
};

/** The same weather everywhere: 18 °C (64 °F), sunny. */
export function runWeather(args: { location: string; unit?: string }): { temperature: number; unit: string; conditions: string } {
  return args.unit === 'fahrenheit' ? { temperature: 64, unit: 'fahrenheit', conditions: 'sunny' } : { temperature: 18, unit: 'celsius', conditions: 'sunny' };
}

/** A pack of two tools, one with an outputSchema and a range invariant, one that commits. */
export const WEATHER_PACK = {
  name: 'weather',
  tools: [
    {
      name: 'get_weather',
      description: 'Current weather for a city',
      parameters: { type: 'object', properties: { city: { type: 'string', description: 'City name' } }, required: ['city'] },
      outputSchema: { type: 'object', required: ['temp_c'], properties: { temp_c: { type: 'number' } } },
    },
    { name: 'set_alarm', description: 'Set an alarm clock', commit: true, parameters: { type: 'object', properties: { at: { type: 'string', description: 'Time as HH:MM' } }, required: ['at'] } },
  ],
  invariants: { sane: { kind: 'range', path: '/temp_c', min: -90, max: 60, tools: ['get_weather'] } },
};
