/**
 * What a solver's own reading and computing returns before it becomes an Answer: the reply with the
 * stable machine form of the asked result, or a decline saying why not.
 */
import { isDecline, type Answer, type Decline } from './solver.js';

export interface Solved {
  /** The reply, the asked result first. */
  content: string;
  /** Stable machine form(s) of the asked result (e.g. `rank:Flush:Ah Jh 8h 5h 2h`, `count:92`); dev sets compare it exactly. */
  canonical: string | readonly string[];
  /** Assumptions made while reading the request. */
  caveat?: string;
}

export type Outcome = Solved | Decline;

export function declined(o: Outcome): o is Decline {
  return isDecline(o);
}

/** The Answer of a result the solver computed and checked itself: verified, checked `computed`; a decline passes through. */
export function computed(o: Outcome): Answer | Decline {
  if (declined(o)) return o;
  const answer: Answer = { content: o.content, verified: true, checked: 'computed', canonical: o.canonical };
  if (o.caveat) answer.caveat = o.caveat;
  return answer;
}
