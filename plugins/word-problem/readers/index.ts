/** Readers tried after the core cascade declines, in this order; each domain keeps its own list. */
import { readers as compare } from './compare.js';
import { readers as counts } from './counts.js';
import { readers as durations } from './durations.js';
import { readers as earnings } from './earnings.js';
import { readers as motion } from './motion.js';
import { readers as percentages } from './percentages.js';
import type { StoryReader } from './reader.js';
import { readers as shopping } from './shopping.js';
import { readers as simple } from './simple.js';

export const LATE_READERS: readonly StoryReader[] = [...percentages, ...earnings, ...durations, ...motion, ...counts, ...shopping, ...compare, ...simple];
