import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import compute from './index.js';

// The measured answered rate per family, or just under it.
const SETS: { file: string; floors: Record<string, number>; least: { answerable: number; left: number } }[] = [
  {
    file: './cases.jsonl',
    // word 0.92: stories word_problem now claims first moved to its dev set (ten, then thirteen more); ten more simple
    // 'has, gets more' stories it now answers rightly left this set too (word_problem's simple-world reader).
    // Percent stories word_problem now answers rightly first (a discount reversed, a tip on a bill) leave compute's sets too.
    floors: { arithmetic: 1, percent: 1, equation: 1, units: 1, word: 0.92, counting: 1, digits: 1, fractions: 1, dates: 1 },
    least: { answerable: 700, left: 145 },
  },
  {
    // Everyday requests as people type them (no capitals, typos, "pls", preambles, several questions in one,
    // numbers grouped with commas or spaces), written after the readers rather than for them.
    file: './everyday-cases.jsonl',
    floors: { arithmetic: 1, fractions: 1, percent: 1, equation: 0.97, units: 1, dates: 1, counting: 1, digits: 1, division: 0.88 },
    least: { answerable: 404, left: 54 },
  },
  {
    // Written in one sitting after the readers, before any fix; the declines it showed (median, bases, "then add",
    // "k of n", "out of") became readers, and its wrong reading ("add 1 1/2 and 2 2/3" split in two) a rule.
    file: './fresh-cases.jsonl',
    // Then batch 1 of the second sitting (183 of 224 answered at first, 0 wrong) and batch 2, written after its
    // fixes (96 of 116 at first, 1 wrong: "how much is the tip and the total?" got the tip alone; now both), and
    // batch 3, written after batch 2's fixes (78 of 87 at first, 0 wrong; now all 87), and batch 4, typos mostly
    // (35 of 43 at first, 0 wrong; now 42). equation 0.97: "1/x = 4" is not read; units 0.98: "how many litres is a
    // gallon in the UK" is not; arithmetic 0.98: "tims" is not repaired ("tim" is an English word).
    floors: { arithmetic: 0.98, counting: 1, digits: 1, fractions: 1, percent: 1, equation: 0.97, units: 0.98, dates: 1, statistics: 1, division: 1, bases: 1 },
    least: { answerable: 582, left: 69 },
  },
  {
    // Batch 5, written before reading the readers: 164 of 177 answered at first, 2 wrong (a "7.5% sales tax on $239.99"
    // given as the total; "In 2024 I paid 15% tax" taxing 2024); now 176. Batch 6, written after batch 5's fixes: 52 of
    // 55 at first, 1 wrong (the decline case "what's y if x = 3" answered x = 3); now 54. Two factorials before a
    // sign-off the metamorphic variants found ("15! / 13!\nCheers!" was 15!/13). dates 0.95: "between 4th of July 2026
    // and Halloween 2026? (31 Oct)" is not read; percent 0.97: "discounted 10% and then 10% again" is not.
    file: './later-cases.jsonl',
    floors: { arithmetic: 1, counting: 1, digits: 1, division: 1, fractions: 1, percent: 0.97, equation: 1, units: 1, dates: 0.95 },
    least: { answerable: 234, left: 55 },
  },
];
for (const set of SETS) {
  devSetSuite({ plugin: compute, cases: new URL(set.file, import.meta.url), solvers: BUILTIN_SOLVERS, floors: set.floors, least: set.least });
}
