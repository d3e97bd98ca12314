/**
 * What every operation module is built from: the Op shape, value kinds, and the reference helpers that
 * give Python's meaning (an int stays an int, a float is tagged, a raise is undefined).
 */
import { num, pyEqual, PyDict, PyFloat, PySet, PyTuple, type PyValue } from './py-value.js';

/** `any` takes a value of every kind (slicing works on strings and lists alike). */
export type Kind = 'num' | 'bool' | 'str' | 'seq' | 'dict' | 'any';

export interface Op {
  name: string;
  args: readonly Kind[];
  out: Kind;
  ref: (...a: PyValue[]) => PyValue | undefined;
  py: (...a: string[]) => string;
  /** The JavaScript rendering with Python's meaning; without one the operation is not offered in JavaScript. */
  js?: (...a: string[]) => string;
  /** Renders as an infix expression (arguments that are infix too get parentheses). */
  infix?: boolean;
  /** Binding strength of an infix rendering (PREC); without it every infix operand is parenthesised. */
  prec?: number;
  /** For a template that puts its arguments inside arithmetic of its own: operands binding no tighter get parentheses. */
  argPrec?: number;
  /** Python modules the rendering uses. */
  imports?: readonly string[];
  /** Module-level Python functions the rendering calls, by name. */
  helpers?: Readonly<Record<string, string>>;
  /** The same for the JavaScript rendering. */
  jsHelpers?: Readonly<Record<string, string>>;
  /** Words in a specification that name this operation. */
  words?: RegExp;
  /** Offered to the search only when an example calls with an empty list (a default for the empty case). */
  forEmpty?: boolean;
  /** Inputs (for a one-argument use) the generated tests cover: empty, unicode, negative. */
  edges?: readonly PyValue[];
}

export function kindOf(v: PyValue): Kind | null {
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number' || v instanceof PyFloat) return 'num';
  if (typeof v === 'string') return 'str';
  if (Array.isArray(v) || v instanceof PyTuple || v instanceof PySet) return 'seq';
  if (v instanceof PyDict) return 'dict';
  return null;
}

export const items = (v: PyValue): readonly PyValue[] | undefined => (Array.isArray(v) ? v : v instanceof PyTuple ? v.items : undefined);
export const nums = (v: PyValue): number[] | undefined => {
  const xs = items(v);
  if (!xs) return undefined;
  const out = xs.map(num);
  return out.every((x): x is number => x !== null && typeof xs[0] !== 'boolean') ? out : undefined;
};
export const isFloat = (...vs: PyValue[]) => vs.some((v) => v instanceof PyFloat);
/** An int result stays an int; otherwise a float, as Python does. */
export const arith = (f: (x: number, y: number) => number | undefined) => (a: PyValue, b: PyValue) => {
  const x = num(a);
  const y = num(b);
  if (x === null || y === null || typeof a === 'boolean' || typeof b === 'boolean') return undefined;
  const r = f(x, y);
  if (r === undefined || !Number.isFinite(r) || Math.abs(r) > 2 ** 52) return undefined;
  return isFloat(a, b) ? new PyFloat(r) : r;
};
export const str1 = (f: (s: string) => PyValue | undefined) => (a: PyValue) => (typeof a === 'string' ? f(a) : undefined);
export const seq1 = (f: (xs: readonly PyValue[]) => PyValue | undefined) => (a: PyValue) => {
  const xs = items(a);
  return xs ? f(xs) : undefined;
};
export const numSeq1 = (f: (xs: number[], float: boolean) => PyValue | undefined) => (a: PyValue) => {
  const xs = nums(a);
  return xs ? f(xs, (items(a) ?? []).some((v) => v instanceof PyFloat)) : undefined;
};
export const asNum = (n: number, float: boolean): PyValue => (float ? new PyFloat(n) : n);
export const sortKey = (a: PyValue, b: PyValue): number | undefined => {
  const x = num(a);
  const y = num(b);
  if (x !== null && y !== null) return x - y;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
};
export const sorted = (xs: readonly PyValue[]): PyValue[] | undefined => {
  let bad = false;
  const out = [...xs].sort((a, b) => {
    const k = sortKey(a, b);
    if (k === undefined) bad = true;
    return k ?? 0;
  });
  return bad ? undefined : out;
};
/** Quadratic references give up on long lists rather than stall the search. */
export const SHORT = 300;
export const dedupe = (xs: readonly PyValue[]) => xs.filter((x, i) => xs.findIndex((y) => pyEqual(x, y)) === i);
export const isWs = (c: string) => /\s/.test(c);

export const STRING_EDGES: readonly PyValue[] = ['', ' ', 'Ünïcödé Straße', '  Mixed   Case  '];
export const NUMBER_EDGES: readonly PyValue[] = [0, 1, -7];
export const SEQ_EDGES: readonly PyValue[] = [[], [-3, 0, 5, 5]];

/** Binding strengths shared by Python and JavaScript renderings; ATOM is a call whose arguments sit in arithmetic. */
export const PREC = { choice: 1, and: 4, not: 5, compare: 6, sum: 11, product: 12, power: 14, atom: 99 } as const;
