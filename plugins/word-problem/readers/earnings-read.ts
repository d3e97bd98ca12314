/**
 * Shared reading for the earnings readers: a story read into sentences with numbered amounts, the question split off
 * (with a leading "If ..., " condition kept as one more statement), and phrases consumed rule by rule so that every
 * number must be taken by some phrase.
 */
import type Fraction from 'fraction.js';
import { readStory, type Story } from '../story-text.js';

/** Capitalised words opening a request ("Please", "Hi") are not people. */
const REQUEST_WORDS = /^(?:can|could|please|pls|plz|hi|hello|hey|quick|question|help|solve|thanks|thank|ok|okay|here|hw|homework|problem)$/;
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
