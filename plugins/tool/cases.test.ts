import type { AskTool } from '../../src/plugin-api.js';
import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import catalogue from './dev-tools.json' with { type: 'json' };
import tool from './index.js';

devSetSuite({
  plugin: tool,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  tools: catalogue as unknown as Record<string, AskTool>,
  // The measured answered rate per family, or just under it.
  floors: { files: 0.87, time: 0.85, web: 1, maps: 0.8, code: 0.8, weather: 0.83, math: 1, convert: 0.83, finance: 1, travel: 1, comms: 1 },
  least: { answerable: 60, left: 12 },
});
