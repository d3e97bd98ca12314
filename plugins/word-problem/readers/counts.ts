/** Counts of things and people without money or time: groups, sets, pieces, halves, twice as many. */
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import { solveCounts } from './counts-stock.js';
import type { StoryReader } from './reader.js';

/** Stocks of things through groups ("boxes of 20"), parts ("a third of them are girls") and changes. */
function readStocks(text: string): Answer | null {
  const r = solveCounts(text);
  if (!r || 'reason' in r) return null;
  const headline = showAmount(r.value, r.noun || null);
  return {
    content: [headline, '', 'Each kind of thing counted through the story:', ...r.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(r.value), headline])],
  };
}

export const readers: StoryReader[] = [readStocks];
