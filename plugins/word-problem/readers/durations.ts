/** Time, distance and rates over periods: per hour/day/week, speeds, schedules. */
import { readAgentRates } from './durations-agents.js';
import { readPeriodRates } from './durations-periods.js';
import { readSaidPeriods } from './durations-phrases.js';
import { readTaskTimes } from './durations-tasks.js';
import type { StoryReader } from './reader.js';

export const readers: StoryReader[] = [readPeriodRates, readSaidPeriods, readAgentRates, readTaskTimes];
