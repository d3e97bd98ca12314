/**
 * The shared front end: one call gives a solver the request read every way it may need. Cheap (a few
 * regular expressions per sentence, no tagger) so every claim and answer can afford it.
 */
import { LRUCache } from 'lru-cache';
import { questionFocus, type Focus } from './focus.js';
import { normalizeText } from './normalize.js';
import { wordsToDigits } from './number-words.js';
import { findQuantities, type Quantity } from './quantities.js';
import { setAside } from './set-aside.js';
import { splitSentences, type Sentence } from './sentences.js';
import { BASE_WORDS, repairCaveat, repairTypos, Vocabulary, type Repair } from './typos.js';

/** Every field is computed once, on first use; treat a Reading as read-only (it may be shared between solvers). */
export interface Reading {
  /** The request as sent. */
  readonly raw: string;
  /** Symbols unified (normalizeText), nothing removed. */
  readonly normalized: string;
  /** Preambles, politeness and sign-offs set aside, typos repaired; number words as written. */
  readonly core: string;
  /** What was set aside, in order. */
  readonly setAside: string[];
  readonly repairs: Repair[];
  /** `core` with number words as digits ("(3/4)", "150th"): what most readers parse. */
  readonly text: string;
  readonly sentences: Sentence[];
  /** The last sentence that asks something (or the last sentence), or null for an empty request. */
  readonly question: Sentence | null;
  readonly focus: Focus;
  readonly quantities: Quantity[];
  /** Says what was read differently from what was written ("read 'Cnvert' as 'convert'"). */
  readonly caveat?: string;
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

/** Built on first use: a solver that reads only `core` does not pay for sentences, focus and quantities. */
class LazyReading implements Reading {
  readonly setAside: string[];
  readonly core: string;
  readonly repairs: Repair[];
  readonly caveat?: string;
  private cache: { text?: string; sentences?: Sentence[]; question?: Sentence | null; focus?: Focus; quantities?: Quantity[] } = {};

  constructor(
    readonly raw: string,
    readonly normalized: string,
    vocabulary: Vocabulary,
  ) {
    const aside = setAside(normalized);
    this.setAside = aside.removed;
    const repaired = repairTypos(aside.core, vocabulary);
    this.core = repaired.text;
    this.repairs = repaired.repairs;
    const caveat = repairCaveat(repaired.repairs);
    if (caveat) this.caveat = caveat;
  }

  get text(): string {
    return (this.cache.text ??= wordsToDigits(this.core));
  }

  get sentences(): Sentence[] {
    return (this.cache.sentences ??= splitSentences(this.text));
  }

  get question(): Sentence | null {
    if (this.cache.question === undefined) this.cache.question = [...this.sentences].reverse().find((s) => s.question) ?? this.sentences.at(-1) ?? null;
    return this.cache.question;
  }

  get focus(): Focus {
    // Instructions after the question ("Just the quotient.", "Round to 2 dp.") belong to its focus.
    return (this.cache.focus ??= questionFocus(this.question ? this.text.slice(this.question.start) : ''));
  }

  get quantities(): Quantity[] {
    return (this.cache.quantities ??= findQuantities(this.text));
  }

  toJSON() {
    const { raw, normalized, core, setAside, repairs, text, sentences, question, focus, quantities, caveat } = this;
    return { raw, normalized, core, setAside, repairs, text, sentences, question, focus, quantities, caveat };
  }
}

/** The last few requests read: a solver's claim and answer read the same text once. */
const recent = new LRUCache<string, { reading: LazyReading; vocabulary: Vocabulary }>({ max: 64 });

export function readRequest(raw: string, options: ReadOptions = {}): Reading {
  const vocabulary = options.vocabulary ?? BASE;
  const hit = recent.get(raw);
  if (hit && hit.vocabulary === vocabulary) return hit.reading;
  const reading = new LazyReading(raw, normalizeText(raw), vocabulary);
  recent.set(raw, { reading, vocabulary });
  return reading;
}
