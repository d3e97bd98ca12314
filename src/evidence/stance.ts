/**
 * How one sentence bears on a claim: whether it is about the claim at all (its content words), and if so
 * whether it says the same (`supports`), the opposite (`refutes`: a negation the claim lacks, an antonym
 * in a claim word's place, another number for the same measure, another name in the claim's slot), or
 * nothing decisive (`related`). Cautious by design: anything unclear stays `related`.
 */
import { readText, sameNumber, sameStem, sameUnit, stemWord, type ReadText } from './claim-terms.js';

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
/** Words that say what a claim word says (`finished` → `completed`, `biggest` → `largest`); from the lexicon. */
export type Equivalents = (word: string) => readonly string[];

export interface ReadClaim extends ReadText {
  text: string;
  /** For each content word of the claim, the stems of its opposites. */
  opposites: ReadonlyMap<string, readonly string[]>;
  /** For each content word of the claim, the stems of words that say the same. */
  equivalents: ReadonlyMap<string, readonly string[]>;
}

/** Comparisons WordNet lists under their base forms only. */
const PAIRS: readonly [string, string][] = [
  ['higher', 'lower'], ['larger', 'smaller'], ['bigger', 'smaller'], ['more', 'less'], ['more', 'fewer'], ['longer', 'shorter'],
  ['older', 'younger'], ['before', 'after'], ['increase', 'decrease'], ['rise', 'fall'], ['above', 'below'], ['north', 'south'],
  ['east', 'west'], ['heavier', 'lighter'], ['faster', 'slower'], ['warmer', 'cooler'], ['hotter', 'colder'], ['first', 'last'],
  ['largest', 'smallest'], ['biggest', 'smallest'], ['highest', 'lowest'], ['longest', 'shortest'], ['oldest', 'youngest'],
];

export function readClaim(text: string, opposites: Opposites = () => [], equivalents: Equivalents = () => []): ReadClaim {
  const read = readText(text);
  const map = new Map<string, string[]>();
  const same = new Map<string, string[]>();
  read.stemAt.forEach((at, k) => {
    // Names are compared as written: "Jupiter" is no "Jove".
    if (at > 0 && /^\p{Lu}/u.test(read.raw[at]!)) return;
    const stems = [...new Set(equivalents(read.tokens[at]!).map(stemWord))].filter((e) => e !== read.stems[k]);
    if (stems.length) same.set(read.stems[k]!, [...(same.get(read.stems[k]!) ?? []), ...stems]);
  });
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
  // A word that is also an opposite of the claim word is never one of its equivalents.
  for (const [stem, list] of same) same.set(stem, list.filter((e) => !(map.get(stem) ?? []).some((o) => sameStem(o, e))));
  return { ...read, text, opposites: map, equivalents: same };
}

const has = (stems: readonly string[], stem: string) => stems.some((s) => sameStem(s, stem));


/** Words that report a belief rather than state a fact: "some say", "is often claimed". */
const HEARSAY = /\b(some (people )?(say|believe|think|claim)|it is (often |commonly |widely )?(said|believed|claimed|thought)|according to (legend|myth|rumou?r)|popular belief|urban legend|is rumou?red)\b/i;

/**
 * Another name in a name's slot: the claim's capitalised word after two words ("Australia is Sydney"), and
 * the sentence's capitalised word after the same two ("Australia is Canberra"). The claim's other words must
 * be in the sentence (all of them, or all but one of three or more), or the slot is about something else.
 */
function swappedName(claim: ReadClaim, sentence: ReadText, counted: readonly string[]): string | null {
  for (let at = 2; at < claim.tokens.length; at++) {
    const name = claim.raw[at] ?? '';
    if (!/^\p{Lu}/u.test(name)) continue;
    const others = [...new Set(claim.stems)].filter((st) => !sameStem(st, stemWord(name)));
    if (others.filter((st) => !has(counted, st)).length > Math.floor(others.length / 3)) continue;
    const [a, b] = [claim.tokens[at - 2], claim.tokens[at - 1]];
    for (let i = 2; i < sentence.tokens.length; i++) {
      if (sentence.tokens[i - 2] !== a || sentence.tokens[i - 1] !== b) continue;
      const filler = sentence.raw[i] ?? '';
      if (/^\p{Lu}/u.test(filler) && !sameStem(stemWord(filler), stemWord(name))) return filler;
    }
  }
  return null;
}

