/**
 * How one sentence bears on a claim: whether it is about the claim at all (its content words), and if so
 * whether it says the same (`supports`), the opposite (`refutes`: a negation the claim lacks, an antonym
 * in a claim word's place, another number for the same measure, another name in the claim's slot), or
 * nothing decisive (`related`). Cautious by design: anything unclear stays `related`.
 */
import { readText, sameNumber, sameStem, stemWord, type ReadText } from './claim-terms.js';

export type Stance = 'supports' | 'refutes' | 'related';

export interface SentenceStance {
  stance: Stance;
  /** Share of the claim's content words the sentence has (0..1). */
  relevance: number;
  /** Why it refutes or supports, in a few words. */
  why: string;
}

/** Opposite words of a claim word (`hot` → `cold`), as stems; from the lexicon. */
export type Opposites = (word: string) => readonly string[];

export interface ReadClaim extends ReadText {
  text: string;
  /** For each content word of the claim, the stems of its opposites. */
  opposites: ReadonlyMap<string, readonly string[]>;
}

/** Comparisons WordNet lists under their base forms only. */
const PAIRS: readonly [string, string][] = [
  ['higher', 'lower'], ['larger', 'smaller'], ['bigger', 'smaller'], ['more', 'less'], ['more', 'fewer'], ['longer', 'shorter'],
  ['older', 'younger'], ['before', 'after'], ['increase', 'decrease'], ['rise', 'fall'], ['above', 'below'], ['north', 'south'],
  ['east', 'west'], ['heavier', 'lighter'], ['faster', 'slower'], ['warmer', 'cooler'], ['hotter', 'colder'], ['first', 'last'],
  ['largest', 'smallest'], ['biggest', 'smallest'], ['highest', 'lowest'], ['longest', 'shortest'], ['oldest', 'youngest'],
];

export function readClaim(text: string, opposites: Opposites = () => []): ReadClaim {
  const read = readText(text);
  const map = new Map<string, string[]>();
  for (const token of read.tokens) {
    const stem = stemWord(token);
    if (!read.stems.includes(stem)) continue;
    const found = new Set(opposites(token).map(stemWord));
    for (const [a, b] of PAIRS) {
      if (token === a) found.add(stemWord(b));
      if (token === b) found.add(stemWord(a));
    }
    // An opposite that is itself a word of the claim ("get … leave") flips nothing.
    for (const s of read.stems) found.delete(s);
    if (found.size) map.set(stem, [...found]);
  }
  return { ...read, text, opposites: map };
}

const has = (stems: readonly string[], stem: string) => stems.some((s) => sameStem(s, stem));

/** Words that report a belief rather than state a fact: "some say", "is often claimed". */
const HEARSAY = /\b(some (people )?(say|believe|think|claim)|it is (often |commonly |widely )?(said|believed|claimed|thought)|according to (legend|myth|rumou?r)|popular belief|urban legend|is rumou?red)\b/i;

/**
 * Another name in a name's slot: the claim's capitalised word after two words ("Australia is Sydney"), and
 * the sentence's capitalised word after the same two ("Australia is Canberra").
 */
function swappedName(claim: ReadClaim, sentence: ReadText): string | null {
  for (let at = 2; at < claim.tokens.length; at++) {
    const name = claim.raw[at] ?? '';
    if (!/^\p{Lu}/u.test(name)) continue;
    const [a, b] = [claim.tokens[at - 2], claim.tokens[at - 1]];
    for (let i = 2; i < sentence.tokens.length; i++) {
      if (sentence.tokens[i - 2] !== a || sentence.tokens[i - 1] !== b) continue;
      const filler = sentence.raw[i] ?? '';
      if (/^\p{Lu}/u.test(filler) && !sameStem(stemWord(filler), stemWord(name))) return filler;
    }
  }
  return null;
}

/** Clauses a negation or a figure may belong to alone: "bananas are berries, while strawberries are not". */
const CLAUSE_BREAK = /\s*(?:;|,\s*(?:while|whereas|but|although|though|however|yet|unlike)\b|\s(?:but|whereas)\s)\s*/i;

export function sentenceStance(claim: ReadClaim, text: string): SentenceStance {
  const clauses = text.split(CLAUSE_BREAK).filter((c) => c.trim());
  const whole = clauseStance(claim, text);
  if (clauses.length < 2) return whole;
  const each = clauses.map((c) => clauseStance(claim, c));
  const deciding = each.filter((c) => c.stance !== 'related');
  const sides = new Set(deciding.map((c) => c.stance));
  // One clause decides; clauses that disagree, or a sentence whose clauses decide nothing, stay related.
  if (sides.size === 1) return { ...deciding.sort((a, b) => b.relevance - a.relevance)[0]!, relevance: whole.relevance };
  return { stance: 'related', relevance: whole.relevance, why: sides.size > 1 ? 'says both' : '' };
}

function clauseStance(claim: ReadClaim, text: string): SentenceStance {
  const sentence = readText(text);
  const content = [...new Set(claim.stems)];
  if (!content.length) return { stance: 'related', relevance: 0, why: '' };
  const missing = content.filter((s) => !has(sentence.stems, s));
  const flipped = missing.find((m) => claim.opposites.get(m)?.some((o) => has(sentence.stems, o)));
  // An opposite in a claim word's place is about the claim as much as the word itself.
  const relevance = (content.length - missing.length + (flipped ? 1 : 0)) / content.length;
  const related = (why = ''): SentenceStance => ({ stance: 'related', relevance, why });
  // Half the claim's words, and at least two of them when it has two: a sentence about something else is no evidence.
  if (relevance < 0.5 || relevance * content.length < Math.min(2, content.length)) return related();

  const denies = sentence.negations % 2 !== claim.negations % 2;
  const hearsay = HEARSAY.test(text) && !denies;

  let numbersAgree = true;
  let numberClash: string | null = null;
  for (const q of claim.quantities) {
    const sameMeasure = q.unit ? sentence.quantities.filter((s) => s.unit === q.unit) : sentence.quantities;
    if (sameMeasure.some((s) => sameNumber(q.value, s.value, q.unit))) continue;
    numbersAgree = false;
    if (sameMeasure.length && q.unit) numberClash = `${sameMeasure[0]!.value} ${q.unit === 'year' ? '' : sentence.tokens[sameMeasure[0]!.at + 1] ?? ''}`.trim();
  }

  const swapped = missing.length <= 1 && !flipped ? swappedName(claim, sentence) : null;
  const flips = (flipped ? 1 : 0) + (denies ? 1 : 0);
  if (hearsay) return related('reports a belief');
  if (numberClash && !denies && missing.length <= 1) return { stance: 'refutes', relevance, why: `gives ${numberClash}` };
  if (swapped && !denies && numbersAgree) return { stance: 'refutes', relevance, why: `names ${swapped} instead` };
  if (flips % 2 === 1 && numbersAgree && missing.length <= (flipped ? 1 : 0) + Math.floor(content.length / 4)) {
    return { stance: 'refutes', relevance, why: flipped ? `says ${claim.opposites.get(flipped)![0]} for ${flipped}` : 'denies it' };
  }
  // Support needs every content word: the one left out is often the one the claim is about ("smallest").
  if (flips === 0 && numbersAgree && missing.length === 0) {
    return { stance: 'supports', relevance, why: claim.quantities.length ? 'gives the same figures' : 'states it' };
  }
  return related();
}
