/** An exact value written for the reader: exact form first, then the decimal to the precision asked or a stated default. */
import { approx, exactForms, exactText, isRational, type Exact } from './exact-value.js';
import { exactDecimal, fixedText, fractionText, groupNumber, mixedText, parseDecimal, q, RULE_NAMES, roundTo, terminates, type Q } from './rational.js';
import type { AskedForm, RoundingRequest } from './rounding-request.js';

export const DEFAULT_PLACES = 6;

export interface Presented {
  headline: string;
  forms: string[];
  note?: string;
  /** The headline is rounded, not the exact value. */
  rounded?: boolean;
}

/** Exponent e with 10^e ≤ |x| < 10^(e+1). */
function magnitude(x: Q): number {
  const a = x.abs();
  let e = a.n.toString().length - a.d.toString().length;
  const pow10 = (k: number) => (k >= 0 ? q(10n ** BigInt(k)) : q(1n, 10n ** BigInt(-k)));
  while (a.compare(pow10(e)) < 0) e--;
  while (a.compare(pow10(e + 1)) >= 0) e++;
  return e;
}

/** Irrational values are rounded from 40 correct decimals, far past any precision asked. */
function approxQ(x: Exact): Q {
  return isRational(x) ? x.q : parseDecimal(approx(x, 40))!;
}


export function presentValue(x: Exact, rounding: RoundingRequest | null, as: AskedForm, preferFraction: boolean): Presented {
  if (rounding) {
    const v = approxQ(x);
    const places = rounding.sig ? (v.n === 0n ? 0 : rounding.places - 1 - magnitude(v)) : rounding.places;
    const r = roundTo(v, places, rounding.rule);
    const text = places > 0 ? fixedText(r, places) : exactDecimal(r);
    const how = rounding.sig ? `${rounding.places} significant figure${rounding.places === 1 ? '' : 's'}` : places > 0 ? `${places} decimal place${places === 1 ? '' : 's'}` : places === 0 ? 'the nearest whole number' : `the nearest ${10 ** -places}`;
    const forms = [text, exactDecimal(r), groupNumber(text)];
    return { headline: text, rounded: !r.equals(v) || !isRational(x), forms: [...new Set(forms)], note: `rounded to ${how} (${RULE_NAMES[rounding.rule]}${rounding.ruleNamed ? '' : ', the default'}); exact value ${exactText(x, preferFraction)}` };
  }
  const forms = exactForms(x);
  if (as === 'mixed' && isRational(x) && x.q.d !== 1n) {
    const mixed = mixedText(x.q) ?? fractionText(x.q);
    return { headline: mixed, forms: [...new Set([mixed, ...forms])] };
  }
  if (isRational(x) && terminates(x.q)) {
    const head = as === 'fraction' || (preferFraction && as !== 'decimal') ? exactText(x, true) : exactText(x);
    const main = groupNumber(head);
    return { headline: main, forms: [...new Set([head, main, ...forms])] };
  }
  // Irrational or repeating: exact form first, and a decimal to a stated default precision.
  const dec = approx(x, DEFAULT_PLACES);
  const exact = exactText(x, true);
  if (as === 'decimal') return { headline: `≈ ${dec}`, forms: [dec, ...forms], note: `to ${DEFAULT_PLACES} decimal places; exact value ${exact}` };
  return { headline: `${exact} (≈ ${dec})`, forms: [...forms, dec], note: `the decimal is rounded to ${DEFAULT_PLACES} decimal places` };
}
