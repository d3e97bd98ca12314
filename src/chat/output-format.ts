/** Reads an output format from system text ("reply as JSON with fields answer and solver") and fills it. */
import type { Checked, Tried } from '../solving/solver.js';

/** What a formatted reply can be filled from. */
export interface FieldSource {
  content: string;
  solver: string;
  verified: boolean;
  checked: Checked;
  caveat?: string;
  tried: readonly Tried[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** An instruction about the reply itself, not a mention of JSON ("expert in JSON", "write a JSON parser"). */
const ASKS_FOR_JSON = [
  /\b(reply|replies|respond|answer|return|output|format|give|produce|send|emit)\b[^.\n]{0,30}\b(as|in|with|using)\s+(a\s+|an\s+|valid\s+|strict\s+|only\s+)*json\b/i,
  /\b(reply|respond|answer|return|output|give|produce|send|emit)\s+(only\s+)?(valid\s+|strict\s+)?json\b/i,
  /\b(reply|response|answer|output)\s+(must|should|shall)\s+be\s+(a\s+|valid\s+|strict\s+)*json\b/i,
];
const FIELD_LIST = /\b(?:fields?|keys?|properties|attributes|members)\b\s*(?:named|called)?\s*:?\s*((?:[`"'“”‘’]?[A-Za-z_][A-Za-z0-9_]*[`"'“”‘’]?(?:\s*,\s*|\s*,?\s+(?:and|&)\s+)?){1,20})/i;

function names(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(/\s*,\s*|\s+(?:and|&)\s+/)) {
    const name = raw.replace(/^[`"'“”‘’]+|[`"'“”‘’.]+$/g, '');
    if (NAME.test(name) && !/^(and|the|with|only|named|called)$/i.test(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** Keys of a JSON example in the text, e.g. {"answer": "...", "solver": "..."}. */
function exampleKeys(text: string): string[] {
  const obj = /\{[^{}]*"[A-Za-z_]\w*"\s*:[^{}]*\}/.exec(text);
  if (!obj) return [];
  return [...obj[0].matchAll(/"([A-Za-z_]\w*)"\s*:/g)].map((m) => m[1]).filter((k, i, all) => all.indexOf(k) === i);
}

/** Field names the system text asks for; `['answer']` for JSON without named fields; null when no JSON is asked. */
export function formatFields(system: string): string[] | null {
  if (!system || !ASKS_FOR_JSON.some((re) => re.test(system))) return null;
  const example = exampleKeys(system);
  if (example.length) return example;
  const listed = FIELD_LIST.exec(system);
  const fields = listed ? names(listed[1]) : [];
  return fields.length ? fields : ['answer'];
}

const norm = (name: string) => name.toLowerCase().replace(/[-\s]/g, '_');
const CONTENT = new Set(['answer', 'result', 'content', 'text', 'response', 'reply', 'output', 'value', 'message', 'final_answer']);

/** The value for one named field, or undefined when the answer has nothing for it. */
export function fieldValue(name: string, src: FieldSource): unknown {
  const n = norm(name);
  if (CONTENT.has(n) || n.endsWith('answer')) return src.content;
  if (n === 'solver' || n === 'skill') return src.solver;
  if (n === 'verified') return src.verified;
  if (n === 'checked' || n === 'check' || n === 'checked_by') return src.checked;
  if (n === 'caveat' || n === 'caveats' || n === 'assumptions') return src.caveat ?? null;
  if (n === 'tried') return [...src.tried];
  return undefined;
}

/** A JSON object with exactly the named fields; ones the answer cannot fill are null. */
export function fillFields(fields: readonly string[], src: FieldSource): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, fieldValue(f, src) ?? null]));
}
