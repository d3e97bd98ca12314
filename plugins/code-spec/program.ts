/** A program: a composition of library operations over the function's parameters and constants. */
import { PREC, type Op } from './op-kit.js';
import { jsRepr } from './js-value.js';
import { pyRepr, type PyValue } from './py-value.js';

export type Lang = 'py' | 'js';

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

/** Source of a program in Python or JavaScript: parentheses only around infix operands that are infix themselves. */
export function render(p: Prog, names: readonly string[], lang: Lang = 'py'): string {
  if (p.kind === 'param') return names[p.index];
  if (p.kind === 'const') return lang === 'py' ? pyRepr(p.value) : jsRepr(p.value);
  const write = lang === 'py' ? p.op.py : p.op.js;
  if (!write) throw new Error(`${p.op.name} has no ${lang} rendering`);
  const marks = p.args.map((_, i) => `\u0001${i}\u0002`);
  const template = write(...marks);
  const args = p.args.map((a, i) => {
    const code = render(a, names, lang);
    // Every place the operand stands in the template decides (a template may use it twice).
    const pieces = template.split(marks[i]);
    const places = pieces.slice(1).map((after, k) => ({ parent: p.op, index: i, before: pieces.slice(0, k + 1).join(marks[i]), after }));
    return places.some((at) => needsParens(a, at, lang)) ? `(${code})` : code;
  });
  return write(...args);
}

/** Whether an operand must be parenthesised where it stands in its parent's template. */
function needsParens(a: Prog, at: { parent: Op; index: number; before: string; after: string }, lang: Lang): boolean {
  const method = /^[.[]/.test(at.after);
  const negated = /(?:^|[^\w)\]])(?:not |!)$/.test(at.before);
  if (a.kind === 'const') return (method || at.parent.infix === true) && /^-/.test(lang === 'py' ? pyRepr(a.value) : jsRepr(a.value));
  if (a.kind !== 'op' || !a.op.infix) return false;
  if (method || (lang === 'js' && negated)) return true;
  if (!at.parent.infix) return false;
  const mine = a.op.prec;
  if (at.parent.argPrec !== undefined) return mine === undefined || mine <= at.parent.argPrec;
  const theirs = at.parent.prec;
  if (mine === undefined || theirs === undefined) return true;
  if (mine !== theirs) return mine < theirs;
  // Left-associative chains read left to right; comparisons and powers do not chain as written.
  return at.index > 0 || theirs === PREC.compare || theirs === PREC.power;
}

/** Whether every operation of the program can be written in the language. */
export function renderable(p: Prog, lang: Lang): boolean {
  return opsOf(p).every((op) => (lang === 'py' ? true : !!op.js));
}

export function importsOf(p: Prog): string[] {
  return [...new Set(opsOf(p).flatMap((o) => o.imports ?? []))].sort();
}

/** Module-level helper functions the rendering calls, in a fixed order. */
export function helpersOf(p: Prog, lang: Lang = 'py'): string[] {
  const all = new Map<string, string>();
  for (const op of opsOf(p)) for (const [name, code] of Object.entries((lang === 'py' ? op.helpers : op.jsHelpers) ?? {})) all.set(name, code);
  return [...all.keys()].sort().map((k) => all.get(k)!);
}
