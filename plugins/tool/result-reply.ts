/**
 * The final reply of a tool loop, from the results read: what each call returned, stated as the tool gave
 * it (fields as "name: value"), with what its check found; a result that failed or was refuted is named as
 * such and not stated as an answer.
 */
import type { ReadResult } from './check-results.js';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function plain(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(plain).join('; ') : 'an empty list';
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return 'an empty object';
  return entries.map(([k, v]) => `${k.replace(/_/g, ' ')}: ${isRecord(v) || Array.isArray(v) ? JSON.stringify(v) : plain(v)}`).join(', ');
}

export function callLabel(name: string, args: Record<string, unknown>): string {
  const shown = Object.entries(args)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
  return shown ? `${name} (${shown})` : name;
}

export function resultLine(r: ReadResult): string {
  const label = callLabel(r.call.name, r.call.args);
  const status = r.receipt.checked;
  const problems = (r.receipt.violations ?? []).map((v) => v.message).join('; ');
  if (status === 'failed') return `${label} failed: ${problems}. Nothing is stated from it.`;
  if (status === 'refuted') return `${label} returned a result that failed its check (${problems}); it is not used as an answer.`;
  const note = status === 'established' ? ' (checked against its outputSchema)' : status === 'sourced' ? ' (as sourced by the tool, not checked here)' : ' (as the tool gave it, not checked here)';
  return `${label}: ${plain(r.value)}${note}.`;
}

export function resultsReply(results: readonly ReadResult[]): string {
  return results.map(resultLine).join('\n');
}
