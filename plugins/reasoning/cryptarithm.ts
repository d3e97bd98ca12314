/**
 * Cryptarithms (SEND + MORE = MONEY, with + and −): each letter is a one-hot digit in logic-solver,
 * letters take distinct digits, leading letters are not 0, and each column is one small equality with
 * signed carries. Every solution is enumerated (up to 20) and re-checked by plain arithmetic.
 */
import Logic from 'logic-solver';
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const EXPR = /([A-Za-z]+(?:\s*[-+−–]\s*[A-Za-z]+)+\s*=\s*[A-Za-z]+)/;
const x = (l: string, d: number) => `x${l}${d}`;

interface Term {
  word: string;
  sign: 1 | -1;
}

function parse(expr: string): { lhs: Term[]; rhs: string } {
  const [left, rhs] = expr.split('=').map((s) => s.trim().toUpperCase());
  const lhs: Term[] = [];
  for (const m of left.matchAll(/([-+−–]?)\s*([A-Z]+)/g)) lhs.push({ word: m[2], sign: m[1] && m[1] !== '+' ? -1 : 1 });
  return { lhs, rhs };
}

const value = (w: string, env: Record<string, number>) => [...w].reduce((n, l) => n * 10n + BigInt(env[l]), 0n);

export function solveCryptarithm(expr: string, limit = 20): { letters: string[]; sols: Record<string, number>[] } | string {
  const { lhs, rhs } = parse(expr);
  const words = [...lhs.map((t) => t.word), rhs];
  const letters = [...new Set(words.join(''))];
  if (letters.length > 10) return `${letters.length} different letters, but there are only 10 digits`;
  if (words.some((w) => w.length > 12)) return 'words longer than 12 letters are not read';
  const leading = new Set(words.filter((w) => w.length > 1).map((w) => w[0]));
  const s = new Logic.Solver();
  for (const l of letters) s.require(Logic.exactlyOne(Array.from({ length: 10 }, (_, d) => x(l, d))));
  for (let d = 0; d < 10; d++) s.require(Logic.atMostOne(letters.map((l) => x(l, d))));
  for (const l of leading) s.forbid(x(l, 0));
  // Column by column with a signed carry k = P − N (k0 = 0, and 0 past the top column):
  // Σ plus-side digits + P[c] + 10·N[c+1] = Σ minus-side digits + N[c] + 10·P[c+1].
  // Small per-column adders solve far faster than one weighted sum over whole words.
  const plus = lhs.filter((t) => t.sign > 0).map((t) => t.word);
  const minus = [...lhs.filter((t) => t.sign < 0).map((t) => t.word), rhs];
  const width = Math.max(...words.map((w) => w.length));
  const bits = Math.ceil(Math.log2(Math.max(plus.length, minus.length) + 1)) + 1;
  const carry = (side: 'P' | 'N', c: number) => Array.from({ length: bits }, (_, b) => (c === 0 || c === width ? Logic.FALSE : `${side}${c}_${b}`));
  for (let c = 1; c < width; c++) s.forbid(Logic.and(Logic.or(carry('P', c)), Logic.or(carry('N', c))));
  const side = (ws: string[], own: 'P' | 'N', other: 'P' | 'N', c: number) => {
    const vars: string[] = [];
    const weights: number[] = [];
    for (const w of ws) {
      const l = w[w.length - 1 - c];
      if (l) for (let d = 1; d < 10; d++) (vars.push(x(l, d)), weights.push(d));
    }
    carry(own, c).forEach((v, b) => (vars.push(v), weights.push(2 ** b)));
    carry(other, c + 1).forEach((v, b) => (vars.push(v), weights.push(10 * 2 ** b)));
    return Logic.weightedSum(vars, weights);
  };
  for (let c = 0; c < width; c++) s.require(Logic.equalBits(side(plus, 'P', 'N', c), side(minus, 'N', 'P', c)));
  const sols: Record<string, number>[] = [];
  for (let sol = s.solve(); sol && sols.length < limit; sol = s.solve()) {
    const map = sol.getMap();
    const env = Object.fromEntries(letters.map((l) => [l, [...Array(10).keys()].find((d) => map[x(l, d)])!]));
    sols.push(env);
    s.forbid(Logic.and(letters.map((l) => x(l, env[l]))));
  }
  // The check, independent of the encoding: distinct digits, no leading zero, and the sum holds.
  for (const env of sols) {
    const total = lhs.reduce((n, t) => n + BigInt(t.sign) * value(t.word, env), 0n);
    if (total !== value(rhs, env) || new Set(Object.values(env)).size !== letters.length || [...leading].some((l) => env[l] === 0)) {
      throw new Error('cryptarithm solution failed its check');
    }
  }
  return { letters, sols };
}

export const cryptarithm: Family = {
  name: 'cryptarithm',
  detect: (t) => /cryptarithm|alphametic|verbal arithmetic/i.test(t) || /\b[A-Z]{2,}\s*[-+−–]\s*[A-Z]{2,}(?:\s*[-+−–]\s*[A-Z]{2,})*\s*=\s*[A-Z]{2,}\b/.test(t),
  solve(text: string): Outcome {
    const m = text.match(EXPR);
    if (!m) return decline('cryptarithm: no "WORD + WORD = WORD" equation found');
    if (/[×*\/÷]/.test(text.replace(m[0], '').replace(/[^×*\/÷]/g, ''))) return decline('cryptarithm: only + and − are read');
    const expr = m[1].replace(/\s+/g, ' ');
    const r = solveCryptarithm(expr);
    if (typeof r === 'string') return decline(`cryptarithm: ${r}`);
    const { lhs, rhs } = parse(expr);
    const num = (w: string, env: Record<string, number>) => value(w, env).toString();
    const show = (env: Record<string, number>) => {
      const sum = lhs.map((t, i) => `${i ? (t.sign > 0 ? ' + ' : ' − ') : t.sign < 0 ? '−' : ''}${num(t.word, env)}`).join('');
      return `${sum} = ${num(rhs, env)} (${r.letters.map((l) => `${l}=${env[l]}`).join(', ')})`;
    };
    const key = (env: Record<string, number>) => [...r.letters].sort().map((l) => `${l}=${env[l]}`).join(',');
    if (!r.sols.length) return { content: `No solution: no assignment of distinct digits (leading letters non-zero) makes ${expr} true; the SAT solver proved it.`, canonical: 'none' };
    if (r.sols.length > 1) {
      const more = r.sols.length >= 20 ? 'at least 20' : String(r.sols.length);
      return { content: `${more} solutions, e.g.:\n${r.sols.slice(0, 5).map((e) => `- ${show(e)}`).join('\n')}`, canonical: `solutions:${r.sols.length}` };
    }
    return { content: `${show(r.sols[0])}.\nUnique: excluding it, no other assignment of distinct digits satisfies the sum.`, canonical: key(r.sols[0]) };
  },
};
