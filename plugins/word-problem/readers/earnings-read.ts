/**
 * Shared reading for the earnings readers: a story read into sentences with numbered amounts, the question split off
 * (with a leading "If ..., " condition kept as one more statement), and phrases consumed rule by rule so that every
 * number must be taken by some phrase.
 */
import type Fraction from 'fraction.js';
import { nounPhrase, readStory, type Story } from '../story-text.js';

/** Capitalised words opening a request ("Please", "Hi") are not people. */
const REQUEST_WORDS = /^(?:can|could|please|pls|plz|hi|hello|hey|quick|question|help|solve|thanks|thank|ok|okay|here|hw|homework|problem)$/;
/** A sentence asking for help, with nothing of the story in it. */
const REQUEST = /^(?:(?:hi|hello|hey|ok|okay|so|please)\b[ ,!]*)*(?:(?:can|could|would) you (?:please )?(?:help(?: me)?|solve|answer)|help(?: me)?|please help(?: me)?)(?: (?:with|on|out with))?(?: (?:this|that|the following|my))?(?: one| question| problem| homework| math problem| word problem)?$/;
/** Words that open a sentence with a capital and are not names. */
const OPENERS = /^(?:anything|any|everything|every|all|overtime|however|because|since|during|currently|usually|normally|now|she|he|they|her|his|last|this|next|first|later|also|while|with|without|until|unless|once|twice|together|only|just|meanwhile|afterwards|finally|then|so|yet|still|regular|extra|sometimes|often|recently|lately|both|neither|either|most|many|several|some|no|not|what|how|who|it|its|on|at|in|for|from|by|to|of|as|there|here|each|weekly|daily|monthly|yearly|hourly|time|hours|work|working|pay|payday)$/;

export interface Told {
  story: Story;
  /** Statements, in order, each with the sentence it came from. */
  statements: { text: string; sentence: number }[];
  /** The question, without its condition, punctuation or a trailing "?". */
  question: string;
  people: string[];
}

/** The story, its statements and its question; null unless the last sentence asks something. */
export function tell(text: string): Told | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2) return null;
  // A person is named where one acts: opening a sentence or clause ("Mike has", "If Carol saves"), or owning ("Tom's").
  const acting = (p: string) =>
    new RegExp(`(?:^|[.!?:]\\s+|\\b(?:if|when|and|but|then|while|so|that|since|because)\\s+)${p}\\b|\\b${p}'s\\b`, 'i').test(text.replace(/[\u2018\u2019]/g, "'"));
  const people = story.people.filter((p) => !REQUEST_WORDS.test(p) && !OPENERS.test(p) && acting(p));
  const last = story.sentences.length - 1;
  const statements = story.sentences.slice(0, last).map((t, i) => ({ text: t, sentence: i }));
  // "quick one: Lena ...": a short lead-in before a colon, with no amount, is set aside.
  for (const s of statements) if (/^[^:\d$]{0,25}:/.test(story.original[s.sentence])) s.text = s.text.replace(/^[^:]{0,25}: ?/, '');
  // "hi, can you help with this one?": a request for help is no statement (its "one" is the problem, not a count).
  for (const s of statements) if (REQUEST.test(s.text.replace(/#(\d+)/g, (t, id: string) => (story.numbers[Number(id)].value.equals(1) && !story.numbers[Number(id)].money ? 'one' : t)))) s.text = '';
  let question = story.sentences[last];
  // "If she works 50 hours, how much does she make?": the condition is one more statement.
  const cond = /^(?:so |and |now )?if (.+?), ((?:how|what|calculate|find|determine|in how)\b.+)$/.exec(question);
  if (cond) {
    statements.push({ text: cond[1], sentence: last });
    question = cond[2];
  }
  // "How many weeks does she need if she saves $5 a week?": a condition after the question is one more statement.
  const after = /^((?:how|in how)\b.+?),? if (.+)$/.exec(question);
  if (after) {
    statements.push({ text: after[2].replace(/[?.!]+$/, ''), sentence: last });
    question = after[1];
  }
  question = question.replace(/[?.!]+$/, '').replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (!/\?\s*$/.test(story.original[last]) && !/^(?:calculate|find|determine|compute|work out)\b/.test(question)) return null;
  return { story, statements, question, people };
}

/** One phrase: its pattern and what it records; false leaves the text for later rules. */
export type Rule<C> = [RegExp, (m: RegExpExecArray, c: C) => boolean];

/** The text with each phrase the rules take replaced by " ; ", rule by rule, in order. */
export function consume<C>(text: string, rules: readonly Rule<C>[], c: C): string {
  let rest = text.replace(/,/g, ' ,').replace(/\s+/g, ' ').trim();
  for (const [re, take] of rules) {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    rest = rest.replace(g, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      return take(m, c) ? ' ; ' : args[0];
    });
    rest = rest.replace(/\s+/g, ' ').trim();
  }
  return rest;
}

/** The value of number token `#id` when it is money / a plain number. */
export const moneyAt = (story: Story, id: string | undefined): Fraction | null => {
  const n = id === undefined ? undefined : story.numbers[Number(id.replace('#', ''))];
  return n && n.money && !n.percent ? n.value : null;
};
export const numberAt = (story: Story, id: string | undefined): Fraction | null => {
  const n = id === undefined ? undefined : story.numbers[Number(id.replace('#', ''))];
  return n && !n.money && !n.percent ? n.value : null;
};

/** The key two phrases are matched by: the head in the singular ("packs of candy" → "pack of candy"). */
export const keyOf = (np: string) => nounPhrase(np.trim().split(' '));
/** "scarves" → "scarve" and "scarf", "smoothies" → "smoothy" and "smoothie" must meet: the plurals end alike. */
const norm = (key: string) =>
  key
    .split(' ')
    .map((w) => w.replace(/(?:ve|fe)$/, 'f').replace(/ie$/, 'y'))
    .join(' ');
/** "candy bar" and "bar", "bag of potatoes" and "potato": the same thing, one said more fully. */
export const sameThing = (x: string, y: string) => {
  const [a, b] = [norm(x), norm(y)];
  const of = (k: string) => (k.includes(' of ') ? norm(keyOf(k.split(' of ')[1])) : null);
  // "bag of popcorn" and "bag": the head said without what it holds.
  const head = (k: string, other: string) => k.includes(' of ') && !other.includes(' of ') && k.split(' of ')[0] === other;
  // "trays of cookies" and "cookie": a container and what is in it are counted apart (how many in a tray is another number).
  const held = (k: string, other: string) => CONTAINER.test(k) && !CONTAINER.test(other);
  if (held(a, b) || held(b, a)) return a === b || head(a, b) || head(b, a);
  return a === b || a.endsWith(` ${b}`) || b.endsWith(` ${a}`) || of(a) === singularOf(b) || of(b) === singularOf(a) || head(a, b) || head(b, a);
};
const CONTAINER = /^(?:tray|box|boxe|carton|crate|case|pack|packet|batch|batche|basket|bundle|jar|bucket|sack|bin|barrel|pallet) of /;
const singularOf = (x: string) => norm(keyOf(x));

/** A word, whole and not one of `stop` (a phrase never starts inside one: "of" is not "f"), and a noun phrase of up
 * to four such words with one "of" inside ("pairs of pants", "bars of chocolate"), captured. */
export function nounPatterns(stop: string): { word: string; np: string } {
  const word = `(?<![a-z'-])(?!(?:${stop})\\b)[a-z][a-z'-]*`;
  return { word, np: `(${word}(?: ${word}){0,3}(?: of ${word}(?: ${word})?)?)` };
}
