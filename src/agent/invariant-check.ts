/** Evaluates read invariants on a state: every violation with the JSON pointer of its value and the reason. */
import { compileJsonSchema, schemaErrors } from '../core/json-schema.js';
import { canonicalJson } from './canonical-hash.js';
import type { Invariant, Path } from './invariant.js';
import { items, pointerOf, select, within, type Located } from './json-path.js';

export interface Violation {
  invariant: string;
  path: string;
  message: string;
  reason: string;
}

const violation = (inv: Invariant, path: string, reason: string): Violation => ({ invariant: inv.label, path, message: reason, reason });

const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : canonicalJson(v ?? null));

/** Numbers as they are; ISO dates and times as milliseconds; `HH:MM[:SS]` as seconds of the day. */
export function comparable(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  const hm = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (hm) return Number(hm[1]) * 3600 + Number(hm[2]) * 60 + Number(hm[3] ?? 0);
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** The item, or its member at `key`. */
function valueAt(item: Located, key?: Path): Located | null {
  return key && key.length ? within(item, key) : item;
}

function scope(state: unknown, inv: Invariant, out: Violation[]): Located[] {
  const { items: list, found } = items(state, inv.path);
  if (!found) out.push(violation(inv, pointerOf(inv.path), `${pointerOf(inv.path)} is not in the state`));
  return list;
}

function noOverlap(state: unknown, inv: Extract<Invariant, { kind: 'no overlap' }>, out: Violation[]): void {
  const spans: { at: string; start: number; end: number; group: string; shown: string }[] = [];
  for (const item of scope(state, inv, out)) {
    const pair = Array.isArray(item.value) && item.value.length === 2;
    const s = pair ? (item.value as unknown[])[0] : within(item, inv.start)?.value;
    const e = pair ? (item.value as unknown[])[1] : within(item, inv.end)?.value;
    const start = comparable(s);
    const end = comparable(e);
    if (start === null || end === null) {
      out.push(violation(inv, item.pointer, `has no comparable start and end (got ${show(s)} and ${show(e)})`));
      continue;
    }
    if (end < start) {
      out.push(violation(inv, item.pointer, `ends (${show(e)}) before it starts (${show(s)})`));
      continue;
    }
    const group = inv.by ? show(within(item, inv.by)?.value ?? null) : '';
    spans.push({ at: item.pointer, start, end, group, shown: `${show(s)}–${show(e)}` });
  }
  // Half-open intervals: one ending exactly when the next starts does not overlap it.
  for (let i = 0; i < spans.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = spans[j];
      const b = spans[i];
      if (a.group === b.group && a.start < b.end && b.start < a.end) {
        out.push(violation(inv, b.at, `${b.shown} overlaps ${a.at} (${a.shown})${inv.by ? ` in the same ${pointerOf(inv.by).slice(1)} ${b.group}` : ''}`));
      }
    }
  }
}

function unique(state: unknown, inv: Extract<Invariant, { kind: 'unique' }>, out: Violation[]): void {
  const seen = new Map<string, string>();
  for (const item of scope(state, inv, out)) {
    const parts = inv.keys.length ? inv.keys.map((k) => within(item, k)?.value) : [item.value];
    if (parts.some((p) => p === undefined)) continue;
    const key = canonicalJson(parts.length === 1 ? parts[0] : parts);
    const before = seen.get(key);
    if (before !== undefined) out.push(violation(inv, item.pointer, `repeats ${key} already at ${before}`));
    else seen.set(key, item.pointer);
  }
}

function required(state: unknown, inv: Extract<Invariant, { kind: 'required' }>, out: Violation[]): void {
  for (const item of scope(state, inv, out)) {
    if (typeof item.value !== 'object' || item.value === null) {
      out.push(violation(inv, item.pointer, `is ${show(item.value)}, not an object with ${inv.fields.map((f) => pointerOf(f).slice(1)).join(', ')}`));
      continue;
    }
    for (const field of inv.fields) {
      const v = within(item, field)?.value;
      if (v === undefined || v === null) out.push(violation(inv, `${item.pointer}${pointerOf(field)}`, `required member "${pointerOf(field).slice(1)}" is ${v === null ? 'null' : 'missing'}`));
    }
  }
}

