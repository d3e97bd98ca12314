/**
 * The shared front end: one call gives a solver the request read every way it may need. Cheap (a few
 * regular expressions per sentence, no tagger) so every claim and answer can afford it.
 */
import { questionFocus, type Focus } from './focus.js';
import { normalizeText } from './normalize.js';
import { wordsToDigits } from './number-words.js';
import { findQuantities, type Quantity } from './quantities.js';
import { setAside } from './set-aside.js';
import { splitSentences, type Sentence } from './sentences.js';
import { BASE_WORDS, repairCaveat, repairTypos, Vocabulary, type Repair } from './typos.js';

export interface Reading {
  /** The request as sent. */
  raw: string;
  /** Symbols unified (normalizeText), nothing removed. */
  normalized: string;
  /** Preambles, politeness and sign-offs set aside, typos repaired; number words as written. */
  core: string;
  /** What was set aside, in order. */
  setAside: string[];
  repairs: Repair[];
  /** `core` with number words as digits ("(3/4)", "150th"): what most readers parse. */
  text: string;
  sentences: Sentence[];
  /** The last sentence that asks something (or the last sentence), or null for an empty request. */
  question: Sentence | null;
  focus: Focus;
  quantities: Quantity[];
  /** Says what was read differently from what was written ("read 'Cnvert' as 'convert'"). */
  caveat?: string;
}

export interface ReadOptions {
  /** Words the solver knows (unit names, operation words); typos are repaired toward these and the base words. */
  vocabulary?: Vocabulary;
}

const BASE = new Vocabulary(BASE_WORDS);

/** Builds a vocabulary of the base words plus a solver's own (build once, at module load). */
export function vocabularyOf(words: Iterable<string>): Vocabulary {
  return new Vocabulary([...BASE_WORDS, ...words]);
}

export function readRequest(raw: string, options: ReadOptions = {}): Reading {
  const normalized = normalizeText(raw);
  const aside = setAside(normalized);
  const { text: core, repairs } = repairTypos(aside.core, options.vocabulary ?? BASE);
  const text = wordsToDigits(core.replace(/\n/g, ' \n ')).replace(/ ?\n ?/g, '\n');
  const sentences = splitSentences(text);
  const question = [...sentences].reverse().find((s) => s.question) ?? sentences.at(-1) ?? null;
  // Instructions after the question ("Just the quotient.", "Round to 2 dp.") belong to its focus.
  const asked = question ? text.slice(question.start) : '';
  const reading: Reading = {
    raw,
    normalized,
    core,
    setAside: aside.removed,
    repairs,
    text,
    sentences,
    question,
    focus: questionFocus(asked),
    quantities: findQuantities(text),
  };
  const caveat = repairCaveat(repairs);
  if (caveat) reading.caveat = caveat;
  return reading;
}
