/** Parses WordNet's data and index lines (wndb(5WN) format); pure functions of the text. */
import type { Pointer, Pos, Synset } from './wordnet.js';

const POS_OF_CHAR: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adjective', s: 'adjective', r: 'adverb' };
export const FILE_SUFFIX: Record<Pos, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };

export function posOfChar(c: string): Pos {
  const pos = POS_OF_CHAR[c];
  if (!pos) throw new Error(`unknown WordNet part of speech "${c}"`);
  return pos;
}

/** A lemma as shown: WordNet's underscores are spaces. */
export function shownWord(raw: string): string {
  return raw.replace(/\([a-z]+\)$/, '').replace(/_/g, ' ');
}

/** The form a lemma is looked up by: lower case, underscores for spaces. */
export function lookupKey(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, '_');
}

/** `offset lex_filenum ss_type w_cnt word lex_id … p_cnt pointers… [frames] | gloss` */
export function parseDataLine(line: string): Synset {
  const bar = line.indexOf(' | ');
  const head = (bar < 0 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  const offset = Number(head[0]);
  const ssType = head[2];
  const wordCount = parseInt(head[3], 16);
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) words.push(shownWord(head[i]));
  const pointerCount = Number(head[i++]);
  const pointers: Pointer[] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const st = head[i + 3];
    pointers.push({
      symbol: head[i],
      offset: Number(head[i + 1]),
      pos: posOfChar(head[i + 2]),
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2, 4), 16),
    });
  }
  const { definition, examples } = parseGloss(gloss);
  return { pos: posOfChar(ssType), offset, satellite: ssType === 's', words, definition, examples, pointers };
}

/** The definition is what precedes the first quoted example; examples are the quoted parts. */
export function parseGloss(gloss: string): { definition: string; examples: string[] } {
  const quote = gloss.indexOf('"');
  const definition = (quote < 0 ? gloss : gloss.slice(0, quote)).replace(/[;\s]+$/, '').trim();
  const examples = quote < 0 ? [] : [...gloss.slice(quote).matchAll(/"([^"]+)"/g)].map((m) => m[1].trim()).filter(Boolean);
  return { definition, examples };
}

/** `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…`: the offsets, in sense order. */
export function indexOffsets(line: string): number[] {
  const f = line.trim().split(' ');
  const pointerCount = Number(f[3]);
  const senseCount = Number(f[4 + pointerCount]);
  return f.slice(6 + pointerCount, 6 + pointerCount + senseCount).map(Number);
}

/** `lemma%ss_type:lex_filenum:lex_id:head_word:head_id synset_offset sense_number tag_cnt`: its tag count. */
export function senseTagCount(line: string): number {
  const f = line.trim().split(' ');
  return Number(f[3]) || 0;
}
