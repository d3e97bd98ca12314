/** Comparisons: quantities of named people or things defined through each other (half as many, N more than half of) and combined. */
import { readComparisonChain } from './compare-chain.js';
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [readComparisonChain];
