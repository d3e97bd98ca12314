/**
 * What every family's reader returns: a checked result, a refusal (a Decline naming its family), or "not
 * mine". Richer than the plugin API's Solved: compute's answer is formatted from the headline and working,
 * and its `forms` become the answer's canonical forms.
 */
import type { Decline } from '../../src/plugin-api.js';


export type Family = 'arithmetic' | 'percent' | 'equation' | 'units' | 'word';

export interface Solved {
  family: Family;
  /** The final answer in plain words, shown first. */
  headline: string;
  /** Exact, equivalent ways to write the answer; the first is canonical. Scored strictly against these. */
  forms: string[];
  /** Short working, one step per line. */
  working: string[];
  caveat?: string;
  /** Named exact results for JSON replies (`quotient`, `remainder`); `value` and variables are read from `forms[0]` when absent. */
  values?: Record<string, string>;
  /** False when an equation's solution did not survive substitution (never answered then). */
  verified: boolean;
}

export interface Refusal extends Decline {
  family: Family;
}

export type Outcome = Solved | Refusal | null;

export const isRefusal = (o: Outcome): o is Refusal => !!o && 'reason' in o;
