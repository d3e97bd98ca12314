/** What each card family returns: the reply plus a canonical result the dev-set scorer compares strictly. */
import type { Decline } from '../../src/solving/solver.js';

export interface Solved {
  content: string;
  /** Stable machine form, e.g. `rank:Flush:Ah Jh 8h 5h 2h` or `winner:Bob`. */
  canonical: string;
  /** Assumptions made while reading, for the receipt. */
  caveat?: string;
}

export type Outcome = Solved | Decline;

export function declined(o: Outcome): o is Decline {
  return 'reason' in o && !('content' in o);
}
