/** "What does 'X' mean?": the commonest sense first, then the others by part of speech, with examples. */
import { closedClasses } from '../../src/lexicon/closed-class.js';
import type { Sense, Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import type { Resolved } from './headword.js';
import { article, gloss, listing, quote, quoted, repairNote, senseName } from './reply.js';
import { senseGroups } from './senses.js';

const PER_GROUP = 3;
const MOST = 8;

export function senseLine(s: Sense): string {
  const example = s.synset.examples[0];
  return `- ${senseName(s)}: ${gloss(s.synset)}${example ? ` (e.g. "${example}")` : ''}`;
}

/** "'geese' (a form of the noun 'goose')" or "'ephemeral' (adjective)". */
function headOf(word: string, lemma: string, pos: string): string {
  // "sus" asked, the name "Sus" (a genus) listed first: said so, since the word asked may be another one.
  if (lemma.toLowerCase() === word.toLowerCase() && lemma !== word && word === word.toLowerCase() && /^\p{Lu}/u.test(lemma)) {
    return `${quote(word)} is listed as the name ${quote(lemma)}, which (${pos})`;
  }
  return lemma.toLowerCase() === word.toLowerCase() ? `${quote(word)} (${pos})` : `${quote(word)} (a form of the ${pos} ${quote(lemma)})`;
}

/** Function words ("it", "although") are named as such first: WordNet's entries for them are rare senses. */
function functionWord(wn: Wordnet, r: Resolved, hasSenses: boolean): string[] {
  const closed = r.pos ? [] : closedClasses(r.word);
  if (!closed.length) return [];
  const kinds = listing(closed.map((c) => `${article(c.class)} (${c.kind})`), 'or');
  const rest = hasSenses ? `${wn.source} lists it only in these other senses:` : `${wn.source} lists only nouns, verbs, adjectives and adverbs, so it gives no definition.`;
  return [`${quote(r.word)} is a function word: ${kinds}. ${rest}`];
}

export function define(wn: Wordnet, r: Resolved): Answer | Decline {
  const groups = senseGroups(wn, r.word, r.pos, true);
  const functional = functionWord(wn, r, groups.length > 0);
  const closedCanonical = (r.pos ? [] : closedClasses(r.word)).map((c) => `definition:${r.word.toLowerCase()}:${c.class}`);
  if (!groups.length) {
    if (!functional.length) return decline(`${wn.source} has no ${r.pos ?? 'entry'} for ${quote(r.word)}`);
    return quoted(wn, functional, closedCanonical, repairNote(r));
  }
  const first = groups[0];
  const lines = functional.length
    ? [...functional, '']
    : [`${headOf(r.word, first.lemma, first.pos)} means: ${gloss(first.senses[0].synset)}.`, '', `Senses in ${wn.source}:`];
  let shown = 0;
  for (const g of groups) {
    if (shown >= MOST) break;
    // Senses already say their part of speech; a header is needed only for a base form ("goose" for "geese").
    if (g.lemma.toLowerCase() !== r.word.toLowerCase()) lines.push(`${g.lemma} (${g.pos}):`);
    for (const s of g.senses.slice(0, Math.min(PER_GROUP, MOST - shown))) {
      lines.push(senseLine(s));
      shown++;
    }
  }
  const total = groups.reduce((n, g) => n + g.senses.length, 0);
  if (total > shown) lines.push(`(${total - shown} more ${total - shown === 1 ? 'sense' : 'senses'} in ${wn.source}.)`);
  const canonical = [...closedCanonical, ...groups.map((g) => `definition:${g.lemma.toLowerCase()}:${g.pos}`)];
  return quoted(wn, lines, canonical, repairNote(r));
}
