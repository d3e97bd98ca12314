/**
 * The text of a simple story as the simple readers see it: preamble dropped ("Q:", "Please solve:", "Hi!"), number
 * words as digits, lower case, split into statements and the question; and noun phrases compared by head and
 * describing words, so that "salty cookies" and "sweet cookies" are told apart while "cookies" covers both.
 */
import Fraction from 'fraction.js';
import { wordsToDigits } from '../../../src/plugin-api.js';
import { plural, singular } from '../story-text.js';

export interface SimpleText {
  /** Statements, lower case, with numbers as digits; the question's "if ..." part is the last statement. */
  statements: string[];
  /** The question, lower case, without its "?". */
  question: string;
  /** Capitalised words that are names, lower case. */
  names: string[];
}

/** Greetings and requests before the story: "Q:", "Please solve:", "Hey, can you help?". */
const PREAMBLE = /^\s*(?:(?:q|question|problem|task)\s*\d*\s*[:.)-]|(?:hi|hello|hey)\b[^.!?:]*[.!?:]|(?:please|kindly|can you|could you)?\s*(?:solve|help|answer|work out)\b(?: (?:this|me|the following|please))*\s*(?:[.!:]|\?)|please\s*[:,])\s*/i;

const NOT_NAMES = new Set(
  'the a an if how what when where which who why he she they it his her their its there this that these those each every in on at for of by to from after before during last next yesterday today tomorrow then so but and or also one some all both mr mrs ms dr miss monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december i we you my our your is are was were after assume given suppose calculate find now at first later finally please grandma grandpa mom dad mother father'.split(
    ' ',
  ),
);

export function simpleText(raw: string): SimpleText | null {
  let text = raw.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) text = text.replace(PREAMBLE, '');
  // "Quick one:", "Homework:", "Math question:": a label of a few words before a colon.
  text = text.replace(/^(?:[A-Za-z]+ ){0,3}[A-Za-z]+\s*:\s+(?=[A-Z])/, '');
  // Sign-offs after the question: "thanks!", "thx".
  text = text.replace(/(\?)\s*(?:thanks|thank you|thx|ty|cheers|many thanks)(?: (?:so much|a lot|in advance))?\s*[.!]*\s*$/i, '$1');
  text = wordsToDigits(text)
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\b(?:mr|mrs|ms|dr)\.\s/gi, (m) => m.replace('.', ''));
  const names: string[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z'])([A-Z][a-z]+)(?![a-z])/g)) {
    const w = m[1].toLowerCase();
    if (!NOT_NAMES.has(w) && !names.includes(w)) names.push(w);
  }
  const sentences = text
    .toLowerCase()
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const last = sentences.pop();
  if (!last || !last.endsWith('?') || sentences.some((s) => s.endsWith('?'))) return null;
  const statements = sentences.map((s) => s.replace(/[.!]+$/, '').trim());
  let question = last.replace(/\?+$/, '').trim();
  const cond = /^(?:if|when|suppose|given that) (.+?), (how (?:many|much) .+)$/.exec(question);
  if (cond) {
    statements.push(cond[1]);
    question = cond[2];
  }
  const lead = /^(.+?), (how (?:many|much) .+)$/.exec(question);
  if (lead && /\d/.test(lead[1])) {
    statements.push(lead[1]);
    question = lead[2];
  }
  return { statements, question, names };
}

/** A counted thing: its head word in the singular and the words describing it ("salty cookies": cookie, [salty]). */
export interface Noun {
  head: string;
  describe: string[];
  /** As written, for the reply. */
  said: string;
}

/** Words for kinds of things that take in other kinds: a count of "toys" may be of the "toy cars". */
const CATEGORY = new Set('toy animal child kid person people thing item fruit pet object vegetable snack treat sweet creature bird insect vehicle flower tree plant student pupil'.split(' '));

export function nounOf(words: readonly string[]): Noun | null {
  if (!words.length || words.length > 3) return null;
  const head = singular(words[words.length - 1]);
  if (!/^[a-z]+$/.test(head)) return null;
  return { head, describe: words.slice(0, -1), said: words.join(' ') };
}

/** How a quantity's noun stands to the asked one: the same things, clearly other things, or maybe some of them. */
export function relation(asked: Noun, q: Noun): 'same' | 'other' | 'unsure' {
  if (q.head !== asked.head) {
    // "3 children left" when boys are asked, "6 toys" when toy cars are: some of them may be the asked ones.
    if (CATEGORY.has(q.head) || CATEGORY.has(asked.head)) return 'unsure';
    // "goals this season" beside "goals": a describing word may be the other's head, in either number.
    if (q.describe.map(singular).includes(asked.head) || asked.describe.map(singular).includes(q.head)) return 'unsure';
    return 'other';
  }
  if (asked.describe.every((w) => q.describe.includes(w))) return 'same';
  // "green apples" beside asked "red apples": another kind only when both say one kind of the same sort.
  if (q.describe.length === asked.describe.length && q.describe.length > 0 && !q.describe.some((w) => asked.describe.includes(w))) return 'other';
  return 'unsure';
}

/** A whole count from digits, or null ("12.5", "1/2" are not counts). */
export function countOf(token: string): Fraction | null {
  return /^\d+$/.test(token) ? new Fraction(token) : null;
}

/** "30 boys", "1 apple": the count with its noun as the story wrote it, plural or singular as the count needs. */
export function withNoun(n: Fraction, noun: Noun): string {
  const words = noun.said.split(' ');
  const head = words[words.length - 1];
  words[words.length - 1] = n.equals(1) ? singular(head) : plural(head);
  return `${n.toString()} ${words.join(' ')}`;
}

