/**
 * N-queens by bitmask backtracking, row by row with columns tried left to right, so the first solution
 * found is the lexicographically first placement and the answer is the same on every run. Counts come
 * from a second, differently written search (shifted diagonal masks) and the two must agree; classes
 * under rotation and reflection take the smallest of each solution's 8 images.
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { NUMBER, numberWord } from './words.js';

export function countQueens(n: number): number {
  const all = (1 << n) - 1;
  const go = (cols: number, d1: number, d2: number): number => {
    if (cols === all) return 1;
    let free = all & ~(cols | d1 | d2);
    let total = 0;
    while (free) {
      const bit = free & -free;
      free ^= bit;
      total += go(cols | bit, ((d1 | bit) << 1) & all, (d2 | bit) >> 1);
    }
    return total;
  };
  // A placement and its mirror image differ in the first row's column, so the left half of the first
  // row counts twice; for odd N the middle column is counted once.
  let total = 0;
  for (let c = 0; c < n >> 1; c++) total += 2 * go(1 << c, (1 << c) << 1 & all, (1 << c) >> 1);
  if (n & 1) {
    const mid = 1 << (n >> 1);
    total += go(mid, (mid << 1) & all, mid >> 1);
  }
  return n === 0 ? 1 : total;
}

/** Solutions as columns per row, in lexicographic order, stopping after `limit`. */
function listQueens(n: number, limit = Infinity): number[][] {
  const out: number[][] = [];
  const cols: number[] = [];
  const go = (r: number, used: number, d1: number, d2: number) => {
    if (out.length >= limit) return;
    if (r === n) return void out.push([...cols]);
    for (let c = 0; c < n; c++) {
      if (used & (1 << c) || d1 & (1 << (r + c)) || d2 & (1 << (r - c + n - 1))) continue;
      cols.push(c);
      go(r + 1, used | (1 << c), d1 | (1 << (r + c)), d2 | (1 << (r - c + n - 1)));
      cols.pop();
    }
  };
  go(0, 0, 0, 0);
  return out;
}

/** Columns (0-based) per row of the lexicographically first solution, or null when none exists. */
export function firstQueens(n: number): number[] | null {
  return listQueens(n, 1)[0] ?? null;
}

/** The 8 symmetries of the square applied to a placement; the smallest image names its class. */
function canonicalForm(cols: number[]): string {
  const n = cols.length;
  const cells = cols.map((c, r) => [r, c] as const);
  const maps: ((r: number, c: number) => [number, number])[] = [
    (r, c) => [r, c], (r, c) => [c, n - 1 - r], (r, c) => [n - 1 - r, n - 1 - c], (r, c) => [n - 1 - c, r],
    (r, c) => [r, n - 1 - c], (r, c) => [n - 1 - r, c], (r, c) => [c, r], (r, c) => [n - 1 - c, n - 1 - r],
  ];
  return maps.map((f) => {
    const out = new Array<number>(n);
    for (const [r, c] of cells) {
      const [a, b] = f(r, c);
      out[a] = b;
    }
    return out.join(',');
  }).sort()[0];
}

/** Solutions counted once per class under rotation and reflection, and the total they came from. */
export function queensClasses(n: number): { classes: number; total: number } {
  const all = listQueens(n);
  return { classes: new Set(all.map(canonicalForm)).size, total: all.length };
}

export function queensValid(n: number, cols: number[]): boolean {
  if (cols.length !== n || new Set(cols).size !== n) return false;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (Math.abs(cols[a] - cols[b]) === b - a) return false;
  return true;
}

const FILES = 'abcdefghijklmnopqrstuvwxyz';

export const queens: Family = {
  name: 'queens',
  detect: (t) => /queens?\b/i.test(t) && /\b(n|\d+|eight|four|five|six|seven|nine|ten)[\s-]*(?:non-attacking\s+)?queens?\b|queens? (problem|puzzle)|place \S+ queens/i.test(t),
  solve(text: string): Outcome {
    const m = text.match(new RegExp(`\\b${NUMBER}[\\s-]*(?:non-attacking\\s+)?queens?`, 'i')) ?? text.match(/(\d+)\s*[x×]\s*\1\b/);
    if (!m) return decline('n-queens: the board size N is not stated');
    const n = numberWord(m[1]);
    if (!(n >= 1 && n <= 14)) return decline(`n-queens: N=${m[1]} is outside 1..14, the sizes answered here`);
    const wantsCount = /how many|count|number of (solutions|ways|arrangements)|all solutions/i.test(text);
    const upToSymmetry = /\b(?:up to|modulo|counting|ignoring|excluding|apart from|disregarding)\b[^.?]*\b(?:rotations?|reflections?|symmetr(?:y|ies)|mirror)|\bessentially (?:different|distinct|unique)\b|\b(?:fundamental|unique|distinct) solutions\b[^.?]*\b(?:symmetr|rotat|reflect)|\bfundamental solutions\b|\b(?:rotations?|reflections?) (?:and|or) (?:rotations?|reflections?) (?:counted|taken|treated) (?:once|as (?:one|the same))|\bsymmetr(?:y|ies|ic) (?:classes|removed|excluded)/i.test(text);
    if (wantsCount && upToSymmetry) {
      if (n > 12) return decline(`n-queens: counting classes under symmetry is done up to N=12 (every solution is listed); N=${n} asked`);
      const { classes, total } = queensClasses(n);
      if (total !== countQueens(n)) throw new Error('n-queens enumeration disagrees with the count');
      return { content: `${classes} essentially different solution${classes === 1 ? '' : 's'} for ${n} queens (rotations and reflections counted once); ${total} in all when every placement counts.`, canonical: `classes:${classes}` };
    }
    if (wantsCount) {
      const count = countQueens(n);
      if (n <= 10 && listQueens(n).length !== count) throw new Error('n-queens counts disagree');
      return { content: `${count} solution${count === 1 ? '' : 's'} for ${n} queens on a ${n}×${n} board (every placement counted, reflections and rotations distinct).`, canonical: `count:${count}` };
    }
    const cols = firstQueens(n);
    if (!cols) return { content: `No solution: ${n} queens cannot be placed on a ${n}×${n} board without attacking each other (the exhaustive search found no placement).`, canonical: 'none' };
    if (!queensValid(n, cols)) throw new Error('n-queens solution failed its check');
    const squares = cols.map((c, r) => `${FILES[c]}${r + 1}`).join(' ');
    const board = cols.map((c) => Array.from({ length: n }, (_, k) => (k === c ? 'Q' : '.')).join(' ')).reverse().join('\n');
    return {
      content: `One solution for ${n} queens (no two share a row, column or diagonal; ${countQueens(n)} exist in all):\n${board}\nSquares: ${squares}\nColumn per row: ${cols.map((c) => c + 1).join(' ')}`,
      canonical: `cols:${cols.map((c) => c + 1).join(',')}`,
    };
  },
};
