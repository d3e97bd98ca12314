/**
 * The word a question is about: the quoted stretch, or the first few words of the target, cut where the
 * question goes on ("for my essay", "please"); "it" refers back to a quoted word. Misspellings are repaired
 * against WordNet's lemmas when one repair is clearly best, and named.
 */
import { closedClasses } from '../../src/lexicon/closed-class.js';
import { clearRepair, nearestWords } from '../../src/lexicon/typo-repair.js';
import type { Pos, Suggestion, Wordnet } from '../../src/lexicon/wordnet.js';
import { quotedSpans } from './clean-text.js';

/** Words after which the target does not go on. */
const STOPS = new Set(
  'please pls plz thanks thank thx ty for in as when that which so because i me my to if is are was mean means meaning used with without from on at by have has had belong belongs fall falls count come and or but instead correctly right properly exactly'.split(' '),
);
const REFERS_BACK = /^(?:it|this|that|this word|that word|this one|that one|the word|the same)$/i;
const POS_HINT = /\b(?:the|a|an)\s+(noun|verb|adjective|adverb)\s+$|^(?:the\s+)?(noun|verb|adjective|adverb)\s+/i;
const POS_AFTER = /\b(?:as\s+(?:a|an)|\(|,\s*the)\s*(noun|verb|adjective|adverb)\b/i;

export interface Target {
  /** Phrases to try, longest first; all lower-case-insensitive lookups. */
  phrases: string[];
  /** A part of speech the question names ("the verb 'run'", "'fast' as an adjective"). */
  pos?: Pos;
}

function unquote(s: string): string {
  const t = s.trim();
  const m = /^(["'*_])(.+)\1$/.exec(t);
  return (m ? m[2] : t).trim();
}

/** Reads the target region of a question (and the whole text, for "it" and part-of-speech hints). */
export function readTarget(region: string, text: string): Target | null {
  let raw = region.trim().replace(/^(?:the\s+)?(?:words?|terms?|phrases?|expressions?|idioms?)\s+/i, '');
  let pos: Pos | undefined;
  const hint = POS_HINT.exec(raw);
  if (hint && /^(?:the\s+)?(?:noun|verb|adjective|adverb)\s+\S/i.test(raw)) {
    pos = (hint[1] ?? hint[2]).toLowerCase() as Pos;
    raw = raw.replace(/^(?:the\s+)?(?:noun|verb|adjective|adverb)\s+/i, '');
  }
  const after = POS_AFTER.exec(text);
  if (!pos && after) pos = after[1].toLowerCase() as Pos;
  const quoted = quotedSpans(raw);
  if (quoted.length) return { phrases: [quoted[0].inner], pos };
  const tokens = raw.split(/\s+/).map((t) => t.replace(/^[("'*_]+|[)"'*_.:,]+$/g, '')).filter(Boolean);
  // "a poem" is about "poem"; a lone article is the word asked about.
  while (tokens.length > 1 && /^(?:a|an|the)$/i.test(tokens[0])) tokens.shift();
  const kept: string[] = [];
  for (const t of tokens) {
    if (kept.length && STOPS.has(t.toLowerCase())) break;
    if (!/^[\p{L}][\p{L}'.-]*$/u.test(t) || kept.length === 4) break;
    kept.push(t);
  }
  if (!kept.length) return null;
  if (REFERS_BACK.test(kept.join(' ')) || REFERS_BACK.test(kept[0])) {
    const back = quotedSpans(text);
    return back.length ? { phrases: [back[0].inner], pos } : null;
  }
  return { phrases: kept.map((_, i) => kept.slice(0, kept.length - i).join(' ')), pos };
}

/** The target as one word or phrase, quoted or not: for letter facts, which never repair anything. */
export function literalTarget(region: string, text: string): string | null {
  const t = readTarget(region, text);
  return t ? unquote(t.phrases[0]) : null;
}

export interface Resolved {
  /** The word as it will be looked up (repaired when misspelt). */
  word: string;
  pos?: Pos;
  /** Set when the word was repaired: "read 'recieve' as 'receive'". */
  repaired?: { from: string; to: string };
}

export type Resolution = Resolved | { unknown: string; suggestions: Suggestion[] };

/** Which phrase WordNet (or the closed-class list) knows; else the one clear repair of the first word. */
export function resolveTarget(target: Target, wn: Wordnet, allowClosed = false): Resolution {
  for (const phrase of target.phrases) {
    if (wn.knows(phrase) || (allowClosed && closedClasses(phrase).length)) return { word: phrase, pos: target.pos };
  }
  // "ice-cream" is listed as "ice cream", "co-operate" as "cooperate".
  for (const phrase of target.phrases.filter((p) => p.includes('-'))) {
    const listed = [phrase.replace(/-/g, ' '), phrase.replace(/-/g, '')].find((v) => wn.knows(v));
    if (listed) return { word: listed, pos: target.pos, repaired: { from: phrase, to: listed } };
  }
  const written = target.phrases[target.phrases.length - 1];
  if (/\s/.test(written)) return { unknown: target.phrases[0], suggestions: [] };
  const suggestions = nearestWords(wn, written);
  const to = clearRepair(written.toLowerCase(), suggestions);
  return to ? { word: to, pos: target.pos, repaired: { from: written, to } } : { unknown: written, suggestions };
}
