/** Fractions written another way: as a decimal, as a fraction, mixed ↔ improper, in lowest terms, and lists put in order. */
import { normalizeText } from './normalize-text.js';
import { exactDecimal, fractionText, gcdBig, mixedText, parseDecimal, q, terminates, type Q } from './rational.js';
import { stripFiller } from './read-filler.js';
import type { Outcome } from './solved.js';
import { rx } from './pattern.js';

const VALUE = String.raw`(-?\d+ \d+/\d+|-?\d+/\d+|-?\d*\.\d+|-?\d+)`;
const solved = (headline: string, forms: string[], working: string[]): Outcome => ({ family: 'arithmetic', headline, forms: [...new Set(forms)], working, verified: true });

/** "3 2/5", "17/5", "0.375", "4" read exactly; null for anything else or a zero denominator. */
function valueOf(text: string): Q | null {
  const t = text.trim();
  let m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(t);
  if (m) return BigInt(m[4]) === 0n ? null : q(BigInt(m[2])).add(q(BigInt(m[3]), BigInt(m[4]))).mul(m[1] ? -1 : 1);
  m = /^(-?\d+)\/(\d+)$/.exec(t);
  if (m) return BigInt(m[2]) === 0n ? null : q(BigInt(m[1]), BigInt(m[2]));
  return parseDecimal(t);
}

/** Undo the reader's rewrites of written fractions: "(2+1/3)" → "2 1/3", "(3/4)" → "3/4". */
const plainFractions = (t: string) => t.replace(/\((\d+)\+(\d+)\/(\d+)\)/g, '$1 $2/$3').replace(/\((\d+\/\d+)\)/g, '$1');

/** The form asked for: "as a decimal", "to a mixed number in lowest terms". */
const FORM = String.raw`(decimal|fraction|mixed number|mixed fraction|improper fraction|percent(?:age)?)(?: form)?(?: in (?:its )?(?:lowest|simplest) (?:terms|form))?$`;

const DIRECTION = /\s*,?\s*\b(?:in (ascending|descending|increasing|decreasing) order|(?:from )?(smallest|least|lowest|largest|greatest|biggest|highest) to (?:largest|greatest|biggest|highest|smallest|least|lowest)|(smallest|least|lowest|largest|greatest|biggest|highest) first|in order)\b\s*,?\s*/;

const DIRECTIONS = new RegExp(DIRECTION.source, 'g');

/** "Order these fractions from smallest to largest: 3/4, 2/3, 5/8": the order named before the list. Shaped like the end-order match. */
function orderFirst(t: string): string[] | null {
  const m = /^(?:put|order|arrange|sort|list|rank|write)\s+(.*)$/.exec(t);
  const named = m ? [...m[1].matchAll(DIRECTIONS)] : [];
  if (!m || !named.length) return null;
  const d = named.find((x) => x[1] || x[2] || x[3]) ?? named[0];
  const items = m[1].replace(DIRECTIONS, ' ').replace(/^\s*(?:the |these |those )?(?:following )?(?:fractions|numbers|values|decimals)?\s*:?\s*/, '').trim();
  const descending = /descending|decreasing/.test(d[1] ?? '') || /^(largest|greatest|biggest|highest)$/.test(d[2] ?? d[3] ?? '');
  return ['', items, descending ? 'largest' : 'smallest'];
}

/** Cheap test first (every question runs through every reader): each form below names one of these. */
const MENTIONS = /reciprocal|inverse|decimal|fraction|equal|same|equivalent|mixed|improper|percent|simplify|reduce|lowest|simplest|order|ascending|descending|increasing|decreasing|first|largest|greatest|biggest|highest|smallest|least|bigger|larger|greater|higher|smaller|less|lower/;

