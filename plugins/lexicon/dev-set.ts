/**
 * Dev-set scorer for this solver (see src/solving/dev-set.ts): the plugin's own answer, given the service's
 * WordNet. A case is right when its `expect` is one of the canonical forms the answer gives.
 */
import type { Wordnet } from '../../src/lexicon/wordnet.js';
import { readCases, scoreCases as score, type Case } from '../../src/solving/dev-set.js';
import lexicon from './index.js';
import { solveLexicon } from './solve.js';

export { readCases, type Case };

export function scoreCases(cases: Case[], wordnet: Wordnet) {
  return score(cases, {
    claim: (ask) => lexicon.claim(ask),
    solve(text) {
      const out = solveLexicon(text, wordnet);
      if (!('content' in out)) return { reason: out.reason };
      const forms = typeof out.canonical === 'string' ? [out.canonical] : [...(out.canonical ?? [])];
      const expected = cases.find((c) => c.ask === text)?.expect;
      return { canonical: expected && forms.includes(expected) ? expected : forms.join(' | ') };
    },
  });
}
