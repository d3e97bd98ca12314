/** Broader and narrower terms, "is X a kind of Y?", and example sentences: all quoted from WordNet. */
import type { Sense, Synset, Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import type { Resolved } from './headword.js';
import { gloss, listing, quote, quoted, repairNote, senseName } from './reply.js';
import { senseGroups } from './senses.js';

const SENSES_SHOWN = 4;
const NARROWER_SHOWN = 12;

/** Nouns first: "kind of" questions are about things; verbs have broader terms too ("walk" → "travel"). */
function termSenses(wn: Wordnet, r: Resolved): Sense[] {
  const nouns = wn.senses(r.word, r.pos ?? 'noun');
  return nouns.length || r.pos ? nouns : wn.senses(r.word, 'verb');
}

const head = (s: Synset) => s.words[0];

export function broaderAnswer(wn: Wordnet, r: Resolved, kind: 'broader' | 'narrower'): Answer | Decline {
  const senses = termSenses(wn, r).filter((s) => (kind === 'broader' ? wn.broader(s) : wn.narrower(s)).length);
  if (!senses.length) return decline(`${wn.source} lists no ${kind} term for ${quote(r.word)}`);
  // Narrower terms come commonest first ("legume" before "julienne"); broader ones are few.
  const byUse = (list: Synset[]) => list.map((t, i) => ({ t, f: wn.frequency(head(t)), i })).sort((a, b) => b.f - a.f || a.i - b.i).map((x) => x.t);
  const termsOf = (s: Sense) => (kind === 'broader' ? wn.broader(s) : byUse(wn.narrower(s)));
  const lemma = senses[0].lemma;
  const firstTerms = termsOf(senses[0]).map(head);
  const first =
    kind === 'broader'
      ? `${quote(lemma)} is a kind of ${quote(firstTerms[0])}${firstTerms.length > 1 ? ` (also ${listing(firstTerms.slice(1).map(quote))})` : ''}.`
      : `Kinds of ${quote(lemma)} include ${listing(firstTerms.slice(0, 5).map(quote))}.`;
  const lines = [first, '', `${kind === 'broader' ? 'Broader' : 'Narrower'} terms by sense, from ${wn.source}:`];
  const canonical: string[] = [];
  for (const s of senses.slice(0, SENSES_SHOWN)) {
    const terms = termsOf(s).map(head);
    lines.push(`- ${senseName(s)} (${gloss(s.synset)}): ${terms.slice(0, NARROWER_SHOWN).join(', ')}${terms.length > NARROWER_SHOWN ? ` and ${terms.length - NARROWER_SHOWN} more` : ''}`);
    canonical.push(...terms.slice(0, NARROWER_SHOWN).map((t) => `${kind}:${s.lemma.toLowerCase()}:${t.toLowerCase()}`));
  }
  return quoted(wn, lines, [...new Set(canonical)], repairNote(r));
}

export function kindOfAnswer(wn: Wordnet, r: Resolved, categories: readonly string[]): Answer | Decline {
  const cats = categories.map((c) => c.trim().replace(/^(?:an?|the)\s+/i, '').replace(/^["']|["']$/g, '')).filter(Boolean);
  const unknown = cats.find((c) => !wn.senses(c, 'noun').length);
  if (unknown) return decline(`${quote(unknown)} is not a noun in ${wn.source}`);
  if (!wn.senses(r.word, 'noun').length) return decline(`${quote(r.word)} is not a noun in ${wn.source}`);
  const results = cats.map((c) => ({ c, path: wn.kindOf(r.word, c) }));
  const yes = results.filter((x) => x.path);
  const lines: string[] = [];
  if (cats.length === 1) {
    const p = results[0].path;
    lines.push(p ? `Yes: ${quote(r.word)} is a kind of ${quote(cats[0])}.` : `No: no sense of ${quote(r.word)} has ${quote(cats[0])} among its broader terms in ${wn.source}.`);
  } else if (yes.length) {
    lines.push(`${quote(r.word)} is a kind of ${listing(yes.map((x) => quote(x.c)), 'and')}${yes.length < cats.length ? `, not ${listing(results.filter((x) => !x.path).map((x) => quote(x.c)), 'or')}` : ''}, in ${wn.source}.`);
  } else {
    lines.push(`Neither: no sense of ${quote(r.word)} has ${listing(cats.map(quote), 'or')} among its broader terms in ${wn.source}.`);
  }
  for (const { path } of yes) {
    if (path) lines.push(`- ${senseName(path.sense)} (${gloss(path.sense.synset)}): ${path.chain.map(head).join(' → ')}`);
  }
  const canonical = results.map((x) => `kind-of:${r.word.toLowerCase()}:${x.c.toLowerCase()}:${x.path ? 'yes' : 'no'}`);
  return quoted(wn, lines, canonical, repairNote(r));
}

/** Examples that use the word (or a form of it) come first; WordNet's examples sometimes show a synonym. */
export function exampleAnswer(wn: Wordnet, r: Resolved): Answer | Decline {
  const senses = senseGroups(wn, r.word, r.pos, true).flatMap((g) => g.senses);
  const stemOf = (w: string) => {
    const stem = w.toLowerCase().replace(/(?:ies|es|s|ed|ing|e|y)$/, '');
    return new RegExp(`\\b${(stem.length >= 3 ? stem : w.toLowerCase()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
  };
  const found = senses.flatMap((s) => s.synset.examples.map((e) => ({ s, e, uses: stemOf(r.word).test(e) || stemOf(s.lemma).test(e) })));
  const using = found.filter((x) => x.uses);
  if (!using.length) return decline(`${wn.source} has no example sentence using ${quote(r.word)}`);
  const lines = [`An example with ${quote(r.word)}: "${using[0].e}" (${senseName(using[0].s)}: ${gloss(using[0].s.synset)}).`];
  if (using.length > 1) {
    lines.push('', `More examples from ${wn.source}:`);
    for (const x of using.slice(1, 6)) lines.push(`- "${x.e}" (${senseName(x.s)})`);
  }
  const canonical = [...new Set(using.map((x) => `example:${x.s.lemma.toLowerCase()}:${x.s.pos}`))];
  return quoted(wn, lines, canonical, repairNote(r));
}