export function solveFractionForm(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  // "reduce 120 / 360": one fraction written with spaces is still one fraction.
  // "144 over 360" is the fraction 144/360 here, where every question is about a fraction's form.
  const spaced = normalizeText(raw).replace(/^([^/]*\d) \/ (\d[^/]*)$/, '$1/$2').replace(/(?<![\d.])(\d+) over (\d+)(?![\d.])/g, '$1/$2');
  const plain = plainFractions(spaced).replace(/[?.]+$|(?<![\d)])!+$/, '');
  // "simplify" is filler to the arithmetic reader; here it is the question.
  const simplify = /\b(simplify|reduce)\b/.exec(plain);
  const t = simplify ? `${simplify[1]} ${stripFiller(plain.slice(simplify.index + simplify[0].length))}` : stripFiller(plain);
  // "make 7 2/3 an improper fraction": after "make" the form follows with no "as".
  let m = rx`^(?:write|convert|change|express|turn|put|give|show)?\s*${VALUE} (?:as|to|into|in) (?:a |an )?${FORM}|^make ${VALUE} (?:into |as )?(?:a |an )?${FORM}`.exec(t);
  if (m) {
    const [value, as] = m[1] ? [m[1], m[2]] : [m[3], m[4]];
    const x = valueOf(value);
    if (!x) return null;
    if (as === 'decimal') {
      if (!terminates(x)) return null; // repeating decimals are the arithmetic reader's (exact form and a rounded decimal)
      const d = exactDecimal(x);
      return solved(d, [d], [`${value} = ${d}`]);
    }
    if (as.startsWith('percent')) {
      const p = x.mul(100);
      if (!terminates(p)) return null;
      return solved(`${exactDecimal(p)}%`, [`${exactDecimal(p)}%`, exactDecimal(p)], [`${value} × 100 = ${exactDecimal(p)}%`]);
    }
    if (as.startsWith('mixed')) {
      const mixed = mixedText(x) ?? fractionText(x);
      return solved(mixed, [mixed, fractionText(x)], [`${fractionText(x)} = ${mixed}`]);
    }
    const f = fractionText(x);
    return solved(f, [f], [`${value} = ${f} in lowest terms`]);
  }
  m = rx`^(?:simplify|reduce)\s+${VALUE}(?: to (?:its )?(?:lowest|simplest) terms| (?:fully|completely))?$|^${VALUE} in (?:its )?(?:lowest|simplest) (?:terms|form)$|^(?:simplify|reduce) (?:the )?(?:fraction )?${VALUE}$`.exec(t);
  if (m) {
    const text = m[1] ?? m[2] ?? m[3];
    if (!/\//.test(text)) return null;
    const x = valueOf(text);
    if (!x) return null;
    const f = fractionText(x);
    const [top, bottom] = text.split(' ').at(-1)!.replace('-', '').split('/').map(BigInt);
    const g = gcdBig(top, bottom);
    return solved(f, [f, ...(mixedText(x) ? [mixedText(x)!] : [])], [`${text} = ${f}${g > 1n ? ` (top and bottom divided by ${g})` : ' (already in lowest terms)'}`]);
  }
  // "reciprocal of 7/9": one over the value, exactly; zero has none.
  m = rx`^(?:the )?(?:reciprocal|multiplicative inverse) of ${VALUE}$`.exec(t);
  if (m) {
    const x = valueOf(m[1]);
    if (!x) return null;
    if (x.n === 0n) return { family: 'arithmetic', reason: 'zero has no reciprocal' };
    const r = q(1n).div(x);
    const f = fractionText(r);
    return solved(f, [f, ...(mixedText(r) ? [mixedText(r)!] : [])], [`1 ÷ ${m[1]} = ${f}`, `check: ${m[1]} × ${f} = 1`]);
  }
  // "What fraction is 0.45?": the decimal as a fraction.
  m = rx`^(?:(?:what|which) )?fraction (?:is|equals|is equal to) ${VALUE}$`.exec(t);
  if (m && /\./.test(m[1])) {
    const x = valueOf(m[1]);
    if (!x) return null;
    const f = fractionText(x);
    return solved(f, [f], [`${m[1]} = ${f} in lowest terms`]);
  }
  const yesNo = comparison(t, plain);
  if (yesNo) return yesNo;
  // "what fraction of 60 is 45": the part over the whole, in lowest terms.
  m = rx`^(?:(?:what|which) )?fraction of ${VALUE} is ${VALUE}$|^${VALUE} is what fraction of ${VALUE}$|^(?:(?:what|which) )?fraction is ${VALUE} of ${VALUE}$`.exec(t);
  if (m) {
    const [whole, part] = m[1] ? [m[1], m[2]] : m[3] ? [m[4], m[3]] : [m[6], m[5]];
    const [w, p] = [valueOf(whole), valueOf(part)];
    if (!w || !p || w.n === 0n) return null;
    const f = fractionText(p.div(w));
    return solved(f, [f], [`${part} / ${whole} = ${f} in lowest terms`]);
  }
  const list = orderFirst(t) ?? /^(?:put|order|arrange|sort|list|rank|write)?\s*(.+?) (?:in (?:ascending|descending|increasing|decreasing) order|(?:in order )?from (smallest|least|lowest|largest|greatest|biggest|highest) to (?:largest|greatest|biggest|highest|smallest|least|lowest)|in order)$/.exec(t);
  // "Which is bigger, 5/8 or 0.6?" asks for the largest of two.
  // "4/7 or 3/5, which is bigger": the same question with the choice said first.
  const choiceFirst = t.replace(/^([^,]+? or [^,]+?),? which(?: one| number| fraction| value)? is (?:the )?(bigger|larger|greater|higher|smaller|less|lower)$/, 'which is $2, $1');
  const asked = choiceFirst.replace(/^(?:(?:which|what)(?: number| fraction| one| 1| value)? is )?(?:(bigger|larger|greater|higher)|smaller|less|lower)[,:]?\s+(?=.+ or )/, (_m, up) => `which is the ${up ? 'largest' : 'smallest'} of `);
  const pick = /^(?:which|what) (?:is|one is|number is|fraction is|value is) (?:the )?(largest|greatest|biggest|smallest|least|lowest)(?: of)?:? (.+)$|^(?:which|what) is (?:the )?(largest|greatest|biggest|smallest|least|lowest)(?: of)?(?: these)?,? (.+)$|^(?:which of|of) (.+?),? (?:which )?is (?:the )?(largest|greatest|biggest|smallest|least|lowest)$/.exec(asked);
  if (list || pick) {
    const items = (list ? list[1] : pick![2] ?? pick![4] ?? pick![5]).replace(/^(?:the )?(?:fractions|numbers|values|these)\s*:?\s*/, '').split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter(Boolean);
    const values = items.map(valueOf);
    if (items.length < 2 || values.some((v) => !v)) return null;
    const order = list ? (/descending|decreasing/.test(t) || /^(largest|greatest|biggest|highest)$/.test(list[2] ?? '') || (!list[2] && /\b(?:largest|greatest|biggest|highest) first\b/.test(t)) ? -1 : 1) : 0;
    const indexed = items.map((text, i) => ({ text, v: values[i]! }));
    const sorted = [...indexed].sort((a, b) => a.v.compare(b.v));
    if (order) {
      const seq = (order < 0 ? sorted.reverse() : sorted).map((x) => x.text);
      const text = seq.join(', ');
      const tied = sorted.some((x, i) => i > 0 && x.v.equals(sorted[i - 1].v));
      return solved(text, [text, ...(tied ? [] : [seq.join(order < 0 ? ' > ' : ' < ')])], [`as decimals: ${indexed.map((x) => `${x.text} = ${exactDecimal(x.v.mul(1000000).round(0).div(1000000))}`).join(', ')}`]);
    }
    const wantLarge = /largest|greatest|biggest|highest/.test(pick![1] ?? pick![3] ?? pick![6]);
    const best = wantLarge ? sorted.at(-1)! : sorted[0];
    const ties = indexed.filter((x) => x.v.equals(best.v));
    if (ties.length > 1) return { family: 'arithmetic', reason: `${ties.map((x) => x.text).join(' and ')} are equal` };
    return solved(best.text, [best.text], [`compared exactly: ${sorted.map((x) => x.text).join(' < ')}`]);
  }
  return null;
}

