/**
 * Values as JavaScript source, for the JavaScript rendering and its tests: tuples and lists are arrays,
 * None is null, sets are Sets and dicts are plain objects (string or number keys only).
 */
import { PyDict, PyFloat, PySet, PyTuple, type PyValue } from './py-value.js';

export function jsRepr(v: PyValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return Object.is(v, -0) ? '0' : String(v);
  if (v instanceof PyFloat) return String(v.value);
  if (typeof v === 'string') return jsString(v);
  if (Array.isArray(v)) return `[${v.map(jsRepr).join(', ')}]`;
  if (v instanceof PyTuple) return `[${v.items.map(jsRepr).join(', ')}]`;
  if (v instanceof PySet) return `new Set([${v.items.map(jsRepr).join(', ')}])`;
  const d = v as PyDict;
  return `{ ${d.entries.map(([k, x]) => `${typeof k === 'string' ? jsString(k) : jsRepr(k)}: ${jsRepr(x)}`).join(', ')} }`;
}

/** Whether a value has a faithful JavaScript form (dict keys must be strings or numbers). */
export function jsFaithful(v: PyValue): boolean {
  if (Array.isArray(v)) return v.every(jsFaithful);
  if (v instanceof PyTuple || v instanceof PySet) return v.items.every(jsFaithful);
  if (v instanceof PyDict) return v.entries.every(([k, x]) => (typeof k === 'string' || typeof k === 'number') && jsFaithful(x));
  return true;
}

/** Single quotes, as prettier's common setting writes them. */
export function jsString(s: string): string {
  return `'${[...s].map((ch) => (ch === "'" ? "\\'" : ch === '\\' ? '\\\\' : ch === '\n' ? '\\n' : ch === '\t' ? '\\t' : ch === '\r' ? '\\r' : ch < ' ' ? `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}` : ch)).join('')}'`;
}

/** The JSDoc type of values seen ("string", "number[]"). */
export function jsDocType(values: readonly PyValue[]): string {
  const kinds = [...new Set(values.map(kind))];
  return kinds.length === 1 ? kinds[0] : kinds.length ? `(${kinds.join('|')})` : '*';
}

function kind(v: PyValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'number' || v instanceof PyFloat) return 'number';
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v) || v instanceof PyTuple) {
    const xs = Array.isArray(v) ? v : v.items;
    return xs.length ? `${jsDocType(xs).replace(/^\*$/, 'Array')}[]`.replace(/^(\(.*\))\[\]$/, 'Array<$1>') : 'Array';
  }
  if (v instanceof PySet) return 'Set';
  return 'Object';
}
