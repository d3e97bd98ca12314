/**
 * Every synset's definition, for finding a word from a description ("someone who loves books" →
 * "bibliophile"). Built on first use from the four data files (one pass over about 30 MB); kept as one short
 * record per synset, the definition lower-cased.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_SUFFIX, parseGloss } from './data-line.js';
import { PARTS_OF_SPEECH, type Pos } from './wordnet.js';

export interface Gloss {
  pos: Pos;
  offset: number;
  /** The definition part of the gloss, lower-cased. */
  definition: string;
}

export function readGlosses(dir: string): Gloss[] {
  const out: Gloss[] = [];
  for (const pos of PARTS_OF_SPEECH) {
    const text = readFileSync(join(dir, `data.${FILE_SUFFIX[pos]}`), 'latin1');
    for (const line of text.split('\n')) {
      // The licence at the top of each file is indented; data lines start with their offset.
      if (!/^\d/.test(line)) continue;
      const bar = line.indexOf(' | ');
      if (bar < 0) continue;
      out.push({ pos, offset: Number(line.slice(0, line.indexOf(' '))), definition: parseGloss(line.slice(bar + 3).trim()).definition.toLowerCase() });
    }
  }
  return out;
}
