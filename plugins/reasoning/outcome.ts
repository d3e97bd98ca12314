/** What every reasoning family returns: the reply plus a canonical result the dev-set scorer compares strictly. */
import type { Decline } from '../../src/solving/solver.js';

export interface Solved {
  content: string;
  /** Stable machine form of the answer, e.g. `order:Ann,Bob` or `count:92`. */
  canonical: string;
  caveat?: string;
}

export type Outcome = Solved | Decline;

export interface Family {
  name: string;
  /** Cheap test on the raw text: does this look like the family's question? */
  detect(text: string): boolean;
  solve(text: string): Outcome;
}

export function declined(o: Outcome): o is Decline {
  return 'reason' in o && !('content' in o);
}
