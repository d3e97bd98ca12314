/** Percent and money results: exact when short, otherwise rounded with the rounding stated. */
import { rat } from './exact-value.js';
import { presentValue } from './present-value.js';
import { exactDecimal, fixedText, groupNumber, q, roundTo, type Q } from './rational.js';
import type { RoundingRequest } from './rounding-request.js';

export interface Shown {
  text: string;
  forms: string[];
  note?: string;
}


export function showNumber(x: Q, rounding: RoundingRequest | null = null): Shown {
  const p = presentValue(rat(x), rounding, null, false);
  return { text: p.headline, forms: p.forms, note: p.note };
}

/** Money to the cent: exact when it already is, else rounded half away from zero and said so. */
export function showMoney(x: Q, symbol: string): Shown {
  const cents = roundTo(x, 2);
  const exact = cents.equals(x);
  const plain = x.d === 1n ? exactDecimal(x) : fixedText(cents, 2);
  const sign = x.s < 0n ? '-' : '';
  const body = plain.replace(/^-/, '');
  const text = `${sign}${symbol}${groupNumber(body)}`;
  const forms = [plain, groupNumber(plain), text, `${sign}${symbol}${body}`];
  if (x.d !== 1n && exact) forms.push(exactDecimal(x));
  return { text, forms: [...new Set(forms)], note: exact ? undefined : 'rounded to the cent (half away from zero)' };
}

export function showPercent(x: Q, rounding: RoundingRequest | null = null): Shown {
  const n = showNumber(x, rounding);
  const approx = n.text.includes('≈');
  const text = approx ? n.text.replace(/^(.*) \(≈ (.*)\)$/, '$2%') : `${n.text}%`;
  const forms = n.forms.map((f) => `${f}%`);
  if (approx) forms.unshift(text);
  return { text: approx ? `≈ ${text}` : text, forms: [...new Set(forms)], note: n.note };
}

export const pct = (x: Q) => x.div(q(100));

/** The price before a change, named without "original": "the regular price", "the full price", "the old price". */
export const PRICE_BEFORE = String.raw`(?:regular|usual|normal|full|list|sticker|undiscounted|non-sale|old|former|previous) (?:price|cost)`;
export const PRICE_BEFORE_RE = new RegExp(PRICE_BEFORE);
