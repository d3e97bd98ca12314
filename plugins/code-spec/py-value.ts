/**
 * Python values as the synthesizer computes with them: literals read from examples and asserts, compared
 * with Python's equality, and written back as Python source. Ints and floats are JS numbers (a float is
 * tagged so it prints as one); tuples, sets and dicts are their own classes, since `(1, 2) != [1, 2]`.
 */

export class PyTuple {
  constructor(readonly items: readonly PyValue[]) {}
}
export class PySet {
  constructor(readonly items: readonly PyValue[]) {}
}
export class PyDict {
  constructor(readonly entries: readonly (readonly [PyValue, PyValue])[]) {}
}
export class PyFloat {
  constructor(readonly value: number) {}
}

export type PyValue = null | boolean | number | string | PyFloat | readonly PyValue[] | PyTuple | PySet | PyDict;

export function num(v: PyValue): number | null {
  if (typeof v === 'number') return v;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return null;
}

/** Python's `==`. */
export function pyEqual(a: PyValue, b: PyValue): boolean {
  const x = num(a);
  const y = num(b);
  if (x !== null && y !== null) return x === y || (Number.isFinite(x) && Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y)));
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) && Array.isArray(b)) return sameItems(a, b);
  if (a instanceof PyTuple && b instanceof PyTuple) return sameItems(a.items, b.items);
  if (a instanceof PySet && b instanceof PySet) return a.items.length === b.items.length && a.items.every((i) => b.items.some((j) => pyEqual(i, j)));
  if (a instanceof PyDict && b instanceof PyDict) {
    return a.entries.length === b.entries.length && a.entries.every(([k, v]) => b.entries.some(([k2, v2]) => pyEqual(k, k2) && pyEqual(v, v2)));
  }
  return false;
}

function sameItems(a: readonly PyValue[], b: readonly PyValue[]): boolean {
  return a.length === b.length && a.every((v, i) => pyEqual(v, b[i]));
}

export type PyType = 'int' | 'float' | 'bool' | 'str' | 'list' | 'tuple' | 'set' | 'dict' | 'None';

export function pyType(v: PyValue): PyType {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'int';
  if (v instanceof PyFloat) return 'float';
  if (typeof v === 'string') return 'str';
  if (Array.isArray(v)) return 'list';
  if (v instanceof PyTuple) return 'tuple';
  if (v instanceof PySet) return 'set';
  return 'dict';
}

/** The type hint for a value, with element types when they agree ("list[int]"). */
export function typeHint(values: readonly PyValue[]): string {
  const kinds = unique(values.map(pyType));
  if (kinds.length === 2 && kinds.includes('int') && kinds.includes('float')) return 'float';
  if (kinds.length !== 1) return 'object';
  const kind = kinds[0];
  if (kind === 'None') return 'None';
  if (kind === 'list' || kind === 'set') {
    const items = values.flatMap((v) => (Array.isArray(v) ? v : (v as PySet).items));
    return items.length ? `${kind}[${typeHint(items)}]` : kind;
  }
  if (kind === 'tuple') {
    const items = values.flatMap((v) => (v as PyTuple).items);
    const inner = items.length ? typeHint(items) : 'object';
    return `tuple[${inner}, ...]`;
  }
  if (kind === 'dict') {
    const entries = values.flatMap((v) => (v as PyDict).entries);
    return entries.length ? `dict[${typeHint(entries.map((e) => e[0]))}, ${typeHint(entries.map((e) => e[1]))}]` : 'dict';
  }
  return kind;
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/** Python source for a value (`repr`). */
export function pyRepr(v: PyValue): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return String(v);
  if (v instanceof PyFloat) return Number.isInteger(v.value) ? `${v.value}.0` : String(v.value);
  if (typeof v === 'string') return pyString(v);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  if (v instanceof PyTuple) return v.items.length === 1 ? `(${pyRepr(v.items[0])},)` : `(${v.items.map(pyRepr).join(', ')})`;
  if (v instanceof PySet) return v.items.length ? `{${v.items.map(pyRepr).join(', ')}}` : 'set()';
  const d = v as PyDict;
  return `{${d.entries.map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`).join(', ')}}`;
}

export function pyString(s: string): string {
  // Double quotes, as black writes them, unless the text holds one and no single quote.
  const quote = s.includes('"') && !s.includes("'") ? "'" : '"';
  let out = '';
  for (const ch of s) {
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (ch < ' ') out += `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return quote + out + quote;
}
