/**
 * Invariants as the caller writes them, read into one checked shape. Each kind's parameters:
 *   no overlap  path (the intervals), start, end (members; default `start`/`end`, or [start, end] pairs), by (group member)
 *   unique      path (the items), key (member or members whose value must not repeat; default the whole item)
 *   required    path (the object, or the items), fields (members that must be present and not null)
 *   range       path (the values, or the items), key, min and/or max (inclusive; numbers, dates or HH:MM times)
 *   sum_max     path (the values, or the items), key, max (the sum must not exceed it)
 *   ref         path (the referring values, or the items), key, target (where the referred values are), target_key
 *   schema      schema (a JSON schema) or schema_id (`<pack>#<id>`), path (default the whole state)
 *   <pack>#<id> a named invariant (or schema) of a stored pack
 * A kind alone as a string (`"unique"`) is the kind with its defaults, when it has them.
 */
import { schemaProblem } from '../core/json-schema.js';
import { parsePath } from './json-path.js';

export const INVARIANT_KINDS = ['no overlap', 'unique', 'required', 'range', 'sum_max', 'ref', 'schema'] as const;
export type InvariantKind = (typeof INVARIANT_KINDS)[number];

export type Path = string[];

export type Invariant = { label: string } & (
  | { kind: 'no overlap'; path: Path; start: Path; end: Path; by?: Path }
  | { kind: 'unique'; path: Path; keys: Path[] }
  | { kind: 'required'; path: Path; fields: Path[] }
  | { kind: 'range'; path: Path; key?: Path; min?: number | string; max?: number | string }
  | { kind: 'sum_max'; path: Path; key?: Path; max: number }
  | { kind: 'ref'; path: Path; key?: Path; target: Path; targetKey?: Path }
  | { kind: 'schema'; path: Path; schema: Record<string, unknown>; schemaId?: string }
);

/** `pack#id` in place of an invariant: resolved against the pack before checking. */
export interface PackInvariantRef {
  pack: string;
  id: string;
  label: string;
}

export type ReadInvariant = { ok: Invariant } | { ref: PackInvariantRef } | { problems: string[] };

const KIND_ALIASES: Record<string, InvariantKind> = {
  no_overlap: 'no overlap',
  nooverlap: 'no overlap',
  non_overlapping: 'no overlap',
  unique: 'unique',
  required: 'required',
  range: 'range',
  sum_max: 'sum_max',
  summax: 'sum_max',
  max_sum: 'sum_max',
  ref: 'ref',
  reference: 'ref',
  schema: 'schema',
};

export function kindOf(name: string): InvariantKind | undefined {
  const key = name.trim().replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase().replace(/[\s_-]+/g, '_');
  return KIND_ALIASES[key];
}

const PACK_REF = /^([^#\s]+)#([^#\s]+)$/;

const first = (o: Record<string, unknown>, names: readonly string[]) => {
  for (const n of names) if (o[n] !== undefined) return o[n];
  return undefined;
};

type Reader = { problems: string[] };

function pathParam(o: Record<string, unknown>, names: readonly string[], r: Reader, required: boolean, fallback?: Path): Path | undefined {
  const v = first(o, names);
  if (v === undefined) {
    if (required && !fallback) r.problems.push(`needs "${names[0]}"`);
    return fallback;
  }
  if (typeof v !== 'string') {
    r.problems.push(`"${names[0]}" must be a path string (a JSON pointer such as /items or a dotted path such as items[*].id)`);
    return undefined;
  }
  const p = parsePath(v);
  if (!p) r.problems.push(`"${names[0]}" ${JSON.stringify(v)} is not a path (use a JSON pointer such as /items/*/id)`);
  return p ?? undefined;
}

function pathList(o: Record<string, unknown>, names: readonly string[], r: Reader): Path[] | undefined {
  const v = first(o, names);
  if (v === undefined) return undefined;
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || !list.length || list.some((x) => typeof x !== 'string')) {
    r.problems.push(`"${names[0]}" must be a member name or a non-empty list of them`);
    return undefined;
  }
  const paths = list.map((x: string) => parsePath(x));
  if (paths.some((p) => !p)) {
    r.problems.push(`"${names[0]}" has a member that is not a path`);
    return undefined;
  }
  return paths as Path[];
}

function bound(o: Record<string, unknown>, names: readonly string[], r: Reader): number | string | undefined {
  const v = first(o, names);
  if (v === undefined) return undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim()) return v;
  r.problems.push(`"${names[0]}" must be a number (or a date or time string)`);
  return undefined;
}

function labelOf(o: Record<string, unknown>, kind: string): string {
  const named = first(o, ['id', 'name']);
  return typeof named === 'string' && named ? named : kind;
}

