/**
 * The WordNet service over the database files as shipped (index.*, data.*, index.sense): index and data
 * lines are found by binary search and byte offset, so construction reads nothing and lookups keep only small
 * bounded caches. The word list for typo repair and anagrams is built on first use.
 */
import { join } from 'node:path';
import { FILE_SUFFIX, indexOffsets, lookupKey, parseDataLine, senseTagCount, shownWord } from './data-line.js';
import type { ExceptionLists } from './exceptions.js';
import { readGlosses, type Gloss } from './gloss-list.js';
import { morphy } from './morphy.js';
import { antonymsOf, broaderOf, kindOf, narrowerOf, synonymsOf } from './relations.js';
import { SortedLines } from './sorted-lines.js';
import { WordList } from './word-list.js';
import { PARTS_OF_SPEECH, type KindPath, type Lemma, type Pos, type RelatedWord, type Sense, type Suggestion, type Synset, type Wordnet } from './wordnet.js';

/** Sense-key type digit → part of speech (5 is an adjective satellite). */
const SENSE_KEY_POS: Record<string, Pos> = { '1': 'noun', '2': 'verb', '3': 'adjective', '4': 'adverb', '5': 'adjective' };

/** A map that forgets everything when full: lookups repeat within one question, rarely across many. */
class Bounded<K, V> extends Map<K, V> {
  constructor(private readonly cap: number) {
    super();
  }
  remember(key: K, value: V): V {
    if (this.size >= this.cap) this.clear();
    this.set(key, value);
    return value;
  }
}

export interface WordnetFilesOptions {
  /** Folder holding index.noun, data.noun, …, index.sense. */
  dir: string;
  exceptions: ExceptionLists;
  /** What answers cite, e.g. "WordNet 3.1". */
  source: string;
}

export class WordnetFiles implements Wordnet {
  readonly source: string;
  private readonly index: Record<Pos, SortedLines>;
  private readonly data: Record<Pos, SortedLines>;
  private readonly senseIndex: SortedLines;
  private readonly indexLines = new Bounded<string, string | null>(20_000);
  private readonly synsets = new Bounded<string, Synset>(5_000);
  private readonly senseIndexLines = new Bounded<string, string[]>(5_000);
  private words: WordList | undefined;
  private glossList: readonly Gloss[] | undefined;

  constructor(private readonly options: WordnetFilesOptions) {
    this.source = options.source;
    const file = (kind: string, pos: Pos) => new SortedLines(join(options.dir, `${kind}.${FILE_SUFFIX[pos]}`));
    this.index = Object.fromEntries(PARTS_OF_SPEECH.map((p) => [p, file('index', p)])) as Record<Pos, SortedLines>;
    this.data = Object.fromEntries(PARTS_OF_SPEECH.map((p) => [p, file('data', p)])) as Record<Pos, SortedLines>;
    this.senseIndex = new SortedLines(join(options.dir, 'index.sense'));
  }

  lemmas(word: string, pos?: Pos): Lemma[] {
    const key = lookupKey(word);
    if (!key) return [];
    const src = { has: (k: string, p: Pos) => this.indexLine(k, p) !== null, exceptions: (w: string, p: Pos) => this.options.exceptions.baseForms(w, p) };
    return (pos ? [pos] : PARTS_OF_SPEECH).flatMap((p) => morphy(key, p, src).map((k) => ({ lemma: shownWord(k), pos: p })));
  }

  senses(word: string, pos?: Pos): Sense[] {
    return this.lemmas(word, pos).flatMap(({ lemma, pos: p }) => {
      const line = this.indexLine(lookupKey(lemma), p);
      return (line ? indexOffsets(line) : []).map((offset, i) => {
        const synset = this.synset(p, offset);
        const shown = synset.words.find((w) => w.toLowerCase() === lemma) ?? lemma;
        return { lemma: shown, pos: p, number: i + 1, synset };
      });
    });
  }

  synset(pos: Pos, offset: number): Synset {
    const id = `${pos}:${offset}`;
    return this.synsets.get(id) ?? this.synsets.remember(id, parseDataLine(this.data[pos].lineAt(offset)));
  }

  synonyms(word: string, pos?: Pos): RelatedWord[] {
    return synonymsOf(this, word, pos);
  }

  antonyms(word: string, pos?: Pos): RelatedWord[] {
    return antonymsOf(this, word, pos);
  }

  broader(sense: Sense): Synset[] {
    return broaderOf(this, sense.synset);
  }

  narrower(sense: Sense): Synset[] {
    return narrowerOf(this, sense.synset);
  }

  kindOf(word: string, category: string): KindPath | null {
    return kindOf(this, word, category);
  }

  frequency(lemma: string, pos?: Pos): number {
    const key = lookupKey(lemma);
    return this.senseLines(key)
      .filter((line) => !pos || SENSE_KEY_POS[line.charAt(key.length + 1)] === pos)
      .reduce((n, line) => n + senseTagCount(line), 0);
  }

  usage(lemma: string, synset: Synset): number {
    const key = lookupKey(lemma);
    const offset = String(synset.offset).padStart(8, '0');
    const line = this.senseLines(key).find((l) => SENSE_KEY_POS[l.charAt(key.length + 1)] === synset.pos && l.split(' ')[1] === offset);
    return line ? senseTagCount(line) : 0;
  }

  knows(word: string): boolean {
    return this.lemmas(word).length > 0;
  }

  suggestions(word: string, limit = 5, maxEdits?: number): Suggestion[] {
    return this.wordList().nearest(lookupKey(word), limit, maxEdits);
  }

  anagrams(word: string): string[] {
    return this.wordList().anagrams(lookupKey(word));
  }

  irregularForms(lemma: string, pos: Pos): string[] {
    return this.options.exceptions.inflectedForms(lookupKey(lemma), pos).map(shownWord);
  }

  glosses(): readonly Gloss[] {
    return (this.glossList ??= readGlosses(this.options.dir));
  }

  private indexLine(key: string, pos: Pos): string | null {
    const id = `${pos}:${key}`;
    const cached = this.indexLines.get(id);
    return cached !== undefined ? cached : this.indexLines.remember(id, this.index[pos].find(key));
  }

  /** index.sense lines of one lemma (`lemma%…`), which carry each sense's tag count. */
  private senseLines(key: string): string[] {
    if (!key) return [];
    return this.senseIndexLines.get(key) ?? this.senseIndexLines.remember(key, this.senseIndex.withPrefix(`${key}%`));
  }

  private wordList(): WordList {
    return (this.words ??= WordList.fromSenseIndex(join(this.options.dir, 'index.sense')));
  }
}
