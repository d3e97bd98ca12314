/** Earnings and purchases: wages, sales, prices, budgets, profit, what is left or still needed. */
import { backward } from './earnings-backward.js';
import { goal } from './earnings-goal.js';
import { overtime } from './earnings-overtime.js';
import { packs } from './earnings-packs.js';
import { profit } from './earnings-profit.js';
import { wages } from './earnings-wages.js';
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [backward, overtime, goal, wages, profit, packs];
