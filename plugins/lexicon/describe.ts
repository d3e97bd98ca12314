/**
 * "What is a word for someone who loves books?", "What do you call a fear of spiders?": the WordNet senses whose
 * definition says everything the description says (every content word, and its negation if it has one), and
 * not much more (the description's words are at least half of the definition's). A description of one
 * word ("a word for happy") is a synonym question.
 */
import { isStopword } from '../../src/core/text/search-terms.js';
import type { Gloss } from '../../src/lexicon/gloss-list.js';
import type { Pos, Synset, Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import { listing, quote, quoted } from './reply.js';

/** "someone who", "a person that": the word asked for names a person. */
const PERSON = /^(?:someone|somebody|a\s+person|person|people|one|an?\s+individual|a\s+man|a\s+woman)\s+(?:who|that|whom|whose)\s+/i;
const PERSON_GLOSS = /^(?:\([^)]*\)\s*)?(?:an?\s+)?(?:[a-z-]+\s+)?(?:someone|somebody|person|one|individual|people)\b/;
/** "something that", "a thing which": no restriction, the words say what it is. */
const THING = /^(?:something|a\s+thing|an?\s+object)\s+(?:that|which)\s+/i;
const NEGATION = /\b(?:not|no|never|cannot|can't|unable|without|lacks?|lacking|n't)\b|n't\b/i;
/** Words of a description that say nothing a definition must repeat. */
const EMPTY = new Set(['someone', 'somebody', 'person', 'people', 'one', 'thing', 'something', 'word', 'lot', 'really', 'always', 'usually', 'often', 'certain', 'kind', 'sort', 'type', 'unable', 'cannot', 'cant', 'dont', 'doesnt', 'never', 'able']);
const MIN_COVERAGE = 0.5;
const SHOWN = 4;

const stemOf = (w: string) => {
  const s = w.toLowerCase().replace(/'s$/, '');
  if (s.length <= 3) return s;
  if (/ies$/.test(s)) return `${s.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(s)) return s;
  return s.replace(/(?:es|s|ing|ed|er)$/, '').replace(/(.)\1$/, '$1') || s;
};
/** One word in two forms ("loves", "loving"); "crow" is no "crowd". */
const sameStem = (a: string, b: string) => a === b || `${a}e` === b || `${b}e` === a;
const contentWords = (text: string) =>
  (text.toLowerCase().replace(/\([^)]*\)/g, ' ').match(/[a-z]+(?:'[a-z]+)?/g) ?? []).map((w) => w.replace(/'/g, '')).filter((w) => w.length > 1 && !isStopword(w) && !EMPTY.has(w));

export interface Description {
  words: string[];
  negated: boolean;
  person: boolean;
  /** The parts of speech a definition may have: "to make worse" is a verb's, "a group of crows" a noun's. */
  pos: readonly Pos[];
}

export function readDescription(text: string): Description | null {
  let d = text.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/[?.!]+$/, '').trim();
  const person = PERSON.test(d);
  const pos: Pos[] = /^to\s/i.test(d) ? ['verb'] : /\b(?:way|manner)$/i.test(d) ? ['adverb'] : ['noun', 'adjective'];
  d = d.replace(PERSON, '').replace(THING, '');
  const words = [...new Set(contentWords(d).map(stemOf))];
  if (!words.length || words.length > 6) return null;
  return { words, negated: NEGATION.test(d), person, pos };
}

interface Match {
  gloss: Gloss;
  coverage: number;
}

function matches(d: Description, g: Gloss): Match | null {
  if (!d.pos.includes(g.pos)) return null;
  // Cheap first: every word's first letters appear somewhere in the definition.
  if (!d.words.every((w) => g.definition.includes(w.slice(0, Math.min(4, w.length))))) return null;
  if (d.person && !PERSON_GLOSS.test(g.definition)) return null;
  if (d.negated !== NEGATION.test(g.definition)) return null;
  const own = [...new Set(contentWords(g.definition).map(stemOf))];
  if (!d.words.every((w) => own.some((o) => sameStem(o, w)))) return null;
  const coverage = d.words.length / Math.max(own.length, d.words.length);
  return coverage >= MIN_COVERAGE ? { gloss: g, coverage } : null;
}

export function describedWords(wn: Wordnet, d: Description): { synset: Synset; coverage: number }[] {
  const found: Match[] = [];
  for (const g of wn.glosses()) {
    const m = matches(d, g);
    if (m) found.push(m);
  }
  const rated = found.map((m) => {
    const synset = wn.synset(m.gloss.pos, m.gloss.offset);
    return { synset, coverage: m.coverage, use: Math.max(0, ...synset.words.map((w) => wn.usage(w, synset))) };
  });
  return rated.sort((a, b) => b.coverage - a.coverage || b.use - a.use).map(({ synset, coverage }) => ({ synset, coverage }));
}

export function describeAnswer(wn: Wordnet, region: string): Answer | Decline {
  const description = region.trim().replace(/[?.!]+$/, '').trim();
  const d = readDescription(description);
  if (!d) return decline(`no description to find a word for was read in ${quote(description)}`);
  const found = describedWords(wn, d);
  if (!found.length) return decline(`no definition in ${wn.source} says ${quote(description)} closely enough to name a word for it`);
  const [top, ...rest] = found;
  const head = top.synset.words[0];
  const also = top.synset.words.slice(1);
  const lines = [`A word for ${quote(description)} is ${quote(head)} (${top.synset.pos}: ${top.synset.definition}).`];
  if (also.length) lines.push(`Other words in that sense: ${listing(also.map(quote))}.`);
  if (rest.length) {
    lines.push('', `Other senses whose definition says it, from ${wn.source}:`);
    for (const r of rest.slice(0, SHOWN)) lines.push(`- ${r.synset.words.slice(0, 3).join(', ')} (${r.synset.pos}): ${r.synset.definition}`);
  }
  const key = description.toLowerCase();
  const canonical = [top, ...rest.slice(0, SHOWN)].flatMap((r) => r.synset.words.map((w) => `describe:${key}:${w.toLowerCase()}`));
  return quoted(wn, lines, canonical, 'Found by matching the description against the definitions; the word is a lead, not checked.');
}
