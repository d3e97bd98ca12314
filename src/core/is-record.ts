/** A JSON object (not an array, not null): what most of a caller's JSON is checked to be before it is read. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
