/** Applies the requested output format to a routed answer: system-stated JSON, json_object, json_schema. */
import { systemText, type Ask } from '../solving/ask.js';
import type { RouteResult } from '../solving/router.js';
import type { Checked, ReceiptFacts, Tried } from '../solving/solver.js';
import { fieldValue, fillFields, formatFields, type FieldSource } from './output-format.js';
import { compileSchema, schemaErrors } from './schema-check.js';

export interface Shaped {
  content: string | null;
  refusal: string | null;
  solver: string;
  verified: boolean;
  checked: Checked;
  tried: Tried[];
  /** True when content is JSON (so nothing may be put in front of it). */
  json: boolean;
  schema?: NonNullable<ReceiptFacts['schema']>;
}

const DEFAULT_FIELDS = ['answer', 'solver', 'verified', 'checked'];
const NUMERIC = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema's own properties, filled from the answer; a numeric answer becomes a number where the schema wants one. */
function fromProperties(schema: Record<string, unknown>, fields: readonly string[], src: FieldSource): Record<string, unknown> {
  const props = isPlainObject(schema.properties) ? schema.properties : {};
  const out: Record<string, unknown> = {};
  for (const name of fields) {
    let value = fieldValue(name, src);
    if (value === undefined) continue;
    const want = isPlainObject(props[name]) ? props[name].type : undefined;
    // Answers state the asked value on their first line; the working below it is not the number.
    const first = typeof value === 'string' ? value.split('\n')[0].trim() : '';
    if ((want === 'number' || want === 'integer') && NUMERIC.test(first)) value = Number(first);
    out[name] = value;
  }
  return out;
}

/** What to check against the schema, most faithful first; the first that fits is sent. */
function candidates(schema: Record<string, unknown>, fields: string[] | null, src: FieldSource): unknown[] {
  const parsed = parseJson(src.content);
  const list: unknown[] = [];
  if (parsed.ok) list.push(parsed.value);
  const type = schema.type;
  if (type === 'object' || isPlainObject(schema.properties)) {
    const props = isPlainObject(schema.properties) ? Object.keys(schema.properties) : [];
    list.push(fromProperties(schema, fields ?? props, src));
  }
  if (type === 'string') list.push(src.content);
  if ((type === 'number' || type === 'integer') && NUMERIC.test(src.content.trim())) list.push(Number(src.content));
  if (!list.length) list.push(src.content);
  return list;
}

function checkSchema(schema: Record<string, unknown>, name: string | undefined, schemaId: string | null, base: Shaped, src: FieldSource, fields: string[] | null): Shaped {
  const validate = compileSchema(schema, 'response_format.json_schema.schema');
  const list = candidates(schema, fields, src);
  const id = { id: schemaId };
  for (const value of list) {
    if (validate(value)) return { ...base, content: JSON.stringify(value), json: true, schema: { ...id, ok: true, errors: [] } };
  }
  validate(list[list.length - 1]);
  const errors = schemaErrors(validate);
  const tried: Tried[] = base.tried.at(-1) === 'help:answered' ? base.tried : [...base.tried, 'help:answered'];
  return {
    content: null,
    refusal: `The ${base.solver} answer does not fit the requested schema${name ? ` "${name}"` : ''}: ${errors.join('; ')}. Nothing was sent rather than almost-JSON; loosen the schema or ask for a reply that fits it.`,
    solver: 'help',
    verified: false,
    checked: 'schema',
    tried,
    json: false,
    schema: { ...id, ok: false, errors },
  };
}

export function shapeReply(ask: Ask, route: RouteResult, schema?: Record<string, unknown>): Shaped {
  const { answer } = route;
  const base: Shaped = { content: answer.content, refusal: null, solver: route.solver, verified: answer.verified, checked: answer.checked, tried: route.tried, json: false };
  if (answer.content === null) return base;
  const src: FieldSource = { content: answer.content, solver: route.solver, verified: answer.verified, checked: answer.checked, caveat: answer.caveat, tried: route.tried };
  const fields = formatFields(systemText(ask));
  const format = ask.format;
  if (format.type === 'json_schema' && schema) return checkSchema(schema, format.name, format.schemaId ?? null, base, src, fields);
  if (format.type === 'json_object' || format.type === 'json_schema') {
    const parsed = parseJson(answer.content);
    const value = !fields && parsed.ok && isPlainObject(parsed.value) ? parsed.value : fillFields(fields ?? DEFAULT_FIELDS, src);
    return { ...base, content: JSON.stringify(value), json: true };
  }
  if (fields) return { ...base, content: JSON.stringify(fillFields(fields, src)), json: true };
  return base;
}
