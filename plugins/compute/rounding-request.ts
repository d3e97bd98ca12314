/** "to 3 decimal places", "to the nearest hundred", "to 2 significant figures": read and removed from the question. */
import type { RoundRule } from './rational.js';

export interface RoundingRequest {
  /** Decimal places (negative: tens, hundreds); or significant figures when `sig` is set. */
  places: number;
  sig: boolean;
  rule: RoundRule;
  /** The rule was named by the asker, not assumed. */
  ruleNamed: boolean;
}

/** The form a result is asked in: "as a fraction", "as a decimal", "as a mixed number". */
export type AskedForm = 'fraction' | 'decimal' | 'mixed' | null;

export interface WithRounding {
  text: string;
  rounding: RoundingRequest | null;
  as: AskedForm;
}

const NEAREST: Record<string, number> = {
  'whole number': 0, integer: 0, 'whole': 0, unit: 0, one: 0, '1': 0, tenth: 1, hundredth: 2, thousandth: 3,
  ten: -1, '10': -1, hundred: -2, '100': -2, thousand: -3, '1000': -3, cent: 2, penny: 2, dollar: 0,
};

export function readRounding(text: string): WithRounding {
  let t = text;
  let places: number | null = null;
  let sig = false;
  let rule: RoundRule = 'half-up';
  let ruleNamed = false;
  let as: WithRounding['as'] = null;
  const take = (re: RegExp, f: (m: RegExpExecArray) => void) => {
    const m = re.exec(t);
    if (m) {
      f(m);
      t = (t.slice(0, m.index) + ' ' + t.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim();
    }
  };
  take(/,?\s*\b(using |with )?(round(ing)? half to even|banker'?s rounding|round half even)\b/, () => ((rule = 'half-even'), (ruleNamed = true)));
  take(/,?\s*\b(using |with )?(round(ing)? half (up|away from zero))\b/, () => ((rule = 'half-up'), (ruleNamed = true)));
  take(/,?\s*\b(and )?(rounded|round(ed)?) (down|up)\b/, (m) => ((rule = m[4] === 'down' ? 'down' : 'up'), (ruleNamed = true)));
  take(/,?\s*\b(rounded |round(ed)? |correct )?(to|at) (\d+) (decimal places?|decimals?|dp|d\.p\.|places?|digits? after the (decimal )?point)/, (m) => (places = Number(m[4])));
  take(/,?\s*\b(rounded |round(ed)? |correct )?(to|at) (\d+) (significant (figures?|digits?)|sig\.? ?figs?|s\.f\.|sf)/, (m) => ((places = Number(m[4])), (sig = true)));
  take(/,?\s*\b(rounded |round(ed)? )?to the nearest (whole number|integer|whole|unit|tenth|hundredth|thousandth|ten|hundred|thousand|cent|penny|dollar|1000|100|10|1)\b/, (m) => (places = NEAREST[m[3]]));
  take(/,?\s*\b(expressed |written |given )?(as|in) (a |an )?(simplified |exact |improper )?(fraction|fractional form)\b/, () => (as = 'fraction'));
  take(/,?\s*\b(expressed |written |given )?(as|in) (a )?decimal( form)?\b/, () => (as = 'decimal'));
  take(/,?\s*\b(expressed |written |given )?(as|in) (a )?mixed (number|fraction|numeral)( form)?\b/, () => (as = 'mixed'));
  t = t.replace(/^(round|rounding)( off)?\s+(?=[-(.\d])/, '');
  if (places === null && ruleNamed) places = 0;
  return { text: t, rounding: places === null ? null : { places, sig, rule, ruleNamed }, as };
}
