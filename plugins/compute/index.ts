/** compute: exact arithmetic, percentages, equations, unit conversions and word problems, each checked. */
import { askText, decline, definePlugin, defineTask, offload, readRequest, type Answer, type Decline, type Reading } from '../../src/plugin-api.js';
import { claimScore, readQuestion } from './claim-score.js';
import { withoutRemark } from './remark.js';
import { COMPUTE_VOCABULARY } from './vocabulary.js';

/** The shared reader's view: preambles and politeness set aside, typos repaired toward compute's words. */
const read = (text: string): Reading => readRequest(text, { vocabulary: COMPUTE_VOCABULARY });
/** The question compute reads: the shared reader's core, a remark after the question set aside (remark.ts). */
const coreOf = (text: string): string => withoutRemark(read(text).core);
const joinCaveats = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('; ') || undefined;

const PLAIN = /^-?\d+(?:\.\d+)?$/;

/** The asked result by name for replies in a requested format: the canonical number, or each variable of "x = 6, y = 4". */
function valuesOf(forms: readonly string[], own: Record<string, string> = {}): Record<string, string> | undefined {
  const out: Record<string, string> = { ...own };
  const first = (forms[0] ?? '').trim();
  if (PLAIN.test(first)) out.value ??= first;
  // "37.8 celsius", "59 days": one number with its unit named after it is that number, when a form says so.
  const named = /^(-?\d+(?:\.\d+)?) [^\d]+$/.exec(first);
  if (named && forms.some((f) => f.trim() === named[1])) out.value ??= named[1];
  const vars = [...first.matchAll(/\b([a-z])\s*=\s*(-?\d+(?:\.\d+)?)(?=,|$)/g)];
  if (vars.length && vars.map((m) => m[0]).join(', ') === first) {
    for (const [, name, v] of vars) out[name] ??= v;
    if (vars.length === 1) out.value ??= vars[0][2];
  }
  return Object.keys(out).length ? out : undefined;
}

/** Forms compare as written, spacing aside. */
const canonicalForm = (form: string) => form.trim().replace(/\s+/g, ' ');

export function formatReply(headline: string, working: string[]): string {
  return [headline, '', ...working.map((w) => `- ${w}`)].join('\n');
}

/** The whole answer from the text alone, so it can run on a worker thread as well as here. */
export function answerCompute(text: string): Answer | Decline {
  const reading = read(text);
  const out = readQuestion(withoutRemark(reading.core));
  if (!out) return decline('not read as a math question: no arithmetic, percentage, equation, unit conversion or word problem found');
  if ('reason' in out) return decline(out.reason);
  if (!out.verified) return decline('the result did not pass its check');
  const answer: Answer = { content: formatReply(out.headline, out.working), verified: true, checked: 'computed', canonical: out.forms.map(canonicalForm) };
  const caveat = joinCaveats(reading.caveat, out.caveat);
  if (caveat) answer.caveat = caveat;
  const values = valuesOf(out.forms, out.values);
  if (values) answer.values = values;
  return answer;
}

/**
 * Big-number work past a size: a 20-digit operand, an exponent or factorial of 100 and more, or a number
 * of 7 digits asked about primes, factors or divisors. Exact results stay under 10,000 digits, but these
 * take long enough to go to a worker thread.
 */
const BIG_NUMBERS = [
  /\d{20}/,
  /(?:\^|\*\*)\s*\(?\s*\d{3}|\bpower of \d{3}|\d{3}(?:st|nd|rd|th) power\b/i,
  /\d{3}\s*!|\bfactorial of \d{3}/i,
  /\b(?:prime|factor\w*|divisors?)\b.*\d{7}|\d{7}.*\b(?:prime|factor\w*|divisors?)\b/i,
];

function bigNumbers(core: string): boolean {
  const joined = core.replace(/(?<=\d)[,_ ](?=\d{3}\b)/g, '');
  return BIG_NUMBERS.some((re) => re.test(joined));
}

const ANSWER_ON_POOL = defineTask<typeof answerCompute>(import.meta.url, './index.js', 'answerCompute');

const compute = definePlugin({
  name: 'compute',
  summary: 'Computes exact answers to arithmetic, percentage, equation, unit-conversion and simple word problems, and checks them.',
  examples: {
    claims: [
      { ask: 'What is 17% of 2,340?', expect: '397.8' },
      { ask: 'hey, quick one: what is 0.1 + 0.2?', expect: '0.3' },
      { ask: 'What is three quarters of 80?', expect: '60' },
      { ask: 'What is the square root of 18?', expect: '3√2' },
      { ask: '45 is what percent of 180?', expect: '25%' },
      { ask: 'Solve 2x + 3 = 11', expect: 'x = 4' },
      { ask: 'Solve x^2 - 2x - 1 = 0', expect: 'x = 1 ± √2' },
      { ask: 'Convert 5 km to miles.', expect: '3.10686 miles' },
      { ask: 'A movie starts at 7:45 pm and lasts 2 hours 20 minutes. When does it end?', expect: '10:05 pm' },
    ],
    declines: [
      { ask: 'What is 10^10^10?' },
      { ask: 'What is 100000!?' },
      { ask: 'Convert 10 USD to EUR.' },
      { ask: 'Convert 5 kg to meters.' },
      { ask: 'Write a story about 3 dragons.' },
      { ask: 'What is the capital of France?' },
    ],
  },
  claim(ask) {
    return claimScore(coreOf(askText(ask)));
  },
  answer(ask) {
    const text = askText(ask);
    return bigNumbers(coreOf(text)) ? offload(ANSWER_ON_POOL, text) : answerCompute(text);
  },
});

export default compute;
