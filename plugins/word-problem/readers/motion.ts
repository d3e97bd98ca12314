/** Trips: speeds, times and distances in legs, added, compared or taken from a distance to cover. */
import { readTrips } from './motion-trips.js';
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [readTrips];
