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
