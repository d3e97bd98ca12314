/**
 * Cryptarithms (SEND + MORE = MONEY, with + and −): a column-by-column search from the units column with
 * a signed carry. Each column's letters are tried in turn, the result letter is computed from the rest
 * (never guessed), and a column whose sum is not 0 mod 10 cuts the branch, so the search visits few
 * partial assignments. Every solution is enumerated (up to 20) and re-checked by plain arithmetic.
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const EXPR = /([A-Za-z]+(?:\s*[-+−–]\s*[A-Za-z]+)+\s*=\s*[A-Za-z]+)/;

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

/** Every assignment (up to `limit`) in the search's order: units column first, digits ascending. */
function columnSearch(lhs: Term[], rhs: string, letters: string[], leading: Set<string>, limit: number): Record<string, number>[] {
  const width = Math.max(rhs.length, ...lhs.map((t) => t.word.length));
  // Per column: the left-hand letters with their signs, and the result letter (if the result reaches it).
  const cols = Array.from({ length: width }, (_, c) => ({
    terms: lhs.flatMap((t) => (c < t.word.length ? [{ l: t.word[t.word.length - 1 - c], sign: t.sign }] : [])),
    out: c < rhs.length ? rhs[rhs.length - 1 - c] : null,
  }));
  const digit = new Map<string, number>();
  const used = new Array<boolean>(10).fill(false);
  const sols: Record<string, number>[] = [];
  const allowed = (l: string, d: number) => !used[d] && !(d === 0 && leading.has(l));
  const set = (l: string, d: number) => (digit.set(l, d), (used[d] = true));
  const unset = (l: string, d: number) => (digit.delete(l), (used[d] = false));

  const column = (c: number, carry: number, k: number): void => {
    if (sols.length >= limit) return;
    if (c === width) {
      if (carry === 0) sols.push(Object.fromEntries(letters.map((l) => [l, digit.get(l)!])));
      return;
    }
    const { terms, out } = cols[c];
    if (k < terms.length) {
      const l = terms[k].l;
      if (digit.has(l)) return column(c, carry, k + 1);
      for (let d = 0; d < 10; d++) {
        if (!allowed(l, d)) continue;
        set(l, d);
        column(c, carry, k + 1);
        unset(l, d);
      }
      return;
    }
    const sum = carry + terms.reduce((n, t) => n + t.sign * digit.get(t.l)!, 0);
    const d = ((sum % 10) + 10) % 10;
    const next = (sum - d) / 10;
    if (out === null) {
      if (d === 0) column(c + 1, next, 0);
    } else if (digit.has(out)) {
      if (digit.get(out) === d) column(c + 1, next, 0);
    } else if (allowed(out, d)) {
      set(out, d);
      column(c + 1, next, 0);
      unset(out, d);
    }
  };
  column(0, 0, 0);
  return sols;
}

export function solveCryptarithm(expr: string, limit = 20): { letters: string[]; sols: Record<string, number>[] } | string {
  const { lhs, rhs } = parse(expr);
  const words = [...lhs.map((t) => t.word), rhs];
  const letters = [...new Set(words.join(''))];
  if (letters.length > 10) return `${letters.length} different letters, but there are only 10 digits`;
  if (words.some((w) => w.length > 12)) return 'words longer than 12 letters are not read';
  const leading = new Set(words.filter((w) => w.length > 1).map((w) => w[0]));
  const sols = columnSearch(lhs, rhs, letters, leading, limit);
  // The check, independent of the search: distinct digits, no leading zero, and the sum holds.
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
    if (!r.sols.length) return { content: `No solution: no assignment of distinct digits (leading letters non-zero) makes ${expr} true; the exhaustive column search found none.`, canonical: 'none' };
    if (r.sols.length > 1) {
      const more = r.sols.length >= 20 ? 'at least 20' : String(r.sols.length);
      return { content: `${more} solutions, e.g.:\n${r.sols.slice(0, 5).map((e) => `- ${show(e)}`).join('\n')}`, canonical: `solutions:${r.sols.length}` };
    }
    return { content: `${show(r.sols[0])}.\nUnique: excluding it, no other assignment of distinct digits satisfies the sum.`, canonical: key(r.sols[0]) };
  },
};