function range(state: unknown, inv: Extract<Invariant, { kind: 'range' }>, out: Violation[]): void {
  const min = inv.min === undefined ? undefined : comparable(inv.min);
  const max = inv.max === undefined ? undefined : comparable(inv.max);
  for (const item of scope(state, inv, out)) {
    const at = valueAt(item, inv.key);
    if (!at) continue;
    const n = comparable(at.value);
    if (n === null) out.push(violation(inv, at.pointer, `${show(at.value)} is not a number, date or time`));
    else if (min !== undefined && min !== null && n < min) out.push(violation(inv, at.pointer, `${show(at.value)} is below the minimum ${show(inv.min)}`));
    else if (max !== undefined && max !== null && n > max) out.push(violation(inv, at.pointer, `${show(at.value)} is above the maximum ${show(inv.max)}`));
  }
}

function sumMax(state: unknown, inv: Extract<Invariant, { kind: 'sum_max' }>, out: Violation[]): void {
  let sum = 0;
  for (const item of scope(state, inv, out)) {
    const at = valueAt(item, inv.key);
    if (!at) continue;
    if (typeof at.value !== 'number' || !Number.isFinite(at.value)) {
      out.push(violation(inv, at.pointer, `${show(at.value)} is not a number, so the sum cannot be checked`));
      return;
    }
    sum += at.value;
  }
  // Sums of decimals drift in binary floating point (0.1 + 0.2); compare at 1e-9 relative precision.
  const rounded = Number(sum.toPrecision(12));
  if (rounded > inv.max) out.push(violation(inv, pointerOf(inv.path), `the sum ${rounded} exceeds the maximum ${inv.max}`));
}

function ref(state: unknown, inv: Extract<Invariant, { kind: 'ref' }>, out: Violation[]): void {
  const targets = new Set<string>();
  const { items: targetItems, found } = items(state, inv.target);
  if (!found) out.push(violation(inv, pointerOf(inv.target), `the target ${pointerOf(inv.target)} is not in the state`));
  for (const t of targetItems) {
    const v = valueAt(t, inv.targetKey);
    if (v) targets.add(canonicalJson(v.value ?? null));
  }
  for (const item of scope(state, inv, out)) {
    const at = valueAt(item, inv.key);
    if (!at || at.value === null) continue;
    if (!targets.has(canonicalJson(at.value))) out.push(violation(inv, at.pointer, `${show(at.value)} refers to nothing in ${pointerOf(inv.target)}${inv.targetKey ? pointerOf(['*', ...inv.targetKey]) : ''}`));
  }
}

function schema(state: unknown, inv: Extract<Invariant, { kind: 'schema' }>, out: Violation[]): void {
  const validate = compileJsonSchema(inv.schema);
  const targets = inv.path.length ? select(state, inv.path) : [{ pointer: '', value: state }];
  if (!targets.length) out.push(violation(inv, pointerOf(inv.path), `${pointerOf(inv.path)} is not in the state`));
  for (const t of targets) {
    if (validate(t.value)) continue;
    for (const e of schemaErrors(validate)) out.push(violation(inv, `${t.pointer}${e.path}`, `${e.path || '/'} ${e.message}`));
  }
}

/** Every violation of every invariant, in the order given. */
export function evaluate(state: unknown, invariants: readonly Invariant[]): Violation[] {
  const out: Violation[] = [];
  for (const inv of invariants) {
    switch (inv.kind) {
      case 'no overlap': noOverlap(state, inv, out); break;
      case 'unique': unique(state, inv, out); break;
      case 'required': required(state, inv, out); break;
      case 'range': range(state, inv, out); break;
      case 'sum_max': sumMax(state, inv, out); break;
      case 'ref': ref(state, inv, out); break;
      case 'schema': schema(state, inv, out); break;
    }
  }
  return out;
}
