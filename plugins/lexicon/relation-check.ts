/**
 * "Is 'glad' a synonym of 'happy'?", "Is 'humble' the opposite of 'arrogant'?", "Does 'literally' mean
 * figuratively?" and multiple choice ("Which is a synonym of 'brave'? (A) timid (B) bold (C) lazy"): how two
 * words relate in WordNet, from either side. An antonym is never taken for a synonym: a pair WordNet lists as
 * opposites in some sense is reported as opposites, whatever else it lists.
 */
import type { RelatedWord, Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import type { Resolved } from './headword.js';
import { gloss, listing, quote, quoted, repairNote, senseName } from './reply.js';

export type Kind = 'synonym' | 'antonym';

/** How `other` relates to `word`, closest relation first; null when WordNet lists none. */
export interface Found {
  kind: Kind;
  /** 3 same synset or direct antonym, 2 similar or through the antonym's synonyms, 1 see-also or indirect. */
  strength: number;
  /** How it was found, for the answer's line. */
  how: string;
}

const lower = (w: string) => w.toLowerCase();

function strengthOf(r: RelatedWord): number {
  if (r.relation === 'synonym' || r.relation === 'antonym') return 3;
  if (r.relation === 'similar') return 2;
  return 1;
}

function describe(r: RelatedWord, from: string): string {
  const sense = `${senseName(r.from)} of ${quote(from)}: ${gloss(r.from.synset)}`;
  if (r.relation === 'indirect antonym') return `opposite through ${quote(r.via ?? '')} (${sense})`;
  return `${r.relation === 'synonym' ? 'same sense' : r.relation} (${sense})`;
}

/** Both directions: "glad" from "happy" and "happy" from "glad". */
function related(wn: Wordnet, a: string, b: string, kind: Kind): { r: RelatedWord; from: string } | null {
  const found: { r: RelatedWord; from: string }[] = [];
  for (const [x, y] of [
    [a, b],
    [b, a],
  ]) {
    const list = kind === 'synonym' ? wn.synonyms(x) : wn.antonyms(x);
    for (const r of list) if (lower(r.word) === lower(y) || wn.lemmas(y).some((l) => lower(l.lemma) === lower(r.word))) found.push({ r, from: x });
  }
  found.sort((p, q) => strengthOf(q.r) - strengthOf(p.r));
  return found[0] ?? null;
}

/** `other` is a synonym of an antonym of `word` ("plentiful" is similar to "abundant", the opposite of "scarce"). */
function throughAntonym(wn: Wordnet, word: string, other: string): string | null {
  for (const a of wn.antonyms(word).filter((r) => r.relation === 'antonym')) {
    const mate = wn.synonyms(a.word).find((s) => (s.relation === 'synonym' || s.relation === 'similar') && lower(s.word) === lower(other));
    if (mate) return `close in meaning to ${quote(a.word)}, the opposite of ${quote(word)} (${senseName(a.from)}: ${gloss(a.from.synset)})`;
  }
  return null;
}

export function relationOf(wn: Wordnet, word: string, other: string): Found | null {
  if (lower(word) === lower(other)) return null;
  const ant = related(wn, word, other, 'antonym');
  if (ant) return { kind: 'antonym', strength: ant.r.relation === 'antonym' ? 3 : 1, how: describe(ant.r, ant.from) };
  const via = throughAntonym(wn, word, other) ?? throughAntonym(wn, other, word);
  if (via) return { kind: 'antonym', strength: 2, how: via };
  const syn = related(wn, word, other, 'synonym');
  if (syn) return { kind: 'synonym', strength: strengthOf(syn.r), how: describe(syn.r, syn.from) };
  const head = sharedHead(wn, word, other);
  if (head) return { kind: 'synonym', strength: 1, how: `both are listed as close in meaning to ${quote(head)}` };
  return null;
}

/** Heads of the adjective clusters a word's satellite senses belong to ("enormous" and "huge": "large"). */
function heads(wn: Wordnet, word: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const s of wn.senses(word, 'adjective')) {
    if (!s.synset.satellite) continue;
    for (const p of s.synset.pointers) if (p.symbol === '&') out.set(p.offset, wn.synset(p.pos, p.offset).words[0]);
  }
  return out;
}

function sharedHead(wn: Wordnet, a: string, b: string): string | null {
  const ha = heads(wn, a);
  for (const [offset] of heads(wn, b)) if (ha.has(offset)) return ha.get(offset) ?? null;
  return null;
}

const named = (k: Kind) => (k === 'synonym' ? 'a synonym' : 'an antonym');

