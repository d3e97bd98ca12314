/**
 * "What part of speech is 'W'?" and "Is 'W' a noun or a verb?": closed classes from the bundled list, then
 * WordNet's parts of speech in order of use; inflected forms name their lemma ("a form of the verb 'run'").
 */
import type { Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import type { Resolved } from './headword.js';
import { article, listing, quote, quoted, repairNote } from './reply.js';
import { classNames, wordClasses, type WordClasses } from './senses.js';

/** "a determiner (definite article)", "a verb (a form of 'run')", "an adverb". */
function describe(word: string, c: WordClasses): string[] {
  const closed = c.closed.map((e) => `${article(e.class)}${e.kind === e.class ? '' : ` (${e.kind})`}`);
  const seen = new Set<string>(c.closed.map((e) => e.class));
  const open: string[] = [];
  for (const g of c.groups) {
    if (seen.has(g.pos)) continue;
    seen.add(g.pos);
    const forms = c.groups.filter((x) => x.pos === g.pos);
    const asWritten = forms.some((x) => x.lemma.toLowerCase() === word.toLowerCase());
    const lemmas = forms.filter((x) => x.lemma.toLowerCase() !== word.toLowerCase()).map((x) => quote(x.lemma));
    open.push(asWritten || !lemmas.length ? article(g.pos) : `${article(g.pos)} (a form of ${listing(lemmas, 'or')})`);
  }
  return [...closed, ...open];
}

function sourceLine(wn: Wordnet, c: WordClasses): string {
  const from = [c.closed.length ? 'the service’s list of function words' : '', c.groups.length ? wn.source : ''].filter(Boolean);
  return `Classes from ${from.join(' and ')}; the commonest use comes first.`;
}

function canonicalOf(word: string, names: readonly string[]): string[] {
  return names.map((n) => `pos:${word.toLowerCase()}:${n}`);
}

export function partOfSpeech(wn: Wordnet, r: Resolved): Answer | Decline {
  const c = wordClasses(wn, r.word);
  const names = classNames(c);
  if (!names.length) return decline(`${quote(r.word)} is not in ${wn.source} or the list of function words`);
  const parts = describe(r.word, c);
  const first =
    parts.length === 1 ? `${quote(r.word)} is ${parts[0]}.` : `${quote(r.word)} is ${parts[0]}; it can also be ${listing(parts.slice(1), 'or')}.`;
  return quoted(wn, [first, sourceLine(wn, c)], canonicalOf(r.word, names), repairNote(r));
}

/** A class named in a question, as the lists name it. */
function className(choice: string): string {
  const c = choice.toLowerCase().trim();
  if (c === 'article') return 'article';
  if (/^(?:auxiliary|modal)/.test(c)) return 'auxiliary verb';
  return c;
}

export function partOfSpeechChoice(wn: Wordnet, r: Resolved, choices: readonly string[]): Answer | Decline {
  const c = wordClasses(wn, r.word);
  const names = classNames(c);
  if (!names.length) return decline(`${quote(r.word)} is not in ${wn.source} or the list of function words`);
  const asked = [...new Set(choices.map(className))];
  const has = (n: string) => (n === 'article' ? c.closed.some((e) => /article/.test(e.kind)) : names.includes(n));
  // Commonest use first, whatever order the question named them in.
  const yes = asked.filter(has).sort((a, b) => names.indexOf(a) - names.indexOf(b));
  const no = asked.filter((n) => !has(n));
  const parts = describe(r.word, c);
  let first: string;
  if (!yes.length) first = `No: ${quote(r.word)} is not ${listing(asked.map(article), 'or')}; it is ${listing(parts, 'or')}.`;
  else if (asked.length === 1) first = `Yes: ${quote(r.word)} is ${article(yes[0])}${parts.length > 1 ? `; it can also be ${listing(parts.filter((p) => !p.startsWith(article(yes[0]))), 'or')}` : ''}.`;
  else if (!no.length) first = `${yes.length === 2 ? 'Both' : 'Yes'}: ${quote(r.word)} can be ${listing(yes.map(article), 'and')}, depending on its use.`;
  else first = `${quote(r.word)} is ${listing(yes.map(article), 'and')}, not ${listing(no.map(article), 'or')}.`;
  return quoted(wn, [first, `All its classes: ${listing(parts, 'and')}.`, sourceLine(wn, c)], canonicalOf(r.word, names), repairNote(r));
}
