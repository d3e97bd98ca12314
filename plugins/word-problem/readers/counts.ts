/** Counts of things and people without money or time: groups, sets, pieces, halves, twice as many. */
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [];
