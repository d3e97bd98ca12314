/** Counts of things and people without money or time: groups, sets, pieces, halves, twice as many. */
import type { Answer } from '../../../src/plugin-api.js';
import type Fraction from 'fraction.js';
import { showValue } from '../reply.js';
import { solveCounts } from './counts-stock.js';
import { readers as sharesReaders } from './counts-shares.js';
import { readers as startReaders } from './counts-start.js';
import type { StoryReader } from './reader.js';

const IRREGULAR: Record<string, string> = { child: 'children', person: 'people', man: 'men', woman: 'women', fish: 'fish', sheep: 'sheep', deer: 'deer', foot: 'feet', tooth: 'teeth', mouse: 'mice', goose: 'geese', cooky: 'cookies' };

/** "30 boys", "1 apple", "12 children", "5 slices of pizza": the count with its noun. */
export function counted(v: Fraction, noun: string): string {
  if (!noun) return showValue(v);
  const words = noun.split(' ');
  const at = words.includes('of') ? words.indexOf('of') - 1 : words.length - 1;
  const head = words[at];
  if (!v.equals(1)) words[at] = IRREGULAR[head] ?? (/(?:s|ch|sh|x|z)$/.test(head) ? `${head}es` : head.replace(/([^aeiou])y$/, '$1ie') + 's');
  else if (head === 'cooky') words[at] = 'cookie';
  return `${showValue(v)} ${words.join(' ')}`;
}

/** Stocks of things through groups ("boxes of 20"), parts ("a third of them are girls") and changes. */
function readStocks(text: string): Answer | null {
  const r = solveCounts(text);
  if (!r || 'reason' in r) return null;
  const headline = counted(r.value, r.noun);
  return {
    content: [headline, '', 'Each kind of thing counted through the story:', ...r.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(r.value), headline])],
  };
}

export const readers: StoryReader[] = [readStocks, ...startReaders, ...sharesReaders];
