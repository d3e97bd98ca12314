/** Simple one- and two-step stories: one change, groups of equal size, sharing, "how many more", with numbers about other things set aside by entity. */
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [];
