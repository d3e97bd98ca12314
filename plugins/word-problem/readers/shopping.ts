/** Shopping: several items, prices given through each other, budgets, what is still needed or left. */
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [];
