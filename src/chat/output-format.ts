/**
 * Reads an output format from system text ("reply as JSON with fields answer and solver", `{"result":
 * <number>}`, "integer fields quotient and remainder") and fills it: numbers as exact JSON numbers, and a
 * field the answer has nothing for is reported, never sent as null.
 */
import { jsonNumberOf, type JsonNumber } from '../core/exact-json.js';
import type { Checked, Tried } from '../solving/solver.js';

/** What a formatted reply can be filled from. */
export interface FieldSource {
  content: string;
  solver: string;
  verified: boolean;
  checked: Checked;
  caveat?: string;
  tried: readonly Tried[];
  /** The answer's named exact results (`value` is the asked result). */
  values?: Readonly<Record<string, string>>;
}

export type FieldType = 'number' | 'integer' | 'string' | 'boolean';
export interface FieldSpec {
  name: string;
  /** What the format asks for in this field, when it says. */
  type?: FieldType;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** An instruction about the reply itself, not a mention of JSON ("expert in JSON", "write a JSON parser"). */
const ASKS_FOR_JSON = [
  /\b(reply|replies|respond|answer|return|output|format|give|produce|send|emit)\b[^.\n]{0,30}\b(as|in|with|using)\s+(a\s+|an\s+|valid\s+|strict\s+|only\s+)*json\b/i,
  /\b(reply|respond|answer|return|output|give|produce|send|emit)\s+(only\s+)?(valid\s+|strict\s+)?json\b/i,
  /\b(reply|response|answer|output)\s+(must|should|shall)\s+be\s+(a\s+|valid\s+|strict\s+)*json\b/i,
  // "JSON only: {"result": <number>}" opening a sentence is the same instruction without its verb.
  /(?:^|[.!:;\n]\s*)(valid\s+|strict\s+)?json\s+only\b/i,
];
const FIELD_LIST = /\b(?:fields?|keys?|properties|attributes|members)\b\s*(?:named|called)?\s*:?\s*((?:[`"'“”‘’]?[A-Za-z_][A-Za-z0-9_]*[`"'“”‘’]?(?:\s*,\s*|\s*,?\s+(?:and|&)\s+)?){1,20})/i;

function names(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(/\s*,\s*|\s+(?:and|&)\s+/)) {
    const name = raw.replace(/^[`"'“”‘’]+|[`"'“”‘’.]+$/g, '');
    if (NAME.test(name) && !/^(and|the|with|only|named|called|both|all|each|as|are|being|numbers?|integers?|strings?)$/i.test(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** The type an example value stands for: `<number>`, `0.5`, `"..."`, `true`, `<integer>`. */
function exampleType(raw: string): FieldType | undefined {
  const v = raw.trim().toLowerCase();
  if (/^<?(int|integer|whole number)>?$/.test(v)) return 'integer';
  if (/^<?(number|float|double|decimal|numeric)>?$/.test(v) || /^-?\d+(\.\d+)?$/.test(v)) return 'number';
  if (/^<?(bool|boolean)>?$|^(true|false)$/.test(v)) return 'boolean';
  if (/^"|^<?(string|text|str)>?$/.test(v)) return 'string';
  return undefined;
}

/** Keys of a JSON example in the text, e.g. {"answer": "...", "result": <number>}, with the type each stands for. */
function exampleFields(text: string): FieldSpec[] {
  const obj = /\{[^{}]*"[A-Za-z_]\w*"\s*:[^{}]*\}/.exec(text);
  if (!obj) return [];
  const out: FieldSpec[] = [];
  for (const m of obj[0].matchAll(/"([A-Za-z_]\w*)"\s*:\s*("[^"]*"|<[^>]*>|[^,}\s]+)/g)) {
    if (out.some((f) => f.name === m[1])) continue;
    const type = exampleType(m[2]);
    out.push(type ? { name: m[1], type } : { name: m[1] });
  }
  return out;
}

/** "integer fields quotient and remainder", "numeric keys a, b": the type said before the list. */
function listType(system: string, listStart: number): FieldType | undefined {
  const before = system.slice(Math.max(0, listStart - 40), listStart).toLowerCase();
  const after = system.slice(listStart, listStart + 200).toLowerCase();
  if (/\b(integer|int|whole[- ]number)s?\b[^.]*$/.test(before) || /\b(?:as|are|both|all) (?:\w+ )?integers?\b/.test(after)) return 'integer';
  if (/\b(numeric|number|numerical)\b[^.]*$/.test(before) || /\b(?:as|are|both|all) (?:\w+ )?(?:json )?numbers?\b/.test(after)) return 'number';
  return undefined;
}

/** The fields the system text asks for with their types; `[{name: 'answer'}]` for JSON without named fields; null when no JSON is asked. */
export function formatSpec(system: string): FieldSpec[] | null {
  if (!system || !ASKS_FOR_JSON.some((re) => re.test(system))) return null;
  const example = exampleFields(system);
  if (example.length) return example;
  const listed = FIELD_LIST.exec(system);
  if (!listed) return [{ name: 'answer' }];
  const fields = names(listed[1]);
  const type = listType(system, listed.index + listed[0].indexOf(listed[1]));
  return fields.length ? fields.map((name) => (type ? { name, type } : { name })) : [{ name: 'answer' }];
}

/** Field names only (see formatSpec). */
export function formatFields(system: string): string[] | null {
  return formatSpec(system)?.map((f) => f.name) ?? null;
}

const norm = (name: string) => name.toLowerCase().replace(/[-\s]/g, '_');
const CONTENT = new Set(['answer', 'result', 'content', 'text', 'response', 'reply', 'output', 'value', 'message', 'final_answer']);

/** A named exact result as the field wants it: a JSON number for numeric fields (any size), else text. */
function typed(text: string, type: FieldType | undefined): JsonNumber | string | undefined {
  if (type === 'string') return text;
  const n = jsonNumberOf(text);
  if (type === 'number' || type === 'integer') return n && (type === 'number' || n.isInteger) ? n : undefined;
  return n ?? text;
}

function namedValue(n: string, values: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!values) return undefined;
  for (const [k, v] of Object.entries(values)) if (norm(k) === n) return v;
  return undefined;
}

/** The value for one named field, or undefined when the answer has nothing for it (or nothing of the type asked). */
export function fieldValue(name: string, src: FieldSource, type?: FieldType): unknown {
  const n = norm(name);
  const named = namedValue(n, src.values);
  if (named !== undefined) return typed(named, type);
  if (CONTENT.has(n) || n.endsWith('answer')) {
    if (type !== 'number' && type !== 'integer') return src.content;
    // A numeric field takes the asked result, never the working: the solver's value, else a first line that is a number.
    return typed(src.values?.value ?? src.content.split('\n')[0], type);
  }
  if (n === 'solver' || n === 'skill') return src.solver;
  if (n === 'verified') return src.verified;
  if (n === 'checked' || n === 'check' || n === 'checked_by') return src.checked;
  if (n === 'caveat' || n === 'caveats' || n === 'assumptions') return src.caveat ?? null;
  if (n === 'tried') return [...src.tried];
  return undefined;
}

export interface Filled {
  value: Record<string, unknown>;
  /** Fields the answer has nothing for (or nothing of the type asked). */
  missing: string[];
}

/** A JSON object with exactly the named fields, and the names it could not fill. */
export function fillFields(fields: readonly (FieldSpec | string)[], src: FieldSource): Filled {
  const value: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const f of fields) {
    const spec = typeof f === 'string' ? { name: f } : f;
    const v = fieldValue(spec.name, src, spec.type);
    if (v === undefined) missing.push(spec.name);
    else value[spec.name] = v;
  }
  return { value, missing };
}
