/**
 * reasoning: logic puzzles on a SAT engine (logic-solver): Sudoku, N-queens, knights and knaves,
 * ordering/seating, cryptarithms, propositional logic, and Tower of Hanoi; and the formal-reasoning
 * families read by their own modules (boolean expressions, bracket completion, word lists, swaps,
 * navigation, truth-tellers and liars, days of the week, dates, schedules, counting by category, tables in the text, SVG
 * path shapes, digit questions, ordering with options).
 * Every answer is re-checked against all of the question's constraints before it is marked verified.
 */
import { askText, computed, decline, declined, definePlugin, defineTask, offload, setAside, setAsidePrompt, type Outcome } from '../../src/plugin-api.js';
import { booleanExpr } from './boolean.js';
import { brackets } from './brackets.js';
import { counting } from './counting.js';
import { dates } from './dates.js';
import { deduction } from './deduction.js';
import { digits } from './digits.js';
import { cryptarithm } from './cryptarithm.js';
import { hanoi } from './hanoi.js';
import { knights } from './knights.js';
import { liars } from './liars.js';
import { ordering } from './ordering.js';
import type { Family, FamilyContext } from './family.js';
import { navigation } from './navigation.js';
import { propositional } from './propositional.js';
import { queens } from './queens.js';
import { schedule } from './schedule.js';
import { sudoku } from './sudoku.js';
import { svgShape } from './svg-shape.js';
import { swaps } from './swaps.js';
import { table } from './table.js';
import { unnamed } from './unnamed.js';
import { weekdays } from './weekdays.js';
import { wordSort } from './word-sort.js';

/** Most specific first: a Sudoku grid never reads as a seating puzzle. */
export const FAMILIES: readonly Family[] = [sudoku, queens, hanoi, cryptarithm, knights, propositional, booleanExpr, brackets, wordSort, swaps, navigation, liars, weekdays, dates, schedule, counting, table, svgShape, digits, deduction, ordering, unnamed];

/** The families whose cheap test matches, then the first one that answers; declines keep every reason. */
export function solveReasoning(asked: string, ctx: FamilyContext = {}, again = false): { family: string | null; outcome: Outcome } {
  // A prompt written for a language model: the last "Q:", without the task description or "Let's think step by step".
  const text = setAsidePrompt(asked).core;
  const candidates = FAMILIES.filter((f) => f.detect(text));
  const reasons: string[] = [];
  for (const f of candidates) {
    const outcome = f.solve(text, ctx);
    if (!declined(outcome)) return { family: f.name, outcome };
    reasons.push(outcome.reason);
  }
  // A greeting, a label or thanks around the puzzle ("Hi! Quick one: … Thanks!") can hide its shape.
  const core = setAside(text).core;
  if (core !== text && !again) {
    const bare = solveReasoning(core, ctx, true);
    if (!declined(bare.outcome)) return bare;
  }
  return { family: candidates[0]?.name ?? null, outcome: decline(reasons.join('; ') || 'not a logic puzzle this solver reads') };
}

/** Families that search (SAT, backtracking, enumeration): a hard instance takes long enough to run on a worker thread. */
const SEARCHES = new Set(['sudoku', 'queens', 'cryptarithm', 'knights', 'propositional', 'schedule', 'deduction', 'ordering', 'unnamed-ordering']);
/** Families that consult WordNet, which stays on the main thread. */
const USES_WORDNET = new Set(['counting']);
const SOLVE_ON_POOL = defineTask<typeof solveReasoning>(import.meta.url, './index.js', 'solveReasoning');

/** Searches go to a worker thread, unless a candidate needs WordNet; the result is the same either way. */
function onPool(text: string): boolean {
  const candidates = FAMILIES.filter((f) => f.detect(text)).map((f) => f.name);
  return candidates.some((n) => SEARCHES.has(n)) && !candidates.some((n) => USES_WORDNET.has(n));
}

const reasoning = definePlugin({
  name: 'reasoning',
  summary: 'Solves logic puzzles (Sudoku, N-queens, knights and knaves, ordering with or without options, cryptarithms, propositional logic and boolean expressions, Tower of Hanoi, bracket completion, word sorting, swaps, navigation, truth-tellers and liars, days of the week, date puzzles, schedules, counting by category, table questions, SVG path shapes, digit questions) and checks every answer against all constraints.',
  examples: {
    claims: [
      { ask: 'Solve this sudoku: 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', expect: '534678912672195348198342567859761423426853791713924856961537284287419635345286179' },
      { ask: 'How many solutions does the 8-queens problem have?', expect: '92 solutions' },
      { ask: 'A says: B is a knave. B says: A and I are both knights. Who is who?', expect: 'A is a knight, B is a knave' },
      { ask: 'SEND + MORE = MONEY', expect: '9567 + 1085 = 10652' },
      { ask: 'Is (p -> q) <-> (~q -> ~p) a tautology?', expect: 'Yes, a tautology' },
      { ask: 'How many moves does the Tower of Hanoi need with 5 disks?', expect: '31 moves' },
      { ask: 'Ann, Bob and Cy sit in a row. Ann sits left of Bob. Cy is not next to Ann. Bob is not at an end. What is the order?', expect: 'Ann, Bob, Cy' },
    ],
    declines: [
      { ask: 'Solve this sudoku: 53..7....6..195' },
      { ask: 'A says: B is purple. Who is a knave?' },
      { ask: 'How tall is the Eiffel Tower?' },
    ],
  },
  needs: ['wordnet'],
  claim(ask) {
    const text = askText(ask);
    return FAMILIES.some((f) => f.detect(text)) ? 0.8 : 0;
  },
  async answer(ask, ctx) {
    const text = askText(ask);
    // Each family throws rather than answer when its own check fails, so an outcome here is verified.
    const solved = onPool(text) ? await offload(SOLVE_ON_POOL, text) : solveReasoning(text, { wordnet: ctx.wordnet });
    return computed(solved.outcome);
  },
});

export default reasoning;
