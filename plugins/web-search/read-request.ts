/**
 * What a web request asks: a search (its query) or a fact-check (its claim and any URLs given), read from
 * many wordings: "search the web for …", "look up … online", "… — cite sources", "latest news on …",
 * "Is it true that …?", "Fact-check: …", "Verify the claim that …", "True or false: …".
 */

import { repairCaveat, repairTypos, Vocabulary } from '../../src/plugin-api.js';

export type WebAsk = { kind: 'search'; query: string } | { kind: 'check'; claim: string; urls: string[]; documents: boolean };

export interface ReadWebAsk {
  ask: WebAsk;
  score: number;
  /** Typos repaired in the request's own words ("serch" → "search"), said in the caveat. */
  caveat?: string;
}

/** The words the leads are written in: a misspelt one ("serch the web", "fact chek") is read as meant. */
const LEAD_WORDS = new Vocabulary(['search', 'check', 'internet', 'online', 'sources', 'citations', 'references', 'latest', 'verify', 'confirm', 'google', 'articles', 'browse', 'true', 'false', 'fact']);

const URL_RE = /\bhttps?:\/\/[^\s<>"'()]+[^\s<>"'().,;:!?]/gi;

const POLITE = /^(?:(?:hi|hello|hey)(?: there)?[,!.]*\s*)?(?:(?:please|pls|kindly|could you|can you|would you|will you|i need you to|i want you to|i'd like you to|help me)\s+)*(?:please\s+)?/i;

const SEARCH_LEADS: readonly RegExp[] = [
  /^(?:do an? |run an? )?(?:web|internet|online) search\s*(?:for|on|about)?\s*[:\-–—]?\s*(.+)$/i,
  /^(?:search|look|check|browse)\s+(?:the\s+)?(?:web|internet|net|online)\s*(?:for|about|on)?\s*[:\-–—]?\s*(.+)$/i,
  /^(?:search(?: for)?|look up|lookup|google|find)\s+(.+?)\s+(?:on the (?:web|internet|net)|online|on google)$/i,
  /^(?:google|search for)\s*[:\-–—]?\s*(.+)$/i,
  /^find (?:me )?(?:some )?(?:sources|articles|pages|links|references|web pages)\s+(?:about|on|for|regarding|covering)\s+(.+)$/i,
  /^what(?:'s| is| are)? the (?:latest|newest|most recent)(?: news| updates?| developments?| information| info)?\s+(?:on|about|with|for|regarding|in)\s+(.+)$/i,
  /^(?:the )?(?:latest|newest|most recent|recent) (?:news|updates?|developments?|information|info|articles|releases?)\s+(?:on|about|for|regarding|of|in)\s+(.+)$/i,
  /^(?:give me |show me |get me |any )?(?:the )?latest (?:on|about)\s+(.+)$/i,
];

/** "…, and cite your sources", "with citations": the rest is the query. */
const CITE_TAIL = /[\s,;.:\-–—]*(?:and |please |also )*(?:cite|give|include|add|list|provide|with|show)\s+(?:your |the |some |me )?(?:sources?|citations?|references?|links?)(?: please)?[.!?]*$/i;
const CITE_HEAD = /^(?:with (?:sources|citations)|cite (?:your )?sources|citing sources)\s*[:,\-–—]\s*(.+)$/i;

const CHECK_LEADS: readonly RegExp[] = [
  /^fact[- ]?check(?:ing)?(?:,? (?:please|pls|plz|for me))?(?: (?:this|the claim|the statement|that|whether|if))?(?: (?:against|using|with|from) (?:my|our|the) (?:own )?(?:documents?|docs|notes|files|handbook|manual|records))?\s*[:\-–—]?\s*(.+)$/i,
  /^(?:is it|it is|isn't it|is this) (?:really |actually )?(?:true|correct|accurate|a fact|right) that\s+(.+)$/i,
  /^(?:verify|check|confirm|validate)(?: for me)?\s+(?:the claim |the statement |the fact )?(?:that|whether|if)\s+(.+)$/i,
  /^(?:verify|validate)(?: the claim| the statement| this claim)?\s*[:\-–—]\s*(.+)$/i,
  /^true or false\s*[:\-–—?]?\s*(.+)$/i,
  /^(?:can you )?(?:confirm|tell me) (?:whether|if) (?:it is true that |it's true that )?(.+)$/i,
  /^(?:is|was) the (?:claim|statement|idea|belief) (?:that )?["“'](.+?)["”'] (?:true|correct|accurate|right)$/i,
  /^(?:is|was) the (?:claim|statement) that (.+?) (?:true|correct|accurate|right)$/i,
  /^(?:i (?:read|heard|was told|saw) (?:somewhere )?that)\s+(.+?)[.,]?\s*(?:is (?:that|this|it) (?:true|right|correct)|true|really)$/i,
];

const SOURCE_TAIL = /[\s,;.:\-–—]*(?:(?:using|according to|based on|against|from|check(?:ing)?(?: it)? (?:against|with)|see|use|with)\s+(?:these|this|the following|those|the)?\s*(?:sources?|pages?|links?|urls?|sites?|articles?)?\s*)?[:\-–—]?\s*$/i;
const DOCS = /\b(?:my|our|the|these|those)\s+(?:own\s+)?(?:documents?|docs|notes|files|handbook|manual|records)\b/i;
const DOCS_TAIL = /[\s,;.:\-–—]*(?:according to|based on|using|against|from|in|check(?:ed)? against|per)\s+(?:my|our|the|these|those)\s+(?:own\s+)?(?:documents?|docs|notes|files|handbook|manual|records)[.!?]*$/i;

/**
 * A word every lead, head and tail above needs (as part of a word, in any case): a text without one is no
 * web request, and is turned away before the leads are tried. A new lead must keep a word of it here.
 */
const LEAD_HINT = /fact|true|correct|accurate|right|verify|check|confirm|validate|tell|read|heard|told|saw|search|look|browse|google|find|latest|newest|recent|cit|source|reference|link/i;

function tidy(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/^["“'`]+|["”'`]+$/g, '')
    .replace(/^(?:that|whether|if)\s+/i, '')
    .replace(/[\s?!.,;:]+$/, '')
    .replace(/^["“'`]+|["”'`]+$/g, '')
    .trim();
}

/** The claim of a check, as one sentence: the first letter up, one end stop. */
export function claimSentence(claim: string): string {
  const t = tidy(claim);
  return t ? `${t[0]!.toUpperCase()}${t.slice(1)}.` : '';
}

export function readWebAsk(raw: string): ReadWebAsk | null {
  const urls = [...new Set(raw.match(URL_RE) ?? [])];
  const repaired = repairTypos(raw.replace(URL_RE, ' '), LEAD_WORDS);
  if (!LEAD_HINT.test(repaired.text)) return null;
  const read = readWords(repaired.text, urls);
  const caveat = repairCaveat(repaired.repairs);
  return read && caveat ? { ...read, caveat: `${caveat[0]!.toUpperCase()}${caveat.slice(1)}.` } : read;
}

function readWords(words: string, urls: string[]): ReadWebAsk | null {
  let text = words.replace(/\s+/g, ' ').trim();
  // Several lines: the request is the line that asks, the rest are its sources.
  text = text.replace(POLITE, '').replace(/^[:\-–—\s]+/, '');
  // The claim is the sentence that asks; the sentences after it name sources ("Check against …").
  // Each sentence without its trailing joiner and end stop, made once for all the leads below.
  const sentences = text.split(/(?<=[?!])\s+|(?<=\.)\s+(?=[A-Z])/).map((s) => s.replace(/[\s,;:]*(?:and|or|,)?[\s,;:]*$/i, '').replace(/[?!.]+$/, ''));
  for (const lead of CHECK_LEADS) {
    let m: RegExpExecArray | null = null;
    for (const sentence of sentences) if ((m = lead.exec(sentence))) break;
    if (!m) continue;
    const documents = DOCS.test(m[0]!);
    const claim = tidy(m[1]!.replace(DOCS_TAIL, '').replace(SOURCE_TAIL, ''));
    if (claim.split(' ').length < 3 || /^[\d\s+\-*/^=().x×÷]+$/.test(claim)) return null;
    return { ask: { kind: 'check', claim, urls, documents }, score: urls.length || documents || /^fact[- ]?check/i.test(text) ? 0.9 : 0.6 };
  }
  let body = text;
  let cited = false;
  const head = CITE_HEAD.exec(body);
  if (head) {
    body = head[1]!;
    cited = true;
  } else if (CITE_TAIL.test(body)) {
    body = body.replace(CITE_TAIL, '');
    cited = true;
  }
  body = body.replace(POLITE, '').replace(/[\s,]*(?:please|thanks|thank you)[.!]*$/i, '');
  for (const lead of SEARCH_LEADS) {
    const m = lead.exec(body.replace(/[?!.]+$/, ''));
    if (m) {
      const query = tidy(m[1]!);
      return query ? { ask: { kind: 'search', query }, score: 0.9 } : null;
    }
  }
  const query = tidy(body);
  if (cited && query.split(' ').length >= 2) return { ask: { kind: 'search', query }, score: 0.85 };
  return null;
}
