/** The web solver's replies: search results with numbered citations, and a fact-check's verdict with its quotes and sources. */
import type { Researched, SearchResult, Weighing } from '../../src/plugin-api.js';

export function searchReply(query: string, provider: string, results: readonly SearchResult[]): string {
  const lines = results.map((r, i) => `${i + 1}. ${r.title}${r.snippet ? ` — ${r.snippet}` : ''} [${i + 1}]`);
  const sources = results.map((r, i) => `[${i + 1}] ${r.url}${r.source ? ` (${r.source})` : ''}`);
  return [`Web results for "${query}" (${provider}; quoted from the pages, not checked):`, '', ...lines, '', 'Sources:', ...sources].join('\n');
}

const VERDICT_LINES: Record<string, string> = {
  supported: 'Supported by the sources read',
  refuted: 'Refuted by the sources read',
  mixed: 'Mixed: the sources disagree',
  not_enough_evidence: 'Not enough evidence in the sources read',
};

export function checkReply(claim: string, w: Weighing & Partial<Pick<Researched, 'previous_verdict' | 'searched'>>, from: 'web' | 'documents'): string {
  const lines = [`Claim: "${claim}"`, `Verdict: ${VERDICT_LINES[w.verdict] ?? w.verdict} (${w.verdict}).`];
  if (w.previous_verdict && w.previous_verdict !== w.verdict) lines.push(`This moves your earlier verdict on it from ${w.previous_verdict} to ${w.verdict}.`);
  lines.push('');
  const cited = w.sources.filter((s) => s.quotes.some((q) => q.stance !== 'related'));
  const quoted = cited.length ? cited : w.sources.filter((s) => s.quotes.length);
  quoted.forEach((s) => {
    const n = w.sources.indexOf(s) + 1;
    for (const q of s.quotes.filter((q) => (cited.length ? q.stance !== 'related' : true)).slice(0, 2)) {
      lines.push(`> ${q.text} [${n}]${q.stance === 'related' ? '' : ` (${q.stance}${q.why ? `: ${q.why}` : ''})`}`);
    }
  });
  if (!quoted.length) lines.push(from === 'web' ? 'No sentence of the pages read bears on the claim.' : 'No passage of your documents bears on the claim.');
  lines.push('', from === 'web' ? `Sources${w.searched ? ` (found by a web search for the claim)` : ''}:` : 'From your documents:');
  w.sources.forEach((s, i) => {
    const name = s.title ? `${s.title} — ${s.url}` : s.url;
    lines.push(`[${i + 1}] ${name} (${s.stance === 'unread' ? `not read: ${s.error}` : s.stance})`);
  });
  lines.push('', 'Quoted from the sources, not checked by the service.');
  return lines.join('\n');
}
