/** Percent stories: percent of, more, less, off, raised, as many, of the rest. */
import { readPercentAmount } from './percentages-amount.js';
import { readBillPercent } from './percentages-bill.js';
import { readPercentChange } from './percentages-change.js';
import { readPercentCompare } from './percentages-compare.js';
import { readPercentOf } from './percentages-ratio.js';
import { readShares } from './percentages-share.js';
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [readShares, readPercentChange, readPercentCompare, readPercentOf, readPercentAmount, readBillPercent];