/** "Is 'glad' a synonym of 'happy'?": yes, no (they are opposites, or alike when an opposite was asked), or a decline. */
export function relationAnswer(wn: Wordnet, r: Resolved, other: string, kind: Kind): Answer | Decline {
  if (!wn.knows(other)) return decline(`${quote(other)} is not in ${wn.source}`);
  const found = relationOf(wn, r.word, other);
  const canonical = (yes: boolean) => `${kind}-check:${lower(r.word)}:${lower(other)}:${yes ? 'yes' : 'no'}`;
  if (!found) return decline(`${wn.source} lists no relation between ${quote(other)} and ${quote(r.word)}, so whether it is ${named(kind)} is not known here`);
  if (found.kind === kind) {
    return quoted(wn, [`Yes: ${quote(other)} is ${named(kind)} of ${quote(r.word)}: ${found.how}.`], canonical(true), repairNote(r));
  }
  return quoted(wn, [`No: ${quote(other)} is ${named(found.kind)} of ${quote(r.word)}, not ${named(kind)}: ${found.how}.`], canonical(false), repairNote(r));
}

/**
 * Multiple choice: the one option with the asked relation, or the one clearly closer than the rest (a synonym
 * in the same sense before one only similar). Several equally good options, or none, are declined.
 */
export function choiceAnswer(wn: Wordnet, r: Resolved, options: readonly Option[], kind: Kind): Answer | Decline {
  const unknown = options.filter((o) => !wn.knows(o.word));
  const judged = options.map((o) => ({ o, found: wn.knows(o.word) ? relationOf(wn, r.word, o.word) : null }));
  const fits = judged.filter((j) => j.found?.kind === kind).sort((a, b) => (b.found?.strength ?? 0) - (a.found?.strength ?? 0));
  if (!fits.length) {
    const why = unknown.length ? `; ${listing(unknown.map((u) => quote(u.word)), 'and')} ${unknown.length === 1 ? 'is' : 'are'} not in it` : '';
    return decline(`${wn.source} lists none of the options as ${named(kind)} of ${quote(r.word)}${why}`);
  }
  if (fits.length > 1 && fits[1].found?.strength === fits[0].found?.strength) {
    return decline(`${listing(fits.map((f) => quote(f.o.word)), 'and')} are all listed as ${kind}s of ${quote(r.word)} in ${wn.source}`);
  }
  const best = fits[0];
  const label = (o: Option) => (o.label ? `(${o.label}) ` : '');
  const lines = [`${label(best.o)}${quote(best.o.word)} is ${named(kind)} of ${quote(r.word)}: ${best.found?.how}.`, '', 'The options:'];
  for (const j of judged) {
    const said = j.found ? `${named(j.found.kind)} (${j.found.kind === kind && j !== best ? 'less close' : j.found.how.split(' (')[0]})` : wn.knows(j.o.word) ? `not listed as related to ${quote(r.word)}` : `not in ${wn.source}`;
    lines.push(`- ${label(j.o)}${j.o.word}: ${said}`);
  }
  return quoted(wn, lines, `${kind}:${lower(r.word)}:${lower(best.o.word)}`, repairNote(r));
}

export interface Option {
  label?: string;
  word: string;
}

const WORDISH = /^[\p{L}][\p{L}' -]{0,30}$/u;

function clean(s: string): string {
  return s.trim().replace(/^["'(]+|["'.,;:?!)]+$/g, '').trim();
}

/**
 * The options a multiple-choice question offers: lettered or numbered ("(A) timid (B) bold", "a) x b) y",
 * "1. x 2. y", one per line or on one line), or a list after the asked word ("'enormous': tiny, huge, or fast?").
 */
export function readOptions(text: string, after: number): Option[] | null {
  const lettered = [...text.matchAll(/(?:^|[\s:?])\(?([A-Ea-e1-5])[).:]\s+([^\n()]+?)(?=\s+\(?[A-Ea-e1-5][).:]\s|\s*\n|\s*$)/g)];
  if (lettered.length >= 2) {
    const labels = lettered.map((m) => m[1].toUpperCase());
    const expected = /\d/.test(labels[0]) ? ['1', '2', '3', '4', '5'] : ['A', 'B', 'C', 'D', 'E'];
    const options = lettered.map((m) => ({ label: m[1], word: clean(m[2]) }));
    if (labels.every((l, i) => l === expected[i]) && options.every((o) => WORDISH.test(o.word))) return options;
    return null;
  }
  if (!/\b(?:which|choose|pick|select)\b/i.test(text)) return null;
  const rest = text.slice(after);
  const start = rest.search(/[:?]|\s-\s/);
  if (start < 0) return null;
  const list = rest.slice(start + 1).replace(/[?.!]+\s*$/, '');
  const items = list
    .split(/\s*,\s*|\s+or\s+|\s*\/\s*/i)
    .map((s) => clean(s.replace(/^(?:or|and)\s+/i, '')))
    .filter(Boolean);
  if (items.length < 2 || !items.every((w) => WORDISH.test(w) && w.split(' ').length <= 3)) return null;
  return items.map((word) => ({ word }));
}
