/** The reply: the asked quantity first, then each equation used with the sentence it came from. */
import type Fraction from 'fraction.js';
import type { Answer } from '../../src/plugin-api.js';
import { show } from './equations.js';
import { plural as pluralOf } from './story-text.js';
import type { RateAnswer } from './rates.js';
import type { StoryAnswer } from './read-story.js';

/** Unit symbols are written the same for any amount: "90 km", not "90 kms". */
const SYMBOL = /^(?:km|kg|cm|mm|mg|ml|m|g|l|lb|lbs|oz|ft|mph|kph|km\/h)$/i;

const plural = (noun: string, v: Fraction) => (v.equals(1) || SYMBOL.test(noun) ? noun : pluralOf(noun));

/** Exact: an integer, a terminating decimal, or a fraction. */
export function showValue(v: Fraction): string {
  let d = v.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n ? v.toString(40) : v.toFraction();
}

export function showAmount(v: Fraction, noun: string | null): string {
  if (noun === 'dollar') {
    const shown = showValue(v);
    return `$${/\.\d$/.test(shown) ? `${shown}0` : shown}`;
  }
  return noun ? `${showValue(v)} ${plural(noun, v)}` : showValue(v);
}

export function storyReply(s: StoryAnswer): Answer {
  const label = (name: string) => {
    if (name === 'answer') return 'answer';
    const m = s.names.get(name);
    if (m) return `${m.owner} ${m.verb === 'hav' ? 'has' : m.verb} (${m.noun})`;
    const [, owner, noun] = name.split(':');
    return `${owner} has (${noun})`;
  };
  const working = s.steps.map((eq) => `sentence ${eq.sentence + 1}: ${label(eq.left)} = ${show(eq.right, label)}`);
  const headline = showAmount(s.value, s.target.noun);
  const content = [headline, '', ...working.map((w) => `- ${w}`)].join('\n');
  const forms = [...new Set([showValue(s.value), headline])];
  return { content, verified: true, checked: 'computed', canonical: forms };
}

export const unitName = (unit: string | null, v: Fraction) => (unit ? plural(unit, v) : '');

/** A chain of rates: the answer, then each factor with its unit and whether it multiplies or divides. */
export function rateReply(r: RateAnswer): Answer {
  const headline = r.unit === 'dollar' && !r.per ? showAmount(r.value, 'dollar') : `${showValue(r.value)} ${unitName(r.unit, r.value)}${r.per ? ` per ${r.per}` : ''}`;
  const groups = new Set(r.factors.map((f) => f.group)).size;
  const working = r.factors.map(({ factor: f, exponent, group }) => {
    const amount = f.num === 'dollar' ? showAmount(f.value, 'dollar') : `${showValue(f.value)} ${unitName(f.num, f.value)}`;
    return `- ${groups > 1 ? `part ${group + 1}, ` : ''}sentence ${f.sentence + 1}: ${exponent > 0 ? '×' : '÷'} ${amount}${f.den ? ` per ${f.den}` : ''}${f.den2 ? ` per ${f.den2}` : ''}`;
  });
  const answer: Answer = {
    content: [headline, '', groups > 1 ? `Adding ${groups} products of the story's quantities, each in the asked unit:` : "Multiplying the story's quantities so their units give the asked one:", ...working].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(r.value), headline])],
  };
  const caveats: string[] = [];
  if (r.rounded) caveats.push(`${showValue(r.rounded.from)} rounded ${r.rounded.way} to ${showValue(r.value)}: ${r.rounded.way === 'up' ? 'a part of one more is still needed' : 'only whole ones count'}`);
  if (r.converted) caveats.push('units converted exactly (60 minutes an hour, 24 hours a day, 7 days a week, 12 months a year, US measures)');
  if (caveats.length) answer.caveat = caveats.join('; ');
  return answer;
}
