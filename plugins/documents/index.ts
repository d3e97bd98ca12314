/**
 * documents: answers a question from the caller's documents (and from a long chat input being read),
 * quoting the passages it used and naming each document. Quoted, not checked: verified false.
 */
import { askText, decline, definePlugin, type Answer, type Ask, type Decline, type PluginContext } from '../../src/plugin-api.js';
import { answering, citation, quoteOf } from './quote.js';

const EXPLICIT =
  /\b(?:according to|in|from|per|does|do|did)\s+(?:my|our|the|these|this|those|your|the attached|the uploaded|the stored)\s+(?:documents?|docs?|notes|files?|handbook|manual|policy|policies|contract|spec(?:ification)?|readme|text|passage|article|report|transcript|log|book|chapter|paper|message)\b|\baccording to\b|\b(?:text|message|document) (?:above|below)\b/i;
const QUESTION = /\?\s*$|^(?:what|which|who|whom|where|when|why|how|is|are|does|do|did|can|list|find|quote|tell me)\b/i;

/** Passages searched per question; at most this many are quoted. */
const SEARCH_K = 8;
const QUOTED = 3;

async function answer(ask: Ask, ctx: PluginContext<'documents' | 'memory'>): Promise<Answer | Decline> {
  const question = askText(ask).trim();
  if (!ctx.documents) {
    return decline('no documents to search');
  }
  const found = await ctx.documents(question, SEARCH_K);
  const used = answering(question, found).slice(0, QUOTED);
  if (!used.length) {
    const n = ctx.memory.documents.length;
    return decline(found.length ? 'no passage answers this question' : `no passage of the ${n} document${n === 1 ? '' : 's'} searched matches`);
  }
  const names = [...new Set(used.map((p) => p.document_name ?? p.document_id))];
  const quotes = used.map((p) => `> ${quoteOf(p, question).replace(/\n+/g, '\n> ')}\n— ${citation(p)}`);
  return {
    content: `From ${names.map((n) => (n === 'your message' ? n : `"${n}"`)).join(', ')} (quoted, not checked):\n\n${quotes.join('\n\n')}`,
    verified: false,
    checked: null,
    // Which passages were quoted: document and offsets.
    canonical: used.map((p) => `passage:${p.document_id}@${p.start}-${p.end}`),
  };
}

const documents = definePlugin({
  name: 'documents',
  summary: "Answers a question from the caller's documents, quoting the passages it used and naming each document.",
  needs: ['documents', 'memory'],
  examples: {
    claims: [
      { ask: 'According to my documents, how long does the warranty last?', expect: '24 months from the date of purchase' },
      { ask: 'How many days of paid leave do staff receive?', expect: '"handbook"' },
    ],
    declines: [{ ask: 'What does my handbook say about parking?' }, { ask: 'Convert 5 km to miles.' }],
  },
  claim(ask: Ask): number {
    const text = askText(ask);
    if (!text.trim() || text.length > 2000) return 0;
    if (EXPLICIT.test(text)) return 0.8;
    return QUESTION.test(text.trim()) ? 0.2 : 0;
  },
  answer,
});

export default documents;