const ABOVE = /^(?:bigger|larger|greater|more|higher)$/;

/**
 * "Is 9/12 equal to 3/4?", "are 2/3 and 4/6 equivalent", "is 5/8 bigger than 0.6": yes or no, compared exactly.
 * The filler reader drops the opening "is", so the question is told by the text before it: a yes-or-no question
 * opens with "is" or "are" ("what is 5 less than 20" asks for 15).
 */
function comparison(t: string, plain: string): Outcome {
  if (!/^(?:is|are) [-\d.]/.test(plain.trim())) return null;
  const m = rx`^(?:(?:is|are) )?${VALUE} (equal to|the same as|equivalent to|=|bigger than|larger than|greater than|more than|higher than|smaller than|less than|lower than) ${VALUE}$|^(?:(?:is|are) )?${VALUE} and ${VALUE} (equal|the same|equivalent)(?: fractions| numbers)?$`.exec(t);
  if (!m) return null;
  const [a, how, b] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[6], m[5]];
  const [x, y] = [valueOf(a), valueOf(b)];
  if (!x || !y) return null;
  const order = x.compare(y);
  const word = how.split(' ')[0];
  const yes = /^(?:equal|the|equivalent|=)$/.test(word) ? order === 0 : ABOVE.test(word) ? order > 0 : order < 0;
  const sign = order === 0 ? '=' : order > 0 ? '>' : '<';
  const headline = `${yes ? 'Yes' : 'No'}, ${a} ${sign} ${b}`;
  return solved(headline, [yes ? 'yes' : 'no', headline], [`${a} = ${fractionText(x)} and ${b} = ${fractionText(y)} in lowest terms`]);
}
