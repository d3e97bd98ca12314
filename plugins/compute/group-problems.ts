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
  return containers(t);
}

const CONTAINER = String.raw`([a-z]+)`;
const HOLDS = String.raw`(?:holds|takes|seats|carries|fits|can (?:hold|take|carry|seat|fit)|has (?:room|space|seats) for)`;

/**
 * Whole containers by meaning: "each bus holds 30 … how many buses are needed" rounds up (a part-filled bus
 * still goes); "how many full cartons of 12 can I fill" rounds down. The two numbers are the total and the
 * size; the rounding and what is left over are stated.
 */
function containers(t: string): Outcome {
  const nums = (t.match(/\d+/g) ?? []).map(BigInt);
  if (nums.length !== 2 || /\d\.\d/.test(t)) return null;
  const need = new RegExp(String.raw`\b(?:each|every|one|a|per) (?:[a-z]+ )?${CONTAINER} ${HOLDS} (\d+)\b(?:[^.?!]*[.?!,]\s*){0,2}?(?:so )?how many ${CONTAINER} (?:are|will be|would be|is)? ?(?:needed|required|necessary|do (?:we|you|they|i|he|she) need|does (?:he|she|it) need|must (?:be used|go|they (?:use|book|hire))|should (?:they|we|i|you) (?:book|hire|order|use)|(?:are|is)? ?(?:needed |required )?for (?:all )?(?:the )?\d+ [a-z]+\??$)`).exec(t);
  // "each van takes 14 … 230 people need seats. How many vans?": a bare count of containers asked where the story says people or things need room.
  const bare = need ? null : new RegExp(String.raw`\b(?:(?:each|every|one|a|per) (?:[a-z]+ )?${CONTAINER} ${HOLDS} (\d+)|(\d+) (?:[a-z]+ )?(?:per|to a|in each|for each) ${CONTAINER})\b(?:[^.?!]*[.?!,]\s*){0,2}?(?:so )?how many ${CONTAINER}\??$`).exec(t);
  const found = need ?? (bare && /\bneeds?\b/.test(t) ? [bare[0], bare[1] ?? bare[4], bare[2] ?? bare[3], bare[5]] : null);
  if (found && sameNoun(found[1], found[3])) {
    const size = BigInt(found[2]);
    const total = nums[0] === size && nums[1] !== size ? nums[1] : nums[0];
    if (size === 0n || nums[0] === nums[1]) return null;
    // "I need 3 boxes. Each box holds 12 eggs": the other number counts the containers themselves, not what goes in them.
    const after = new RegExp(String.raw`\b${total} ([a-z]+)(?: ([a-z]+))?`).exec(t) ?? [];
    if (after.slice(1).some((w) => w && sameNoun(w, found[1]))) return null;
    const whole = (total + size - 1n) / size;
    const spare = whole * size - total;
    return { family: 'word', headline: `${whole}`, forms: [`${whole}`], working: [`${total} ÷ ${size} = ${total / size} remainder ${total % size}`], caveat: total % size ? `rounded up: the last ${found[1]} is part full (${spare} places spare)` : undefined, verified: true };
  }
  const fill = new RegExp(String.raw`\bhow many (?:full|whole|complete) ${CONTAINER}(?: of (\d+)(?: [a-z]+)?)? (?:can|could|will|would) (?:i|you|we|they|he|she|it) (?:fill|make|pack)\b`).exec(t);
  const sizeLater = fill && !fill[2] ? new RegExp(String.raw`\b(?:each|every|one|a) ${CONTAINER} ${HOLDS} (\d+)\b`).exec(t) : null;
  if (fill && (fill[2] || (sizeLater && sameNoun(sizeLater[1], fill[1])))) {
    const size = BigInt(fill[2] ?? sizeLater![2]);
    const total = nums[0] === size ? nums[1] : nums[0];
    if (size === 0n || nums[0] === nums[1]) return null;
    const whole = total / size;
    return { family: 'word', headline: `${whole}`, forms: [`${whole}`], working: [`${total} ÷ ${size} = ${whole} remainder ${total % size}`], caveat: total % size ? `rounded down: only full ${fill[1]} count (${total % size} left over)` : undefined, verified: true };
  }
  return null;
}

/** "bus" and "buses", "carton" and "cartons", "box" and "boxes". */
const sameNoun = (a: string, b: string) => [a, `${a}s`, `${a}es`].includes(b) || [b, `${b}s`, `${b}es`].includes(a);