/**
 * A claim that names its subject first and then a unique role ("Melbourne is the capital of Australia",
 * "Sydney is Australia's capital"), turned round so the name is last ("the capital of Australia is Sydney")
 * and swappedName can compare it. Only "the …" and "…'s …" roles: "a city in Australia" is no unique slot.
 */
function nameLast(claim: ReadClaim): ReadClaim | null {
  const m = /^((?:\p{Lu}[\p{L}-]*\s+)*\p{Lu}[\p{L}-]*)\s+(is|was)\s+(the\s+.+?|\p{Lu}[\p{L}-]*['’]s\s+.+?)[.!?]*$/u.exec(claim.text.trim());
  if (!m) return null;
  const role = m[3]!.replace(/^(\p{Lu}[\p{L}-]*)['’]s\s+(.+)$/u, 'the $2 of $1');
  return readClaim(`${role} ${m[2]} ${m[1]}`);
}

const DETERMINERS = new Set(['a', 'an', 'the']);
/** "a planet": the word right after an article. "a dwarf planet": after an article and one lower-case modifier. */
const afterArticle = (read: ReadText, at: number) => DETERMINERS.has(read.tokens[at - 1] ?? '');
const afterModifier = (read: ReadText, at: number) =>
  at > 1 && DETERMINERS.has(read.tokens[at - 2]!) && /^\p{Ll}/u.test(read.raw[at - 1]!) && read.stemAt.includes(at - 1) && read.clauseOf[at - 1] === read.clauseOf[at];

/**
 * The sentence's stems that count for a claim. Words in an aside count only when the claim names what the
 * aside is beside; a claim word the sentence narrows with a modifier the claim lacks ("a dwarf planet" for
 * "a planet") does not count, since it names something else.
 */
function countedStems(claim: ReadClaim, sentence: ReadText): string[] {
  const narrowed = (stem: string, at: number) => {
    if (!afterModifier(sentence, at) || has(claim.stems, sentence.stems[sentence.stemAt.indexOf(at - 1)]!)) return false;
    const inClaim = claim.stems.findIndex((c) => sameStem(c, stem));
    return inClaim >= 0 && afterArticle(claim, claim.stemAt[inClaim]!);
  };
  const kept = sentence.stems.filter((stem, k) => {
    if (narrowed(stem, sentence.stemAt[k]!)) return false;
    const clause = sentence.clauseOf[sentence.stemAt[k]!]!;
    if (!sentence.asides.has(clause)) return true;
    const head = sentence.clauseOf.lastIndexOf(clause - 1);
    return head >= 0 && has(claim.stems, stemWord(sentence.tokens[head]!));
  });
  return [...kept, ...sentence.measured];
}

/** How far a "not" reaches: the next few words of its clause. */
const NEGATION_REACH = 5;

/**
 * The sentence's negations that bear on the claim: a "not" (no, never, n't, without …) counts when a claim
 * word, one of its opposites or a figure follows it within its clause ("not blind: they can see" denies
 * nothing about seeing); a judgement (myth, false …) counts for the whole clause. Unclear when a "not" runs
 * past its reach without meeting its clause's end, or when a judgement and a "not" meet (a myth denied?).
 */
function bearingNegations(claim: ReadClaim, sentence: ReadText): { count: number; unclear: boolean } {
  const opposites = [...claim.opposites.values()].flat();
  const bears = (i: number) => {
    const stem = stemWord(sentence.tokens[i]!);
    return has(claim.stems, stem) || [...claim.equivalents.values()].flat().some((e) => sameStem(e, stem)) || opposites.some((o) => sameStem(o, stem)) || (claim.quantities.length > 0 && /\d/.test(sentence.tokens[i]!));
  };
  let particles = 0;
  let judgements = 0;
  let unclear = false;
  for (const n of sentence.negationsAt) {
    if (n.kind === 'judgement') {
      judgements++;
      continue;
    }
    let reached: 'claim' | 'end' | 'reach' = 'reach';
    let negated = false;
    for (let i = n.at + 1; i <= n.at + NEGATION_REACH; i++) {
      if (i >= sentence.tokens.length || sentence.clauseOf[i] !== sentence.clauseOf[n.at]) {
        // "not at all, whatever people say, blind": a break before the "not" has met a word it could deny may open a parenthesis it reaches across.
        reached = negated || i >= sentence.tokens.length ? 'end' : 'reach';
        break;
      }
      negated ||= sentence.stemAt.includes(i) || /\d/.test(sentence.tokens[i]!);
      if (bears(i)) {
        reached = 'claim';
        break;
      }
    }
    if (reached === 'claim') particles++;
    else if (reached === 'reach') unclear = true;
  }
  return { count: particles + judgements, unclear: unclear || (judgements > 0 && particles > 0) };
}

/** "invisible" and "visible": a word and its opposite made with a negative prefix, so "not visible" says "invisible". */
const complementary = (a: string, b: string) => [a, b].some((x, i) => /^(?:un|in|im|il|ir|non|dis)-?/.test(x) && x.replace(/^(?:un|in|im|il|ir|non|dis)-?/, '') === [a, b][1 - i]);

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

function swappedInTurn(claim: ReadClaim, sentence: ReadText, counted: readonly string[]): string | null {
  const turned = nameLast(claim);
  return turned && swappedName(turned, sentence, counted);
}

function clauseStance(claim: ReadClaim, text: string): SentenceStance {
  const sentence = readText(text);
  const content = [...new Set(claim.stems)];
  if (!content.length) return { stance: 'related', relevance: 0, why: '' };
  const counted = countedStems(claim, sentence);
  // The words that measure a figure are compared as themselves: "degrees" is no "level" of the sea.
  const words = counted.slice(0, counted.length - sentence.measured.length);
  const says = (stem: string) => has(counted, stem) || (claim.equivalents.get(stem) ?? []).some((e) => has(words, e));
  const missing = content.filter((s) => !says(s));
  const flipped = missing.find((m) => claim.opposites.get(m)?.some((o) => has(sentence.stems, o)));
  // An opposite in a claim word's place is about the claim as much as the word itself.
  const relevance = (content.length - missing.length + (flipped ? 1 : 0)) / content.length;
  const related = (why = ''): SentenceStance => ({ stance: 'related', relevance, why });
  // Half the claim's words, and at least two of them when it has two: a sentence about something else is no evidence.
  if (relevance < 0.5 || relevance * content.length < Math.min(2, content.length)) return related();

  const negation = bearingNegations(claim, sentence);
  if (negation.unclear) return related('a negation whose reach is unclear');
  const denies = negation.count % 2 !== claim.negations % 2;
  const hearsay = HEARSAY.test(text) && !denies;

  let numbersAgree = true;
  let numberClash: string | null = null;
  for (const q of claim.quantities) {
    const sameMeasure = q.unit ? sentence.quantities.filter((s) => sameUnit(s.unit, q.unit)) : sentence.quantities;
    if (sameMeasure.some((s) => sameNumber(q.value, s.value, q.unit))) continue;
    numbersAgree = false;
    if (sameMeasure.length && q.unit) numberClash = `${sameMeasure[0]!.value} ${q.unit === 'year' ? '' : sentence.tokens[sameMeasure[0]!.at + 1] ?? ''}`.trim();
  }

  const swapped = flipped ? null : (swappedName(claim, sentence, counted) ?? swappedInTurn(claim, sentence, counted));
  const flips = (flipped ? 1 : 0) + (denies ? 1 : 0);
  if (hearsay) return related('reports a belief');
  if (numberClash && !denies && missing.length <= 1) return { stance: 'refutes', relevance, why: `gives ${numberClash}` };
  if (swapped && !denies && numbersAgree) return { stance: 'refutes', relevance, why: `names ${swapped} instead` };
  if (flips % 2 === 1 && numbersAgree && missing.length <= (flipped ? 1 : 0) + Math.floor(content.length / 4)) {
    return { stance: 'refutes', relevance, why: flipped ? `says ${claim.opposites.get(flipped)![0]} for ${flipped}` : 'denies it' };
  }
  // Support needs every content word outside asides: the one left out is often the one the claim is about ("smallest").
  const unsaid = content.filter((st) => !says(st));
  if (flips === 0 && numbersAgree && unsaid.length === 0) {
    return { stance: 'supports', relevance, why: claim.quantities.length ? 'gives the same figures' : 'states it' };
  }
  // "not visible" for "invisible": the opposite, denied, when the two are one word and its negative-prefixed form.
  if (flips === 2 && numbersAgree && unsaid.length === 1 && unsaid[0] === flipped && claim.opposites.get(flipped)!.some((o) => has(counted, o) && complementary(o, flipped))) {
    return { stance: 'supports', relevance, why: `says not ${claim.opposites.get(flipped)![0]}` };
  }
  return related();
}
