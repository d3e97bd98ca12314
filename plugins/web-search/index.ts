/**
 * web_search: web searches answered with numbered citations, and fact-checks ("Is it true that …?",
 * "Fact-check: …") answered with a verdict, the quoted sentences and their sources, from the URLs given,
 * the caller's documents, or a search. Quoted, never checked: verified false. Needs `web` (src/evidence).
 */
import { askText, decline, definePlugin } from '../../src/plugin-api.js';
import { answerWeb } from './answer.js';
import { readWebAsk } from './read-request.js';

const MAX_CHARS = 4000;

const webSearch = definePlugin({
  name: 'web_search',
  summary:
    'Searches the web and answers with numbered citations; fact-checks a claim ("Is it true that …?", "Fact-check: …") against the URLs given, your documents or a search, with a verdict and the quoted sources.',
  needs: ['web', 'documents'],
  examples: {
    claims: [
      { ask: 'Search the web for the boiling point of water', expect: '[1] https://pages.example/boiling.html' },
      { ask: 'What is the latest news on Koa web framework?', expect: 'Koa web framework' },
      { ask: 'Is it true that the Great Wall of China is visible from space?', expect: 'Verdict: Refuted by the sources read (refuted).' },
      { ask: 'Fact-check: water boils at 100 degrees Celsius at sea level. https://pages.example/boiling.html', expect: 'Verdict: Supported by the sources read (supported).' },
    ],
    declines: [{ ask: 'What is 2 + 2?' }, { ask: "What does 'ephemeral' mean?" }, { ask: 'Search the web for flurbinating quixotic zorblax' }],
  },
  claim(ask) {
    const text = askText(ask);
    if (!text.trim() || text.length > MAX_CHARS) return 0;
    return readWebAsk(text)?.score ?? 0;
  },
  async answer(ask, ctx) {
    const read = readWebAsk(askText(ask));
    if (!read) return decline('not a web search or a fact-check');
    const answer = await answerWeb(read.ask, ctx);
    return read.caveat && 'content' in answer ? { ...answer, caveat: read.caveat } : answer;
  },
});

export default webSearch;
