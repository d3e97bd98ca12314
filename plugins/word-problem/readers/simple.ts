/** Simple one- and two-step stories: one change, groups of equal size, sharing, "how many more", with numbers about other things set aside by entity. */
import { readers as compare } from './simple-compare.js';
import type { StoryReader } from './reader.js';
import { readers as groups } from './simple-groups.js';
import { readers as hold } from './simple-hold.js';
import { readers as legs } from './simple-legs.js';
import { readers as world } from './simple-world.js';

export const readers: StoryReader[] = [...legs, ...groups, ...compare, ...hold, ...world];
