/** What each go question returns: the reply plus a canonical result the dev-set scorer compares strictly. */
import type { Decline } from '../../src/solving/solver.js';

export interface Solved {
  content: string;
  /** Stable machine form, e.g. `group:B:stones=3:libs=5` or `score:area=B+3.5`. */
  canonical: string;
  /** Assumptions and the rule set used, for the receipt. */
  caveat?: string;
}

export type Outcome = Solved | Decline;

export function declined(o: Outcome): o is Decline {
  return 'reason' in o && !('content' in o);
}
