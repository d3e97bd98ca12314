/** Relations between senses, read from WordNet's pointers: synonyms, antonyms, broader and narrower terms. */
import type { KindPath, Pointer, Pos, RelatedWord, Sense, Synset } from './wordnet.js';

/** The part of the service relations are computed from. */
export interface SenseSource {
  senses(word: string, pos?: Pos): Sense[];
  synset(pos: Pos, offset: number): Synset;
}

const BROADER = new Set(['@', '@i']);
const NARROWER = new Set(['~', '~i']);
const SIMILAR = new Set(['&']);
const SEE_ALSO = new Set(['^']);
/** Broader-term chains in WordNet are at most about 20 synsets deep. */
const MAX_DEPTH = 30;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** 1-based position of the sense's lemma among its synset's members. */
function wordNumber(sense: Sense): number {
  return sense.synset.words.findIndex((w) => same(w, sense.lemma)) + 1;
}

function targets(wn: SenseSource, synset: Synset, symbols: Set<string>): Synset[] {
  return synset.pointers.filter((p) => symbols.has(p.symbol)).map((p) => wn.synset(p.pos, p.offset));
}

/** Adds each word once per sense, in order; never the asked word itself. */
function collect(out: RelatedWord[], from: Sense, synset: Synset, words: readonly string[], relation: RelatedWord['relation'], via?: string): void {
  for (const word of words) {
    if (same(word, from.lemma) || out.some((r) => r.from === from && same(r.word, word))) continue;
    out.push(via ? { word, relation, from, synset, via } : { word, relation, from, synset });
  }
}

export function synonymsOf(wn: SenseSource, word: string, pos?: Pos): RelatedWord[] {
  const senses = wn.senses(word, pos);
  const out: RelatedWord[] = [];
  for (const s of senses) collect(out, s, s.synset, s.synset.words, 'synonym');
  // Adjective clusters: a head's satellites and a satellite's head are near-synonyms ("happy": "blissful"),
  // the heads an adjective says to "see also" looser ones ("happy": "cheerful", "glad").
  for (const s of senses) {
    if (s.pos !== 'adjective') continue;
    for (const sim of targets(wn, s.synset, SIMILAR)) collect(out, s, sim, sim.words, 'similar');
    for (const see of targets(wn, s.synset, SEE_ALSO)) collect(out, s, see, see.words, 'see also');
  }
  return out;
}

function lexicalAntonyms(wn: SenseSource, synset: Synset, fromWord: number): { synset: Synset; words: string[] }[] {
  return synset.pointers
    .filter((p: Pointer) => p.symbol === '!' && (p.source === 0 || p.source === fromWord))
    .map((p) => {
      const t = wn.synset(p.pos, p.offset);
      // The paired word first ("big" ↔ "little"), then its synset mates, which are antonyms in meaning ("small").
      const paired = p.target > 0 ? t.words[p.target - 1] : undefined;
      return { synset: t, words: paired ? [paired, ...t.words.filter((w) => w !== paired)] : [...t.words] };
    });
}

export function antonymsOf(wn: SenseSource, word: string, pos?: Pos): RelatedWord[] {
  const senses = wn.senses(word, pos);
  const out: RelatedWord[] = [];
  for (const s of senses) for (const a of lexicalAntonyms(wn, s.synset, wordNumber(s))) collect(out, s, a.synset, a.words, 'antonym');
  // A synset mate's antonym is the word's in meaning: "temporary" shares a synset with "impermanent" ↔ "permanent".
  for (const s of senses) {
    s.synset.words.forEach((_, i) => {
      for (const a of lexicalAntonyms(wn, s.synset, i + 1)) collect(out, s, a.synset, a.words, 'antonym');
    });
  }
  // A satellite has no antonym of its own: "joyful" is similar to "joyous", whose antonym is "sorrowful".
  for (const s of senses) {
    if (!s.synset.satellite) continue;
    for (const head of targets(wn, s.synset, SIMILAR)) {
      head.words.forEach((h, i) => {
        for (const a of lexicalAntonyms(wn, head, i + 1)) collect(out, s, a.synset, a.words, 'indirect antonym', h);
      });
    }
  }
  return out;
}

export function broaderOf(wn: SenseSource, synset: Synset): Synset[] {
  return targets(wn, synset, BROADER);
}

export function narrowerOf(wn: SenseSource, synset: Synset): Synset[] {
  return targets(wn, synset, NARROWER);
}

/** Breadth first up the broader terms of each noun sense of `word`, so the chain found is a shortest one. */
export function kindOf(wn: SenseSource, word: string, category: string): KindPath | null {
  const goals = new Set(wn.senses(category, 'noun').map((s) => s.synset.offset));
  if (!goals.size) return null;
  for (const sense of wn.senses(word, 'noun')) {
    const from = new Map<number, Synset | null>([[sense.synset.offset, null]]);
    let frontier = [sense.synset];
    for (let depth = 0; frontier.length && depth < MAX_DEPTH; depth++) {
      const hit = frontier.find((s) => goals.has(s.offset));
      if (hit) return { sense, chain: chainTo(hit, from) };
      const next: Synset[] = [];
      for (const s of frontier) {
        for (const up of broaderOf(wn, s)) {
          if (from.has(up.offset)) continue;
          from.set(up.offset, s);
          next.push(up);
        }
      }
      frontier = next;
    }
  }
  return null;
}

function chainTo(hit: Synset, from: Map<number, Synset | null>): Synset[] {
  const chain: Synset[] = [];
  for (let s: Synset | null | undefined = hit; s; s = from.get(s.offset)) chain.unshift(s);
  return chain;
}
