/** What the percent readers share: a value linear in one unknown, noun agreement, and the reply. */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import { readStory, singular, type Story } from '../story-text.js';

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

/** "Hi!", "Please help:", "Thanks": a sentence that says nothing about the story. */
export const isCourtesy = (sentence: string) => /^(?:hi|hello|hey|please help|help|thanks|thank you|quick question|homework)(?: there| me| please| with this(?: one)?)?[!.,:]*$/.test(sentence.trim());

export interface PercentStory {
  story: Story;
  /** Statements in order (the question's "if ..." parts last), each with its sentence index. */
  statements: { s: string; i: number }[];
  /** The question from its "how many/much", without the stop. */
  q: string;
}

/** A percent story split into statements and a "how many/much" question; null when it is not one. */
export function percentStory(text: string, wh: RegExp): PercentStory | null {
  if (!/%|percent|per cent/i.test(text)) return null;
  // "Mr. Sanchez": the title's stop does not end a sentence.
  const story = readStory(text.replace(/\b(Mr|Mrs|Ms|Dr|Prof)\./g, '$1'));
  if (!story || story.sentences.length < 2) return null;
  const qi = story.sentences.length - 1;
  if (!/\?\s*$/.test(story.original[qi])) return null;
  const last = story.sentences[qi];
  const at = last.search(wh);
  if (at < 0) return null;
  const statements = story.sentences.slice(0, qi).map((s, i) => ({ s, i })).filter(({ s }) => !isCourtesy(s));
  const before = last.slice(0, at).replace(/,\s*$/, '').trim();
  if (before) {
    // "40 percent of the students have glasses, how many ...": a statement before the question, with or without "if".
    if (!/^if /.test(before) && !/#\d/.test(before)) return null;
    statements.push({ s: before.replace(/^if /, ''), i: qi });
  }
  let q = last.slice(at).replace(/[?.!]+$/, '').trim();
  // "how many students do not have glasses if he has 60 students": the condition after the question.
  const cond = / if (.+)$/.exec(q);
  if (cond) {
    statements.push({ s: cond[1], i: qi });
    q = q.slice(0, cond.index);
  }
  return { story, statements, q };
}

/** Every statement (its opening setting cut) read by `clause`, whole or cut at `split` into clauses each read; false when one is not. */
export function readAll(statements: { s: string; i: number }[], split: RegExp, clause: (c: string, i: number) => boolean, opening: RegExp): boolean {
  for (const { s: said, i } of statements) {
    // "In the choir, ...", "Last week, ...": a setting before the statement, not a clause of it.
    const s = said.replace(opening, '');
    if (clause(s, i)) continue;
    const pieces = s.split(split);
    if (pieces.length < 2 || !pieces.every((p) => clause(p, i))) return false;
  }
  return true;
}
