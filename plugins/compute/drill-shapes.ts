/**
 * Seeded arithmetic drills in the short quiz shapes ("Q: What is 48 plus 76? A:"): sums and differences of
 * 2 to 5 digit numbers, 2-digit products, one-digit composites such as "(6+4)*8", and digit sums, each with its
 * exact answer. The suite runs a slice of them and tools/corpus/drill.mjs all of them; neither reads a corpus.
 */
import { seeded } from '../../tools/fuzz/sample.js';

export interface Drill {
  family: string;
  ask: string;
  expect: string;
}

const between = (rng: () => number, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const ofDigits = (rng: () => number, n: number) => between(rng, n === 1 ? 0 : 10 ** (n - 1), 10 ** n - 1);

/** The wrappers a quiz item comes in: the bare question and the "Q: … A:" prompt, spaced as prompts are. */
function wrap(rng: () => number, question: string): string {
  switch (between(rng, 0, 4)) {
    case 0:
      return question;
    case 1:
      return `Q: ${question} A:`;
    case 2:
      return `Q: ${question}\nA:`;
    case 3:
      return `Q: ${question} A: `;
    default:
      return `${question.replace(/\?$/, '')}`;
  }
}

const WORD = { '+': 'plus', '-': 'minus', '*': 'times' } as const;

function twoNumbers(rng: () => number, digits: number, op: '+' | '-' | '*'): Drill {
  const a = ofDigits(rng, digits);
  let b = ofDigits(rng, digits);
  // A third of differences are pulled close to the first number so negative results of every length come up.
  if (op === '-' && rng() < 0.34) b = Math.min(10 ** digits - 1, a + between(rng, 1, 10 ** between(rng, 0, digits - 1)));
  const value = op === '+' ? a + b : op === '-' ? a - b : a * b;
  const question = rng() < 0.85 ? `What is ${a} ${WORD[op]} ${b}?` : `What is ${a}${op === '*' ? '*' : op}${b}?`;
  return { family: `${digits}D${op === '*' ? 'x' : op}`, ask: wrap(rng, question), expect: String(value) };
}

function composite(rng: () => number): Drill {
  const [a, b, c] = [between(rng, 0, 9), between(rng, 0, 9), between(rng, 0, 9)];
  const ops = ['+', '-', '*'] as const;
  const [p, q] = [ops[between(rng, 0, 2)], ops[between(rng, 0, 2)]];
  const apply = (x: number, o: (typeof ops)[number], y: number) => (o === '+' ? x + y : o === '-' ? x - y : x * y);
  const left = rng() < 0.5;
  const text = left ? `(${a}${p}${b})${q}${c}` : `${a}${p}(${b}${q}${c})`;
  const value = left ? apply(apply(a, p, b), q, c) : apply(a, p, apply(b, q, c));
  const spaced = rng() < 0.2 ? text.replace(/([+\-*])/g, ' $1 ') : text;
  return { family: '1DC', ask: wrap(rng, `What is ${spaced}?`), expect: String(value) };
}

function digitSum(rng: () => number): Drill {
  const n = ofDigits(rng, between(rng, 2, 7));
  const sum = [...String(n)].reduce((s, d) => s + Number(d), 0);
  return { family: 'SD', ask: wrap(rng, `What is the sum of the digits of the number ${n}?`.replace(' the number', rng() < 0.5 ? '' : ' the number')), expect: String(sum) };
}

/** Every family, by name, with its maker. */
export const DRILL_FAMILIES: Record<string, (rng: () => number) => Drill> = {
  '2D+': (r) => twoNumbers(r, 2, '+'),
  '3D+': (r) => twoNumbers(r, 3, '+'),
  '4D+': (r) => twoNumbers(r, 4, '+'),
  '5D+': (r) => twoNumbers(r, 5, '+'),
  '2D-': (r) => twoNumbers(r, 2, '-'),
  '3D-': (r) => twoNumbers(r, 3, '-'),
  '4D-': (r) => twoNumbers(r, 4, '-'),
  '5D-': (r) => twoNumbers(r, 5, '-'),
  '2Dx': (r) => twoNumbers(r, 2, '*'),
  '1DC': composite,
  SD: digitSum,
};

/** `perFamily` drills of every family from one seed. */
export function drills(seed: number, perFamily: number): Drill[] {
  const rng = seeded(seed);
  return Object.values(DRILL_FAMILIES).flatMap((make) => Array.from({ length: perFamily }, () => make(rng)));
}
