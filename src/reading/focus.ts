/**
 * The question focus: what exactly is asked, read from the question sentence (number words already
 * digits): one named quantity, "just the quotient", "the last four digits", "in lowest terms", "as a mixed
 * number", "round to one decimal place", "the smallest of them", a cell of a grid, the unit wanted.
 */

export interface Focus {
  /** The thing counted or measured: "how many vans" → "vans", "what is Black's score" → "black's score". */
  target?: string;
  /** "how many" (a count), "how much", "how far", "how long", "what", … as asked. */
  asks?: string;
  /** Unit the answer is wanted in ("in km/h", "to °C", "how many tablespoons"). */
  unit?: string;
  part?: 'quotient' | 'remainder';
  lastDigits?: number;
  firstDigits?: number;
  lowestTerms?: boolean;
  mixedNumber?: boolean;
  as?: 'decimal' | 'fraction' | 'percent' | 'mixed number' | 'improper fraction';
  round?: { places: number; significant: boolean };
  pick?: 'smallest' | 'largest';
  order?: 'ascending' | 'descending';
  cell?: { row: number; column: number };
  /** "exactly", "every digit", "in full": no rounding or scientific notation wanted. */
  exact?: boolean;
}

const PLACE_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, a: 1 };
const NEAREST: Record<string, number> = { 'whole number': 0, integer: 0, unit: 0, tenth: 1, hundredth: 2, thousandth: 3, cent: 2, penny: 2, dollar: 0, ten: -1, hundred: -2, thousand: -3 };
const count = (w: string) => (/^\d+$/.test(w) ? Number(w) : PLACE_WORDS[w.toLowerCase()] ?? NaN);

/** Question words that name the kind of quantity asked. */
const ASKS = /\b(how (?:many|much|far|long|fast|old|tall|high|heavy|big|often)|what (?:time|day|date|percent(?:age)?|fraction|number|value)|which (?:day|number|value|one)|what|which|who)\b/i;
const TARGET = /\bhow (?:many|much) ((?:more |fewer |less )?(?:[a-z'-]+ ){0,2}?[a-z'-]+?)(?= (?:are|is|was|were|do|does|did|will|would|can|could|should|has|have|had|in|per|on|at|for|of|to|left|does|remain|altogether|total|now)\b|[?.,]|$)/i;
const WHAT_TARGET = /\bwhat (?:is|was|are|were|will be)(?: the)? ((?:[a-z'-]+ ){0,3}?[a-z'-]+?)(?= (?:of|for|in|after|before|if|when|now|at)\b|[?.,]|$)/i;
const UNIT = /\b(?:in|into|to|as) (?:(?:us|uk|imperial|metric) )?((?:degrees? )?[a-z°]+(?:\s?\/\s?[a-z]+| per [a-z]+)?)\s*[?.!]*$/i;

export function questionFocus(question: string): Focus {
  const q = question.trim();
  const f: Focus = {};
  const asks = ASKS.exec(q);
  if (asks) f.asks = asks[1].toLowerCase();
  const target = TARGET.exec(q) ?? WHAT_TARGET.exec(q);
  if (target) f.target = target[1].toLowerCase();
  if (/\b(?:just|only)? ?the (?:integer |whole[- ]number )?quotient\b/i.test(q) && !/\bremainder\b/i.test(q)) f.part = 'quotient';
  else if (/\b(?:just|only) the remainder\b|\bwhat(?: is|'s) the remainder\b|\bremainder (?:when|of|after)\b/i.test(q) && !/\bquotient\b/i.test(q)) f.part = 'remainder';
  const last = /\b(?:the )?last (\d+|one|two|three|four|five|six) digits?\b|\blast digit\b/i.exec(q);
  if (last) f.lastDigits = last[1] ? count(last[1]) : 1;
  const first = /\b(?:the )?(?:first|leading) (\d+|one|two|three|four|five|six) digits?\b|\b(?:first|leading) digit\b/i.exec(q);
  if (first) f.firstDigits = first[1] ? count(first[1]) : 1;
  if (/\b(?:in )?(?:its )?(?:lowest|simplest) (?:terms|form)\b|\bsimplif(?:y|ied)\b|\breduce\b/i.test(q)) f.lowestTerms = true;
  const as = /\b(?:as|in|into|to) (?:a |an )?(decimal|fraction|percent(?:age)?|mixed (?:number|fraction)|improper fraction)s?\b/i.exec(q);
  if (as) {
    const a = as[1].toLowerCase();
    f.as = a.startsWith('percent') ? 'percent' : a.startsWith('mixed') ? 'mixed number' : (a as Focus['as']);
    if (f.as === 'mixed number') f.mixedNumber = true;
  }
  const places = /\b(?:to|at) (\d+|one|two|three|four|five|six|a) (decimal (?:places?|digits?|dp)|d\.?p\.?|significant (?:figures?|digits?)|sig(?:\.|nificant)? ?figs?|s\.?f\.?)\b/i.exec(q);
  if (places) f.round = { places: count(places[1]), significant: /^s/i.test(places[2]) };
  else {
    const nearest = /\b(?:to|at) the nearest (whole number|integer|unit|tenth|hundredth|thousandth|cent|penny|dollar|ten|hundred|thousand)\b/i.exec(q);
    if (nearest) f.round = { places: NEAREST[nearest[1].toLowerCase()], significant: false };
  }
  if (/\b(?:the )?(?:smallest|least|lowest|minimum)\b/i.test(q) && /\b(?:of (?:them|these|those|the)|which|among)\b/i.test(q)) f.pick = 'smallest';
  else if (/\b(?:the )?(?:largest|greatest|biggest|highest|maximum)\b/i.test(q) && /\b(?:of (?:them|these|those|the)|which|among)\b/i.test(q)) f.pick = 'largest';
  if (/\b(?:from )?(?:smallest|least|lowest) to (?:largest|greatest|biggest|highest)\b|\bascending\b|\bincreasing order\b/i.test(q)) f.order = 'ascending';
  else if (/\b(?:from )?(?:largest|greatest|biggest|highest) to (?:smallest|least|lowest)\b|\bdescending\b|\bdecreasing order\b/i.test(q)) f.order = 'descending';
  const cell = /\brow (\d+),? (?:and )?col(?:umn)? (\d+)\b/i.exec(q) ?? /\bcol(?:umn)? (\d+),? (?:and )?row (\d+)\b/i.exec(q);
  if (cell) f.cell = /^col/i.test(cell[0]) ? { row: Number(cell[2]), column: Number(cell[1]) } : { row: Number(cell[1]), column: Number(cell[2]) };
  if (/\b(?:exactly|exact|every digit|all (?:the )?digits|in full|written out|no rounding)\b/i.test(q)) f.exact = true;
  const unit = UNIT.exec(q);
  if (unit && !f.as && !f.round && !/^(?:the|a|an|it|them|this|that|me|us|full|terms|form)$/i.test(unit[1])) f.unit = unit[1].toLowerCase();
  const howManyUnit = /\bhow many ((?:us |uk |imperial |metric |square |cubic |fluid )?[a-z]+) (?:are )?(?:in|is|make)\b/i.exec(q);
  if (!f.unit && howManyUnit) f.unit = howManyUnit[1].toLowerCase();
  return f;
}
