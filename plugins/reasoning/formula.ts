/** Propositional formulas: a small precedence parser (not > and > xor/or > implies > iff) and evaluation. */
import Logic, { type FormulaOrTerm } from 'logic-solver';

export type Node =
  | { op: 'var'; name: string }
  | { op: 'const'; value: boolean }
  | { op: 'not'; a: Node }
  | { op: 'and' | 'or' | 'xor' | 'implies' | 'iff'; a: Node; b: Node };

const TOKEN = /\s*(<->|<=>|↔|⇔|->|=>|→|⇒|&&|\|\||[()¬~!∧&*∨|+⊕^]|\b(?:not|and|or|xor|implies|iff)\b|[A-Za-z][A-Za-z0-9_']*)/iy;
const OPS: Record<string, string> = {
  '<->': 'iff', '<=>': 'iff', '↔': 'iff', '⇔': 'iff', iff: 'iff', '->': 'implies', '=>': 'implies', '→': 'implies', '⇒': 'implies', implies: 'implies',
  '&&': 'and', '∧': 'and', '&': 'and', '*': 'and', and: 'and', '||': 'or', '∨': 'or', '|': 'or', '+': 'or', or: 'or', '⊕': 'xor', '^': 'xor', xor: 'xor',
  '¬': 'not', '~': 'not', '!': 'not', not: 'not',
};

/** Parses the whole string or returns null: a formula half read is never evaluated. */
export function parseFormula(src: string): Node | null {
  const toks: string[] = [];
  TOKEN.lastIndex = 0;
  const s = src.trim();
  while (TOKEN.lastIndex < s.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(s);
    if (!m || m.index !== at) return null;
    toks.push(OPS[m[1].toLowerCase()] ?? m[1]);
    if (s.slice(TOKEN.lastIndex).trim() === '') break;
  }
  let i = 0;
  const peek = () => toks[i];
  const bin = (next: () => Node | null, ops: string[], right = false): (() => Node | null) => () => {
    const a = next();
    if (!a) return null;
    if (ops.includes(peek())) {
      const op = toks[i++] as 'and';
      const b = right ? bin(next, ops, true)() : next();
      if (!b) return null;
      let node: Node = { op, a, b };
      while (!right && ops.includes(peek())) {
        const op2 = toks[i++] as 'and';
        const c = next();
        if (!c) return null;
        node = { op: op2, a: node, b: c };
      }
      return node;
    }
    return a;
  };
  const atom = (): Node | null => {
    const t = toks[i++];
    if (t === undefined) return null;
    if (t === 'not') {
      const a = atom();
      return a && { op: 'not', a };
    }
    if (t === '(') {
      const e = iff();
      return toks[i++] === ')' ? e : null;
    }
    if (/^(true|⊤)$/i.test(t)) return { op: 'const', value: true };
    if (/^(false|⊥)$/i.test(t)) return { op: 'const', value: false };
    if (/^[A-Za-z][A-Za-z0-9_']*$/.test(t) && !['and', 'or', 'xor', 'implies', 'iff', 'not'].includes(t.toLowerCase())) return { op: 'var', name: t };
    return null;
  };
  const and = bin(atom, ['and']);
  const or = bin(and, ['or', 'xor']);
  const implies = bin(or, ['implies'], true);
  const iff = bin(implies, ['iff']);
  const tree = iff();
  return tree && i === toks.length ? tree : null;
}

export function variables(n: Node, out = new Set<string>()): Set<string> {
  if (n.op === 'var') out.add(n.name);
  else if (n.op === 'not') variables(n.a, out);
  else if (n.op !== 'const') (variables(n.a, out), variables(n.b, out));
  return out;
}

export function evaluate(n: Node, env: Record<string, boolean>): boolean {
  switch (n.op) {
    case 'var': return env[n.name];
    case 'const': return n.value;
    case 'not': return !evaluate(n.a, env);
    case 'and': return evaluate(n.a, env) && evaluate(n.b, env);
    case 'or': return evaluate(n.a, env) || evaluate(n.b, env);
    case 'xor': return evaluate(n.a, env) !== evaluate(n.b, env);
    case 'implies': return !evaluate(n.a, env) || evaluate(n.b, env);
    case 'iff': return evaluate(n.a, env) === evaluate(n.b, env);
  }
}

/** The same formula for logic-solver; variables are prefixed so any name is a valid term. */
export function toLogic(n: Node): FormulaOrTerm {
  switch (n.op) {
    case 'var': return `v_${n.name}`;
    case 'const': return n.value ? Logic.TRUE : Logic.FALSE;
    case 'not': return Logic.not(toLogic(n.a));
    case 'and': return Logic.and(toLogic(n.a), toLogic(n.b));
    case 'or': return Logic.or(toLogic(n.a), toLogic(n.b));
    case 'xor': return Logic.xor(toLogic(n.a), toLogic(n.b));
    case 'implies': return Logic.implies(toLogic(n.a), toLogic(n.b));
    case 'iff': return Logic.equiv(toLogic(n.a), toLogic(n.b));
  }
}

/** Up to this many variables every row of the truth table is tried; beyond it the SAT engine searches. */
const TABLE_VARS = 16;

/**
 * Up to `limit` assignments of `vars` for which `holds` is true. Few variables: the truth table row by row
 * (all false first), which is exact and far cheaper than starting a SAT engine; more: logic-solver on
 * `formula()`, blocking each model found. Either way each model is re-checked by `holds`.
 */
export function models(vars: string[], holds: (env: Record<string, boolean>) => boolean, formula: () => FormulaOrTerm, limit = 1): Record<string, boolean>[] {
  const out: Record<string, boolean>[] = [];
  if (vars.length <= TABLE_VARS) {
    for (let k = 0; k < 2 ** vars.length && out.length < limit; k++) {
      const env = Object.fromEntries(vars.map((v, j) => [v, ((k >> j) & 1) === 1]));
      if (holds(env)) out.push(env);
    }
    return out;
  }
  const s = new Logic.Solver();
  s.require(formula());
  for (let sol = s.solve(); sol && out.length < limit; sol = s.solve()) {
    const map = sol.getMap();
    const env = Object.fromEntries(vars.map((v) => [v, map[`v_${v}`] === true]));
    if (!holds(env)) throw new Error('SAT model fails its check');
    out.push(env);
    s.forbid(Logic.and(vars.map((v) => (env[v] ? `v_${v}` : Logic.not(`v_${v}`)))));
  }
  return out;
}

/** A model over `vars` of the formula `holds` tests, or null when unsatisfiable. */
export function satModel(vars: string[], holds: (env: Record<string, boolean>) => boolean, formula: () => FormulaOrTerm): Record<string, boolean> | null {
  return models(vars, holds, formula)[0] ?? null;
}
