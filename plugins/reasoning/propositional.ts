/** Propositional logic: tautology, satisfiability, equivalence (by truth table, or SAT for many variables, each model re-evaluated) and truth tables. */
import Logic from 'logic-solver';
import { decline } from '../../src/solving/solver.js';
import { evaluate, parseFormula, satModel, toLogic, variables, type Node } from './formula.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const strip = (s: string) => s.trim().replace(/^["'`“]|["'`”]$/g, '').replace(/[?.]+$/, '').trim();
const showEnv = (env: Record<string, boolean>) => Object.entries(env).map(([k, v]) => `${k}=${v ? 'T' : 'F'}`).join(', ');

function one(src: string): Node | string {
  // "the truth table of the statement …: p → q": the formula is what follows the last colon.
  const f = parseFormula(strip(src)) ?? (src.includes(':') ? parseFormula(strip(src.slice(src.lastIndexOf(':') + 1))) : null);
  return f ?? `cannot read the formula "${strip(src)}"`;
}

function tautology(src: string, asked: 'tautology' | 'satisfiable' | 'contradiction'): Outcome {
  const f = one(src);
  if (typeof f === 'string') return decline(`propositional: ${f}`);
  const vars = [...variables(f)].sort();
  if (asked === 'tautology') {
    const cex = satModel(vars, (env) => !evaluate(f, env), () => Logic.not(toLogic(f)));
    if (cex && evaluate(f, cex)) throw new Error('counterexample does not falsify');
    if (cex) return { content: `Not a tautology: it is false when ${showEnv(cex)}.`, canonical: 'tautology:no' };
    return { content: `Yes, a tautology: no assignment of ${vars.join(', ')} makes it false (all ${2 ** vars.length} checked).`, canonical: 'tautology:yes' };
  }
  const model = satModel(vars, (env) => evaluate(f, env), () => toLogic(f));
  if (model && !evaluate(f, model)) throw new Error('model does not satisfy');
  if (asked === 'contradiction') {
    return model
      ? { content: `Not a contradiction: it is true when ${showEnv(model)}.`, canonical: 'contradiction:no' }
      : { content: 'Yes, a contradiction: no assignment makes it true (unsatisfiable).', canonical: 'contradiction:yes' };
  }
  return model
    ? { content: `Satisfiable: true when ${showEnv(model)}.`, canonical: 'satisfiable:yes' }
    : { content: `Unsatisfiable: no assignment of ${vars.join(', ')} makes it true.`, canonical: 'satisfiable:no' };
}

function equivalence(a: string, b: string): Outcome {
  const fa = one(a);
  const fb = one(b);
  if (typeof fa === 'string') return decline(`propositional: ${fa}`);
  if (typeof fb === 'string') return decline(`propositional: ${fb}`);
  const vars = [...new Set([...variables(fa), ...variables(fb)])].sort();
  const diff = satModel(vars, (env) => evaluate(fa, env) !== evaluate(fb, env), () => Logic.xor(toLogic(fa), toLogic(fb)));
  if (diff && evaluate(fa, diff) === evaluate(fb, diff)) throw new Error('difference witness does not differ');
  if (diff) return { content: `Not equivalent: with ${showEnv(diff)} the first is ${evaluate(fa, diff) ? 'T' : 'F'} and the second ${evaluate(fb, diff) ? 'T' : 'F'}.`, canonical: 'equivalent:no' };
  return { content: `Equivalent: no assignment of ${vars.join(', ')} makes them differ (all ${2 ** vars.length} checked).`, canonical: 'equivalent:yes' };
}

