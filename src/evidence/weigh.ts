/**
 * The verdict on a claim from the pages read: each page's sentences that bear on it (stance.ts), the page's
 * stance from them, and the verdict across pages — `supported` or `refuted` when the pages that take a
 * side all take the same one, `mixed` when they disagree, `not_enough_evidence` when none takes a side.
 */
import { splitSentences } from './sentences.js';
import { readClaim, sentenceStance, type Equivalents, type Opposites, type Stance } from './stance.js';

export const VERDICTS = ['supported', 'refuted', 'mixed', 'not_enough_evidence'] as const;
export type Verdict = (typeof VERDICTS)[number];

export type SourceStance = 'supports' | 'refutes' | 'mixed' | 'related' | 'unrelated' | 'unread';

export interface ReadSource {
  url: string;
  title: string | null;
  paragraphs: readonly string[];
}

export interface Quote {
  text: string;
  stance: Stance;
  why?: string;
}

export interface WeighedSource {
  url: string;
  title?: string;
  stance: SourceStance;
  /** The sentences that bear on the claim, deciding ones first (at most MAX_QUOTES). */
  quotes: Quote[];
  /** The first quote, or why the page could not be read. */
  excerpt?: string;
  /** Why the URL was not read. */
  error?: string;
}

export interface Weighing {
  verdict: Verdict;
  /** Share of the pages taking a side that agree with the verdict (0 when none takes one). */
  confidence: number;
  summary: string;
  sources: WeighedSource[];
}

export const MAX_QUOTES = 3;

const PRONOUN_LED = /^(?:it|its|it's|they|their|he|she|his|her|this)\b/i;

function weighSource(claim: ReturnType<typeof readClaim>, source: ReadSource): WeighedSource {
  const found: (Quote & { relevance: number; order: number })[] = [];
  let order = 0;
  for (const paragraph of source.paragraphs) {
    for (const text of splitSentences(paragraph)) {
      // "It was completed in 1889": a sentence that names its subject by a pronoun is read with the page's title.
      const s = sentenceStance(claim, PRONOUN_LED.test(text) && source.title ? `${source.title} ${text}` : text);
      order++;
      if (s.relevance >= 0.5 && (s.stance !== 'related' || s.relevance >= 0.6)) found.push({ text, stance: s.stance, ...(s.why ? { why: s.why } : {}), relevance: s.relevance, order });
    }
  }
  const deciding = (q: Quote) => (q.stance === 'related' ? 1 : 0);
  found.sort((a, b) => deciding(a) - deciding(b) || b.relevance - a.relevance || a.order - b.order);
  const quotes = found.slice(0, MAX_QUOTES).map(({ text, stance, why }) => ({ text, stance, ...(why ? { why } : {}) }));
  const supports = found.some((q) => q.stance === 'supports');
  const refutes = found.some((q) => q.stance === 'refutes');
  const stance: SourceStance = supports && refutes ? 'mixed' : supports ? 'supports' : refutes ? 'refutes' : found.length ? 'related' : 'unrelated';
  return { url: source.url, ...(source.title ? { title: source.title } : {}), stance, quotes, ...(quotes[0] ? { excerpt: quotes[0].text } : {}) };
}

const VERDICT_WORDS: Record<Verdict, string> = {
  supported: 'Supported',
  refuted: 'Refuted',
  mixed: 'Mixed',
  not_enough_evidence: 'Not enough evidence',
};

export function weighClaim(claimText: string, read: readonly ReadSource[], unread: readonly { url: string; why: string }[], opposites?: Opposites, equivalents?: Equivalents): Weighing {
  const claim = readClaim(claimText, opposites, equivalents);
  const sources = read.map((s) => weighSource(claim, s));
  const count = (st: SourceStance) => sources.filter((s) => s.stance === st).length;
  const [s, r, m] = [count('supports'), count('refutes'), count('mixed')];
  const verdict: Verdict = s + r + m === 0 ? 'not_enough_evidence' : m === 0 && r === 0 ? 'supported' : m === 0 && s === 0 ? 'refuted' : 'mixed';
  const sided = s + r + m;
  const confidence = verdict === 'supported' ? s / sided : verdict === 'refuted' ? r / sided : verdict === 'mixed' ? Math.max(s, r) / sided : 0;
  const all = [...sources, ...unread.map((u) => ({ url: u.url, stance: 'unread' as const, quotes: [], excerpt: u.why, error: u.why }))];
  const parts = [`${s} of ${read.length + unread.length} source${read.length + unread.length === 1 ? '' : 's'} support${s === 1 ? 's' : ''} it`, `${r} refute${r === 1 ? 's' : ''} it`];
  if (m) parts.push(`${m} say${m === 1 ? 's' : ''} both`);
  if (unread.length) parts.push(`${unread.length} could not be read`);
  const summary = `${VERDICT_WORDS[verdict]}: ${parts.join(', ')}.`;
  return { verdict, confidence: Math.round(confidence * 100) / 100, summary, sources: all };
}
