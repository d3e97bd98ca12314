/**
 * Synonyms and antonyms: the first line gives the best one, the rest follow by sense. "Best" weighs how often
 * the tagged corpus used the asked word in that sense and the related word in its own synset, and how close
 * the relation is, so "happy" gets "cheerful" rather than a rare synset mate. When the best one belongs to a
 * less common sense, the first line says which.
 */
import { closedClasses } from '../../src/lexicon/closed-class.js';
import { editDistance } from '../../src/lexicon/edit-distance.js';
import type { Relation, RelatedWord, Sense, Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import type { Constraint } from './constraints.js';
import type { Resolved } from './headword.js';
import { gloss, quote, quoted, repairNote, senseName } from './reply.js';
import { senseGroups, writtenIsMinor } from './senses.js';

const SENSES_SHOWN = 6;
const WORDS_PER_SENSE = 10;
/** Listing order within a sense, and how each relation is labelled there. */
const RELATIONS: readonly [Relation, string, number][] = [
  ['synonym', '', 2],
  ['antonym', '', 2],
  ['similar', 'similar: ', 1],
  ['see also', 'related: ', 0.5],
  // Only first when there is no direct antonym at all.
  ['indirect antonym', 'indirect: ', 0.01],
];

/**
 * How good a first answer a related word makes: closeness of the relation × its use in that synset × the asked
 * word's use in the sense it comes from (weighed more, so the main sense wins) × how common the word is at all.
 */
function weight(wn: Wordnet, r: RelatedWord, spread: ReadonlyMap<string, number>): number {
  const closeness = RELATIONS.find(([rel]) => rel === r.relation)?.[2] ?? 0;
  // WordNet lists a lemma's commonest sense first, which counts when the corpus never tagged the word ("shy").
  const sense = Math.pow(wn.usage(r.from.lemma, r.from.synset) + (r.from.number === 1 ? 3 : 1), 1.5);
  // Antonyms of one sense keep WordNet's order, which lists the paired word first ("top": "bottom", then "side"),
  // except that an antonym opposing the word in more of its senses is the general opposite ("early": "late"
  // over "middle", which opposes it in two senses to late's four).
  if (r.relation === 'antonym' || r.relation === 'indirect antonym') return closeness * sense * (spread.get(r.word.toLowerCase()) ?? 1);
  return closeness * (wn.usage(r.word, r.synset) + 0.5) * sense * (1 + Math.log1p(wn.frequency(r.word)));
}

/**
 * The first line's word: from the senses of the word as written when it is a lemma itself ("bored", not
 * "bore"), and a single word rather than a phrase unless no sense as common has one ("adult female").
 */
function best(wn: Wordnet, word: string, related: readonly RelatedWord[]): RelatedWord {
  const written = writtenIsMinor(wn, word) ? [] : related.filter((r) => r.from.lemma.toLowerCase() === word.toLowerCase());
  const ranked = rank(wn, written.length ? written : related, spreadOf(related));
  const top = ranked[0];
  // A phrase asked about is answered with a phrase when that is its pair ("turn on": "turn off", not "cut").
  const single = /\s/.test(word) ? undefined : ranked.find((r) => !/\s/.test(r.word) && r.from.pos === top.from.pos && r.from.number <= top.from.number);
  const chosen = single ?? top;
  // A word of the same synset says the sense more exactly than a looser one near it ("ubiquitous": "omnipresent", not "present").
  if (chosen.relation === 'synonym') return chosen;
  return ranked.find((r) => r.relation === 'synonym' && r.from === chosen.from && !/\s/.test(r.word)) ?? chosen;
}

function described(r: RelatedWord): string {
  return r.relation === 'indirect antonym' ? `${r.word} (through ${quote(r.via ?? '')})` : r.word;
}

/** The senses shown (commonest part of speech first) and, for each, its related words, best first. */
function shownBySense(wn: Wordnet, word: string, related: readonly RelatedWord[]): [Sense, RelatedWord[]][] {
  const order = senseGroups(wn, word, undefined, !writtenIsMinor(wn, word)).flatMap((g) => g.senses.map((s) => s.synset));
  const senses: Sense[] = [];
  for (const r of related) if (!senses.includes(r.from)) senses.push(r.from);
  senses.sort((a, b) => order.indexOf(a.synset) - order.indexOf(b.synset));
  // A sense is shown only when it adds words: "close" once, then the senses whose antonym is "closed".
  const shown: [Sense, RelatedWord[]][] = [];
  const listed = new Set<string>();
  const spread = spreadOf(related);
  for (const s of senses) {
    if (shown.length === SENSES_SHOWN) break;
    const of = related.filter((r) => r.from === s);
    const words = RELATIONS.flatMap(([rel]) => rank(wn, of.filter((r) => r.relation === rel), spread).slice(0, WORDS_PER_SENSE));
    if (words.every((r) => listed.has(r.word.toLowerCase()))) continue;
    words.forEach((r) => listed.add(r.word.toLowerCase()));
    shown.push([s, words]);
  }
  return shown;
}

/** In how many of the asked word's senses each related word appears. */
function spreadOf(related: readonly RelatedWord[]): Map<string, number> {
  const senses = new Map<string, Set<Sense>>();
  for (const r of related) {
    const key = r.word.toLowerCase();
    senses.set(key, (senses.get(key) ?? new Set()).add(r.from));
  }
  return new Map([...senses].map(([k, v]) => [k, v.size]));
}

function rank(wn: Wordnet, related: readonly RelatedWord[], spread: ReadonlyMap<string, number> = spreadOf(related)): RelatedWord[] {
  return related.map((r, i) => ({ r, w: weight(wn, r, spread), i })).sort((a, b) => b.w - a.w || a.i - b.i).map((x) => x.r);
}

function senseLine(s: Sense, words: readonly RelatedWord[]): string {
  const parts = RELATIONS.map(([rel, label]) => {
    const list = words.filter((r) => r.relation === rel).map(described);
    return list.length ? `${label}${list.join(', ')}` : '';
  }).filter(Boolean);
  return `- ${senseName(s)} (${gloss(s.synset)}): ${parts.join('; ')}`;
}

/** Forms of the asked word ("better" for "good") and its spellings ("colour", "icecream") are no synonyms of it. */
function notAForm(wn: Wordnet, word: string, r: RelatedWord): boolean {
  const own = wn.lemmas(word).map((l) => l.lemma.toLowerCase());
  if (wn.lemmas(r.word).some((l) => own.includes(l.lemma.toLowerCase()))) return false;
  if (r.relation !== 'synonym' && r.relation !== 'similar' && r.relation !== 'see also') return true;
  const bare = (w: string) => w.toLowerCase().replace(/[\s'-]/g, '');
  return bare(word) !== bare(r.word) && editDistance(bare(word), bare(r.word), 1) > 1;
}

/**
 * The sense a question points to ("'mad' (as in angry)"): the senses whose gloss or related words have the hint.
 * The hint word itself is kept only when nothing else is listed for those senses.
 */
function hintedSense(wn: Wordnet, word: string, found: readonly RelatedWord[], hint: string | undefined): RelatedWord[] | null {
  if (!hint) return [...found];
  const h = hint.toLowerCase().replace(/[^a-z ]/g, '').trim();
  // "light as in not heavy": the senses whose opposite is the hint.
  const not = /^not\s+(.+)$/.exec(h)?.[1];
  const opposed = not ? new Set(wn.antonyms(word).filter((a) => a.word.toLowerCase() === not).map((a) => a.from.synset)) : null;
  const hits = (s: Sense) =>
    opposed ? opposed.has(s.synset) : new RegExp(`\\b${h}`).test(gloss(s.synset).toLowerCase()) || s.synset.words.some((w) => w.toLowerCase() === h) || found.some((x) => x.from === s && x.word.toLowerCase() === h);
  const senses = new Set(found.map((x) => x.from).filter(hits));
  if (!senses.size) return null;
  const kept = found.filter((x) => senses.has(x.from));
  const others = kept.filter((x) => x.word.toLowerCase() !== h);
  return others.length ? others : kept;
}

/** A sense as rare as this (share of the word's tagged uses) does not answer "another word for …" alone. */
const RARE_SENSE = 0.05;
const WAYS_SHOWN = 8;

/**
 * "Other words for 'walk'": when the verb's main sense has no synonym in WordNet and the best one found
 * belongs to a rare sense ("pass", from baseball), the more specific verbs of the main sense are what people
 * mean ("stroll", "march"), said as such.
 */
function waysOf(wn: Wordnet, r: Resolved, top: RelatedWord): Answer | null {
  const group = senseGroups(wn, r.word, r.pos)[0];
  const main = group?.senses[0];
  if (!main || main.pos !== 'verb' || main.synset.words.length > 1) return null;
  const total = senseGroups(wn, r.word, r.pos).flatMap((g) => g.senses).reduce((n, s) => n + wn.usage(s.lemma, s.synset), 0);
  if (top.from.synset === main.synset || wn.usage(top.from.lemma, top.from.synset) > RARE_SENSE * total) return null;
  const kinds = wn
    .narrower(main)
    .flatMap((s) => s.words.filter((w) => !/\s/.test(w)).slice(0, 1))
    .map((w, i) => ({ w, f: wn.frequency(w, 'verb'), i }))
    .sort((a, b) => b.f - a.f || a.i - b.i)
    .map((x) => x.w)
    .filter((w, i, all) => all.indexOf(w) === i)
    .slice(0, WAYS_SHOWN);
  if (!kinds.length) return null;
  const lines = [
    `${wn.source} lists no synonym of ${quote(r.word)} in its main sense (${gloss(main.synset)}); more specific words for it are ${kinds.map(quote).join(', ')}.`,
    `Its only listed synonym, ${quote(top.word)}, belongs to a rare sense: ${gloss(top.from.synset)}.`,
  ];
  return quoted(wn, lines, [...kinds.map((k) => `narrower:${r.word.toLowerCase()}:${k.toLowerCase()}`), `synonym:${r.word.toLowerCase()}:${top.word.toLowerCase()}`], repairNote(r));
}

export function relatedAnswer(wn: Wordnet, r: Resolved, kind: 'synonym' | 'antonym', conditions: readonly Constraint[] = [], hint?: string): Answer | Decline {
  const found = hintedSense(wn, r.word, kind === 'synonym' ? wn.synonyms(r.word, r.pos) : wn.antonyms(r.word, r.pos), hint);
  if (!found) return decline(`${wn.source} lists no ${kind} for ${quote(r.word)} in the sense of ${quote(hint ?? '')}`);
  // A function word's opposite is another function word ("up": "down"); WordNet's other senses of "in"
  // ("holding office") do not answer "the opposite of 'in'".
  const functionWord = kind === 'antonym' && closedClasses(r.word).length > 0;
  const unconditioned = found.filter((x) => notAForm(wn, r.word, x) && (!functionWord || closedClasses(x.word).length > 0));
  const all = unconditioned.filter((x) => conditions.every((c) => c.test(x.word)));
  const asked = conditions.map((c) => ` ${c.says}`).join('');
  if (!all.length) {
    const known = wn.senses(r.word, r.pos).length > 0;
    if (unconditioned.length) return decline(`${wn.source} lists no ${kind} for ${quote(r.word)}${asked}`);
    return decline(known ? `${wn.source} lists no ${kind} for ${quote(r.word)}${r.pos ? ` as ${r.pos}` : ''}` : `${quote(r.word)} is not in ${wn.source}`);
  }
  const top = best(wn, r.word, all);
  const ways = kind === 'synonym' && !conditions.length && !hint ? waysOf(wn, r, top) : null;
  if (ways) return ways;
  const sections = shownBySense(wn, r.word, all);
  if (!sections.some(([, words]) => words.includes(top))) sections.unshift([top.from, [top]]);
  const main = senseGroups(wn, r.word, r.pos)[0]?.senses[0];
  // An indirect antonym holds only for the satellite's own sense, so that sense is always named.
  const named = top.relation === 'indirect antonym' || (main && top.from.synset !== main.synset);
  const inSense = named ? ` (in the sense "${gloss(top.from.synset)}")` : '';
  const how = top.relation === 'indirect antonym' ? `, through ${quote(top.via ?? '')}` : '';
  const form = top.from.lemma.toLowerCase() !== r.word.toLowerCase() ? ` (a form of ${quote(top.from.lemma)})` : '';
  const lines = [
    `${kind === 'synonym' ? 'A synonym' : 'An antonym'} of ${quote(r.word)}${form}${inSense}${asked} is ${quote(top.word)}${how}.`,
    '',
    `${kind === 'synonym' ? 'Synonyms' : 'Antonyms'} by sense, from ${wn.source}:`,
    ...sections.map(([s, words]) => senseLine(s, words)),
  ];
  const word = r.word.toLowerCase();
  const listed = sections.flatMap(([, words]) => words).filter((x) => x !== top);
  const canonical = [top, ...listed].map((x) => `${kind}:${word}:${x.word.toLowerCase()}`);
  return quoted(wn, lines, [...new Set(canonical)], repairNote(r));
}
