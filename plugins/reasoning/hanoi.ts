/** Tower of Hanoi: the optimal move list (recursive construction, replayed on three pegs to check it) and counts. */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { NUMBER, numberWord } from './words.js';

type Move = [number, string, string];

export function hanoiMoves(n: number, from: string, to: string, via: string, out: Move[] = []): Move[] {
  if (n === 0) return out;
  hanoiMoves(n - 1, from, via, to, out);
  out.push([n, from, to]);
  hanoiMoves(n - 1, via, to, from, out);
  return out;
}

/** Replays the moves: never a larger disk on a smaller one, and all disks end on `to`. */
export function hanoiValid(n: number, moves: Move[], pegs: string[], to: string): boolean {
  const st = new Map(pegs.map((p) => [p, [] as number[]]));
  for (let d = n; d >= 1; d--) st.get(pegs[0])!.push(d);
  for (const [disk, a, b] of moves) {
    const src = st.get(a)!;
    const dst = st.get(b)!;
    if (src.at(-1) !== disk || (dst.length && dst.at(-1)! < disk)) return false;
    dst.push(src.pop()!);
  }
  return st.get(to)!.length === n;
}

export const hanoi: Family = {
  name: 'hanoi',
  detect: (t) => /\bhanoi\b/i.test(t),
  solve(text: string): Outcome {
    const m = text.match(new RegExp(`\\b${NUMBER}[\\s-]*(?:disks?|discs?|rings?)`, 'i'));
    if (!m) return decline('hanoi: the number of disks is not stated');
    const n = numberWord(m[1]);
    if (!(n >= 1 && n <= 64)) return decline(`hanoi: ${m[1]} disks is outside 1..64`);
    const pm = text.match(/from (?:peg |rod |tower |pole )?(\w+) to (?:peg |rod |tower |pole )?(\w+)/i);
    const from = pm ? pm[1].toUpperCase() : 'A';
    const to = pm ? pm[2].toUpperCase() : 'C';
    const names = /^\d$/.test(from) ? ['1', '2', '3'] : ['A', 'B', 'C'];
    if (!names.includes(from) || !names.includes(to) || from === to) return decline(`hanoi: cannot read pegs "${from}" and "${to}" (use A, B, C or 1, 2, 3)`);
    const via = names.find((p) => p !== from && p !== to)!;
    const count = (1n << BigInt(n)) - 1n;
    const wantsList = /\b(list|moves? (?:to|for|sequence)|sequence|steps|solve|solution|show)\b/i.test(text) && !/how many|(?:minimum|minimal|least|smallest|fewest) (?:number of )?moves|number of moves/i.test(text);
    if (!wantsList) {
      return { content: `${count} moves: the minimum for ${n} disks is 2^${n} − 1 = ${count} (each disk k moves 2^(${n}−k) times).`, canonical: `count:${count}` };
    }
    if (n > 10) return decline(`hanoi: a move list for ${n} disks has ${count} moves; lists are given up to 10 disks (ask "how many moves" for the count)`);
    const moves = hanoiMoves(n, from, to, via);
    if (!hanoiValid(n, moves, [from, ...names.filter((p) => p !== from)], to)) throw new Error('hanoi moves failed replay');
    const lines = moves.map(([d, a, b], i) => `${i + 1}. disk ${d}: ${a} → ${b}`);
    return {
      content: `${moves.length} moves (the minimum, 2^${n} − 1), replayed and checked:\n${lines.join('\n')}`,
      canonical: `moves:${moves.map(([, a, b]) => `${a}>${b}`).join(',')}`,
    };
  },
};
