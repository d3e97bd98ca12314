/** Earnings and purchases: wages, sales, prices, budgets, what is left or still needed. */
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [];
