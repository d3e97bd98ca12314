/** Equal groups: "3 packs with 5 pieces each", "4 rows of 6 chairs", "12 cookies shared equally among 4 friends". */
import { wordsToDigits } from '../../src/reading/number-words.js';
import type { Outcome, Solved } from './solved.js';

const solved = (value: bigint, working: string): Solved => ({ family: 'word', headline: `${value}`, forms: [`${value}`], working: [working], verified: true });
const same = (a: string, b: string) => a.replace(/s$/, '') === b.replace(/s$/, '');

export function solveGroupProblem(raw: string): Outcome {
  const t = wordsToDigits(raw.toLowerCase()).replace(/ ([?,.!;:]+)(?=\s|$)/g, '$1').replace(/\s+/g, ' ').trim();
  // Every number in the text must be one of the two read here.
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  let m = /^(?:(?:a|the) )?(\w+) (?:has|had|have|buys|bought|gets|got) (\d+) ([a-z]+)(?: of [a-z]+)? with (\d+) ([a-z]+) (?:each|in each(?: [a-z]+)?)\. how many ([a-z]+)(?: of [a-z]+)? (?:does|do|did) (?:he|she|they|\1) have\?$/.exec(t);
  if (m && same(m[6], m[5])) return solved(BigInt(m[2]) * BigInt(m[4]), `${m[2]} ${m[3]} × ${m[4]} ${m[5]} = ${BigInt(m[2]) * BigInt(m[4])}`);
  m = /^there are (\d+) ([a-z]+) (?:of|with) (\d+) ([a-z]+)(?: each| in each(?: [a-z]+)?)?\. how many ([a-z]+) are there(?: in (?:all|total))?\?$/.exec(t);
  if (m && same(m[5], m[4])) return solved(BigInt(m[1]) * BigInt(m[3]), `${m[1]} ${m[2]} × ${m[3]} ${m[4]} = ${BigInt(m[1]) * BigInt(m[3])}`);
  m = /^(?:(\w+) (?:shares|shared|divides|divided|splits|split) )?(\d+) ([a-z]+)(?: are| were)?(?: shared| divided| split)? (?:equally )?(?:among|between) (\d+) ([a-z]+)\. how many ([a-z]+)? ?(?:does|do|will|did) each (?:[a-z]+ )?(?:get|receive|have)\?$/.exec(t);
  if (m && (!m[6] || same(m[6], m[3]))) {
    const [n, k] = [BigInt(m[2]), BigInt(m[4])];
    if (k === 0n) return { family: 'word', reason: 'sharing among zero is undefined' };
    if (n % k !== 0n) return { family: 'word', reason: `${n} ${m[3]} do not share equally among ${k}: ${n % k} would be left over` };
    return solved(n / k, `${n} ${m[3]} ÷ ${k} ${m[5]} = ${n / k} each`);
  }
  return null;
}
