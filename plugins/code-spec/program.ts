/** A program: a composition of library operations over the function's parameters and constants. */
import type { Op } from './ops.js';
import { pyRepr, type PyValue } from './py-value.js';

export type Prog = { kind: 'param'; index: number } | { kind: 'const'; value: PyValue } | { kind: 'op'; op: Op; args: Prog[] };

/** The reference meaning: the value for one call, or undefined where Python would raise. */
export function evaluate(p: Prog, args: readonly PyValue[]): PyValue | undefined {
  if (p.kind === 'param') return args[p.index];
  if (p.kind === 'const') return p.value;
  const vals: PyValue[] = [];
  for (const a of p.args) {
    const v = evaluate(a, args);
    if (v === undefined) return undefined;
    vals.push(v);
  }
  try {
    return p.op.ref(...vals);
  } catch {
    return undefined;
  }
}

export function size(p: Prog): number {
  return p.kind === 'op' ? 1 + p.args.reduce((n, a) => n + size(a), 0) : 1;
}

export function opsOf(p: Prog): Op[] {
  return p.kind === 'op' ? [p.op, ...p.args.flatMap(opsOf)] : [];
}

export function paramsOf(p: Prog): Set<number> {
  if (p.kind === 'param') return new Set([p.index]);
  if (p.kind === 'const') return new Set();
  return new Set(p.args.flatMap((a) => [...paramsOf(a)]));
}

/** The Python expression, with parentheses only around infix operands that are infix themselves. */
export function render(p: Prog, names: readonly string[]): string {
  if (p.kind === 'param') return names[p.index];
  if (p.kind === 'const') return pyRepr(p.value);
  const marks = p.args.map((_, i) => `\u0001${i}\u0002`);
  const template = p.op.py(...marks);
  const args = p.args.map((a, i) => {
    const code = render(a, names);
    // An infix operand needs parentheses inside another infix, and before a method call or an index.
    const tight = p.op.infix || template.includes(`${marks[i]}.`) || template.includes(`${marks[i]}[`) || template.startsWith('not ');
    return a.kind === 'op' && a.op.infix && tight ? `(${code})` : code;
  });
  return p.op.py(...args);
}

export function importsOf(p: Prog): string[] {
  return [...new Set(opsOf(p).flatMap((o) => o.imports ?? []))].sort();
}
