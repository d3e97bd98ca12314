/** What the percent readers share: a value linear in one unknown, noun agreement, and the reply. */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import { singular } from '../story-text.js';

/** a·x + b, x the story's one unknown (the whole, or the price before a change). */
export interface Lin {
  a: Fraction;
  b: Fraction;
}

export const lin = (a: Fraction | number, b: Fraction | number): Lin => ({ a: new Fraction(a), b: new Fraction(b) });
export const plus = (x: Lin, y: Lin, sign: 1 | -1 = 1): Lin => (sign > 0 ? { a: x.a.add(y.a), b: x.b.add(y.b) } : { a: x.a.sub(y.a), b: x.b.sub(y.b) });
export const times = (x: Lin, f: Fraction): Lin => ({ a: x.a.mul(f), b: x.b.mul(f) });

/** "students" asked of "student", "pine trees" of "tree": the heads agree and any adjectives asked are the story's. */
export function sameNoun(noun: string, phrase: string): boolean {
  const asked = phrase.trim().split(' ');
  return singular(asked.at(-1)!) === noun.split(' ').at(-1) && asked.length <= 1;
}

/** The answer with its unit first, then the working, each line naming its sentence. */
export function percentReply(value: Fraction, noun: string | null, what: string, working: string[], caveat?: string): Answer {
  const headline = showAmount(value, noun);
  const answer: Answer = {
    content: [headline, '', ...working.map((w) => `- ${w}`), `- asked: ${what} = ${headline}`].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(value), headline])],
  };
  if (caveat) answer.caveat = caveat;
  return answer;
}
