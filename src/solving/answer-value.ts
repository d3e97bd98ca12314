/**
 * The numeric value of an answer, for comparing any solver's answer with a corpus's number. Each solver has its
 * own canonical form ("x = 6", "$39", "2,405 days"), so a dev-set runner that compares canonical forms counts
 * another solver's right answer wrong; this reads the value (the JSON value, else the first number of the
 * canonical form or of the first line) and compares exactly, as rationals. Used by the GSM8K test and
 * tools/corpus/gsm8k.mjs alike, so both judge the same way.
 */
import type { Answer } from './solver.js';
import type { CaseResult } from './dev-set.js';

interface Exact {
  n: bigint;
  d: bigint;
}

function exact(s: string): Exact | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) return null;
  const frac = m[3] ?? '';
  return { n: BigInt(`${m[1]}${m[2]}${frac}`), d: 10n ** BigInt(frac.length) };
}

/** Two plain decimals ("12", "12.50", "-3") that are the same number; anything else is not the same. */
export function sameNumber(a: string, b: string): boolean {
  const [x, y] = [exact(a), exact(b)];
  return !!x && !!y && x.n * y.d === y.n * x.d;
}

/** The answer's number as a plain decimal, or null when none can be read. */
export function valueOf(answer: Pick<Answer, 'values' | 'canonical' | 'content'>): string | null {
  const canonical = Array.isArray(answer.canonical) ? answer.canonical.slice(0, 1) : [answer.canonical];
  for (const c of [answer.values?.value, ...canonical, answer.content?.split('\n')[0]]) {
    if (typeof c !== 'string') continue;
    const m = /(?<![\w./])(-?)\s?\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d/])/.exec(c);
    if (m) return `${m[1]}${m[2].replace(/,/g, '')}${m[3] ?? ''}`;
  }
  return null;
}

/** Results answered by solvers other than `solver` (help aside), split by whether their value is the expected one. */
export function othersByValue(results: readonly CaseResult[], solver: string): { right: CaseResult[]; wrong: CaseResult[] } {
  const right: CaseResult[] = [];
  const wrong: CaseResult[] = [];
  for (const r of results) {
    if (r.solver === solver || r.solver === 'help') continue;
    (r.case.expect !== null && sameNumber(valueOf(r.answer) ?? '', r.case.expect) ? right : wrong).push(r);
  }
  return { right, wrong };
}
