/** Dev-set scorer for this solver: its canonical results against each case's `expect` (see src/solving/dev-set.ts). */
import { readCases, scoreCases as score, type Case } from '../../src/solving/dev-set.js';
import goBoard, { solveGo } from './index.js';
import { declined } from './outcome.js';

export { readCases, type Case };

export function scoreCases(cases: Case[]) {
  return score(cases, {
    claim: (ask) => goBoard.claim(ask),
    solve(text) {
      const { outcome } = solveGo(text);
      return declined(outcome) ? { reason: outcome.reason } : { canonical: outcome.canonical };
    },
  });
}