const PATH = ['path', 'at', 'in', 'field_path'];
const KEY = ['key', 'field', 'by_key', 'property'];

function readObject(o: Record<string, unknown>, kind: InvariantKind, r: Reader): Invariant | undefined {
  const label = labelOf(o, kind);
  const path = pathParam(o, PATH, r, false, []) ?? [];
  switch (kind) {
    case 'no overlap': {
      const start = pathParam(o, ['start', 'from', 'begin'], r, false, ['start'])!;
      const end = pathParam(o, ['end', 'to', 'until', 'finish'], r, false, ['end'])!;
      const by = pathParam(o, ['by', 'group', 'group_by', 'resource'], r, false);
      return { label, kind, path, start, end, ...(by ? { by } : {}) };
    }
    case 'unique':
      return { label, kind, path, keys: pathList(o, ['key', 'keys', 'field', 'fields', 'by'], r) ?? [] };
    case 'required': {
      const fields = pathList(o, ['fields', 'required', 'keys', 'field', 'key'], r);
      if (!fields) r.problems.push('needs "fields" (the members that must be present)');
      return fields && { label, kind, path, fields };
    }
    case 'range': {
      const min = bound(o, ['min', 'minimum', 'gte', 'from'], r);
      const max = bound(o, ['max', 'maximum', 'lte', 'to'], r);
      if (min === undefined && max === undefined) r.problems.push('needs "min" or "max"');
      const key = pathParam(o, KEY, r, false);
      return { label, kind, path, ...(key ? { key } : {}), ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'sum_max': {
      const max = first(o, ['max', 'limit', 'value', 'maximum']);
      if (typeof max !== 'number' || !Number.isFinite(max)) r.problems.push('needs "max" (a number the sum must not exceed)');
      const key = pathParam(o, KEY, r, false);
      return { label, kind, path, ...(key ? { key } : {}), max: max as number };
    }
    case 'ref': {
      const target = pathParam(o, ['target', 'to', 'references', 'in_path'], r, true);
      const key = pathParam(o, KEY, r, false);
      const targetKey = pathParam(o, ['target_key', 'targetKey', 'target_field'], r, false);
      return target && { label, kind, path, target, ...(key ? { key } : {}), ...(targetKey ? { targetKey } : {}) };
    }
    case 'schema': {
      const schema = first(o, ['schema', 'json_schema']);
      if (schema === undefined) {
        r.problems.push('needs "schema" (a JSON schema) or "schema_id" ("<pack>#<id>")');
        return undefined;
      }
      if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        r.problems.push('"schema" must be a JSON schema object');
        return undefined;
      }
      const problem = schemaProblem(schema);
      if (problem) r.problems.push(`"schema" cannot be used: ${problem}`);
      return { label, kind, path, schema: schema as Record<string, unknown> };
    }
  }
}

/** Reads one invariant as sent; `problems` says everything malformed about it. */
export function readInvariant(raw: unknown): ReadInvariant {
  if (typeof raw === 'string') {
    const ref = PACK_REF.exec(raw.trim());
    if (ref) return { ref: { pack: ref[1], id: ref[2], label: raw.trim() } };
    const kind = kindOf(raw);
    if (!kind) return { problems: [`"${raw}" is not an invariant kind (${INVARIANT_KINDS.join(', ')}) nor "<pack>#<id>"`] };
    return readInvariant({ kind });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problems: ['must be an object with "kind", or a string'] };
  const o = raw as Record<string, unknown>;
  const kindName = first(o, ['kind', 'type', 'invariant', 'check']);
  const schemaId = first(o, ['schema_id', 'schemaId', 'ref']);
  if (typeof schemaId === 'string' && (kindName === undefined || (typeof kindName === 'string' && kindOf(kindName) === 'schema'))) {
    const ref = PACK_REF.exec(schemaId.trim());
    if (!ref) return { problems: ['"schema_id" must have the form "<pack>#<id>"'] };
    return { ref: { pack: ref[1], id: ref[2], label: schemaId.trim() } };
  }
  if (typeof kindName !== 'string') return { problems: [`needs "kind" (one of ${INVARIANT_KINDS.join(', ')})`] };
  const packRef = PACK_REF.exec(kindName.trim());
  if (packRef) return { ref: { pack: packRef[1], id: packRef[2], label: kindName.trim() } };
  const kind = kindOf(kindName);
  if (!kind) return { problems: [`kind "${kindName}" is not one of ${INVARIANT_KINDS.join(', ')}, nor "<pack>#<id>"`] };
  const r: Reader = { problems: [] };
  const inv = readObject(o, kind, r);
  return r.problems.length || !inv ? { problems: r.problems.length ? r.problems : ['is malformed'] } : { ok: inv };
}
