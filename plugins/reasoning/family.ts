/** One family of logic puzzles: a cheap test on the raw text, and the solver that answers or declines. */
import type { Outcome } from '../../src/plugin-api.js';

export interface Family {
  name: string;
  /** Cheap test on the raw text: does this look like the family's question? */
  detect(text: string): boolean;
  solve(text: string): Outcome;
}
