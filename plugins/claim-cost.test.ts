/**
 * Claims are cheap: every plugin's claim on a 100,000-character request, against one pass of a word regex
 * over the same text measured in the same run (a ratio: no wall-clock limit).
 */
import { describe, expect, it } from 'vitest';
import { askFromText } from '../src/plugin-api.js';
import echo from './example-echo/index.js';
import { BUILTIN_SOLVERS } from './index.js';

/** Passes of the baseline regex a claim may cost at most on the long text. */
const MAX_RATIO = 10;

/** Realistic prose with numbers, units, names and a table-ish line now and then, deterministic. */
function longText(chars: number): string {
  const sentences = [
    'The committee met on 4 March 2021 and reviewed the budget of 12,500 euros for the new library wing.',
    'Ann said the warranty lasts 24 months, and Bob asked whether repairs are free of charge.',
    'Convert the measurements later: the hall is 35 m long, 12 m wide and the ceiling 4.5 m high.',
    'Item, price, quantity: tea, 3, 2; coffee, 4, 1; cake, 2.50, 6.',
    'Who wins the game depends on the board, the cards dealt and a good deal of patience.',
    'Please summarise the minutes, list the decisions and name who is responsible for each.',
    'About 17% of the 2,340 members voted, which is fewer than last year when 45 of 180 attended.',
  ];
  let text = '';
  for (let i = 0; text.length < chars; i++) text += sentences[(i * 5) % sentences.length] + (i % 9 === 8 ? '\n\n' : ' ');
  return text.slice(0, chars);
}

function median(times: number[]): number {
  const s = [...times].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function timed(run: () => unknown, rounds = 9): number {
  run(); // warm: regexes compiled, modules loaded
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

describe('claim cost on a 100,000-character request', () => {
  const text = longText(100_000);
  const baseline = timed(() => text.match(/[\p{L}\p{N}]+/gu)?.length);

  it.each([...BUILTIN_SOLVERS, echo].map((p) => [p.name, p] as const))(`%s claims within ${MAX_RATIO} word-regex passes`, (name, plugin) => {
    // A fresh ask per call, so nothing read from the text is kept between rounds.
    const cost = timed(() => plugin.claim(askFromText(text)));
    const ratio = cost / baseline;
    console.log(`${name.padEnd(16)} claim ${cost.toFixed(3)} ms, ${ratio.toFixed(2)}× one word-regex pass (${baseline.toFixed(3)} ms)`);
    expect(ratio).toBeLessThan(MAX_RATIO);
  });
});