function table(src: string): Outcome {
  const f = one(src);
  if (typeof f === 'string') return decline(`propositional: ${f}`);
  const vars = [...variables(f)].sort();
  if (vars.length > 6) return decline(`propositional: a truth table over ${vars.length} variables has ${2 ** vars.length} rows; tables go up to 6 variables`);
  const rows: string[] = [`${vars.join(' | ')} | result`];
  let col = '';
  // Rows start from all-true, the usual textbook order.
  for (let k = 0; k < 2 ** vars.length; k++) {
    const env = Object.fromEntries(vars.map((v, j) => [v, ((k >> (vars.length - 1 - j)) & 1) === 0]));
    const r = evaluate(f, env);
    col += r ? 'T' : 'F';
    rows.push(`${vars.map((v) => (env[v] ? 'T' : 'F')).join(' | ')} | ${r ? 'T' : 'F'}`);
  }
  const kind = !col.includes('F') ? 'a tautology' : !col.includes('T') ? 'a contradiction' : 'contingent';
  return { content: `${rows.join('\n')}\n(${col.split('').filter((c) => c === 'T').length} of ${col.length} rows true: ${kind})`, canonical: `table:${col}` };
}

/** "Are A and B equivalent": try each " and " split; exactly one must leave two readable formulas. */
function splitPair(s: string): [string, string] | null {
  const parts = s.split(/\s+and\s+/i);
  const found: [string, string][] = [];
  for (let k = 1; k < parts.length; k++) {
    const a = parts.slice(0, k).join(' and ');
    const b = parts.slice(k).join(' and ');
    if (parseFormula(strip(a)) && parseFormula(strip(b))) found.push([a, b]);
  }
  return found.length === 1 ? found[0] : null;
}

export const propositional: Family = {
  name: 'propositional',
  // A connective must appear too, so "Is 1 km equivalent to 1000 m?" is left to others.
  detect: (t) => /[⇒→↔⇔∧∨¬&|~!^⊕]|->|=>|\b(?:and|or|not|implies|iff|xor)\b/i.test(t) && (/tautolog|satisfiable|truth table|logically equivalent|contradiction|equivalent\b|≡/i.test(t) || (/\b(valid|be satisfied|always true|always false|never true)\b/i.test(t) && (/[⇒→∧∨¬&|~]|->/.test(t) || /\b(?:implies|iff)\b|\([a-z]\b|\b[A-Z] (?:and|or)\b/i.test(t)))) && !/sudoku|knight|knave/i.test(t),
  solve(text: string): Outcome {
    const t = text.trim().replace(/\s+/g, ' ');
    let m = t.match(/truth table (?:for|of) (.+)$/i) ?? t.match(/^(.+?)[:,]? (?:give|show|make|write)?\s*(?:the|a|its)? truth table\s*[?.!]*\s*$/i);
    if (m) return table(m[1].replace(/^:\s*/, ''));
    m = t.match(/^(?:is|show that|prove that|prove or disprove(?: that)?:?|check (?:whether|if)|decide (?:whether|if)|determine (?:whether|if)|tell me (?:whether|if)|whether) (?:the (?:formula|statement|expression|proposition|sentence) )?(.+?) (?:is |can be )?(?:a (?=tautolog|contradiction))?(tautology|tautologous|valid|satisfiable|satisfied|unsatisfiable|a contradiction|contradiction|always true|always false|never true)\s*[?.!]*\s*$/i);
    if (m) return tautology(m[1], /taut|valid|always true/i.test(m[2]) ? 'tautology' : /contra|always false|never true/i.test(m[2]) ? 'contradiction' : 'satisfiable');
    m = t.match(/^(?:is|check (?:whether|if)) (.+?) (?:logically )?equivalent to (.+?)\s*[?.!]*\s*$/i) ?? t.match(/^(.+?) ≡ (.+?)\??$/);
    if (m) return equivalence(m[1], m[2]);
    m = t.match(/^(?:are|check (?:whether|if)) (.+?) (?:logically )?equivalent\s*[?.!]*\s*$/i);
    if (m) {
      const pair = splitPair(m[1]);
      if (!pair) return decline('propositional: cannot tell where the first formula ends and the second begins; write "Is A equivalent to B?"');
      return equivalence(pair[0], pair[1]);
    }
    m = t.match(/^(tautology|satisfiable|truth table)\s*[:?]\s*(.+)$/i);
    if (m) return /table/i.test(m[1]) ? table(m[2]) : tautology(m[2], /taut/i.test(m[1]) ? 'tautology' : 'satisfiable');
    return decline('propositional: ask "Is F a tautology?", "Is F satisfiable?", "Truth table for F" or "Is F equivalent to G?"');
  },
};
