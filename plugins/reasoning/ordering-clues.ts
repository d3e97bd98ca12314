/**
 * Reads one plain-English ordering clue into a predicate over positions (1 = leftmost, front, tallest,
 * oldest, first to finish). Unknown wording returns null, so the puzzle is declined rather than guessed.
 */

export interface Clue {
  names: string[];
  /** Which order the clue speaks about; 'any' for neutral ones ("X is in the middle"). */
  dim: string;
  test(pos: number[], n: number): boolean;
}

const N = '([A-Z][a-z]*)';
const BE = '(?:is|sits|stands|was|lives|finished|came|comes|came in|finishes|is seated|is standing|is sitting|parks|ranks|placed)';
const ORD: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };
const ordinal = (s: string) => ORD[s.toLowerCase()] ?? Number(s.replace(/(st|nd|rd|th)$/i, ''));
const COUNT: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const count = (s: string) => COUNT[s.toLowerCase()] ?? Number(s);

/** "X is taller than Y": [dimension, +1 when X comes before Y]. */
const COMPARE: Record<string, [string, number]> = {
  taller: ['tallest', 1], shorter: ['tallest', -1], older: ['oldest', 1], younger: ['oldest', -1],
  heavier: ['heaviest', 1], lighter: ['heaviest', -1], faster: ['fastest', 1], slower: ['fastest', -1],
  richer: ['richest', 1], poorer: ['richest', -1], bigger: ['biggest', 1], smaller: ['biggest', -1],
};
const SUPER: Record<string, [string, 'top' | 'bottom']> = {
  tallest: ['tallest', 'top'], shortest: ['tallest', 'bottom'], oldest: ['oldest', 'top'], youngest: ['oldest', 'bottom'],
  heaviest: ['heaviest', 'top'], lightest: ['heaviest', 'bottom'], fastest: ['fastest', 'top'], slowest: ['fastest', 'bottom'],
  richest: ['richest', 'top'], poorest: ['richest', 'bottom'], biggest: ['biggest', 'top'], smallest: ['biggest', 'bottom'],
};

type Rule = [RegExp, (m: RegExpMatchArray) => Clue | null];
const c = (names: string[], dim: string, test: Clue['test']): Clue => ({ names, dim, test });
const neg = (cl: Clue | null, yes: boolean): Clue | null => (cl && !yes ? c(cl.names, cl.dim, (p, n) => !cl.test(p, n)) : cl);

const RULES: Rule[] = [
  [new RegExp(`^${N} ${BE} (not )?(\\w+)er than ${N}$`), (m) => {
    const cmp = COMPARE[`${m[3]}er`] ?? COMPARE[`${m[3]}r`];
    return cmp ? neg(c([m[1], m[4]], cmp[0], ([a, b]) => (cmp[1] > 0 ? a < b : a > b)), !m[2]) : null;
  }],
  [new RegExp(`^${N} ${BE} (not )?(?:the )?(second |third )?(\\w+est)(?: (?:of|among) (?:the|them|us|all)(?: (?:two|three|four|five|six|seven|eight|nine|group|friends|children|runners|people))?| in the group)?$`), (m) => {
    const sup = SUPER[m[4]];
    const k = m[3] ? ordinal(m[3].trim()) : 1;
    return sup ? neg(c([m[1]], sup[0], ([a], n) => a === (sup[1] === 'top' ? k : n + 1 - k)), !m[2]) : null;
  }],
  [new RegExp(`^${N} (?:beat|outran|finished (?:ahead of|before)|came (?:in )?(?:ahead of|before)|crossed the line before) ${N}$`), (m) => c([m[1], m[2]], 'finish', ([a, b]) => a < b)],
  [new RegExp(`^${N} (?:finished|came(?: in)?|crossed the line) (not )?(?:(immediately|right|just|directly) )?(before|after|ahead of|in front of|behind|above|below|higher than|lower than) ${N}$`), (m) => {
    const before = /before|ahead|front|above|higher/.test(m[4]);
    return neg(c([m[1], m[5]], 'finish', ([a, b]) => (m[3] ? a === (before ? b - 1 : b + 1) : before ? a < b : a > b)), !m[2]);
  }],
  [new RegExp(`^${N} ${BE} (not )?(?:(immediately|directly|right|just) )?(?:somewhere )?(?:to the |on the )?(left|right) of ${N}$`), (m) => {
    const left = m[4] === 'left';
    return neg(c([m[1], m[5]], 'row', ([a, b]) => (m[3] ? a === (left ? b - 1 : b + 1) : left ? a < b : a > b)), !m[2]);
  }],
  // A queue or line: the front is position 1, as the left end of a row.
  [new RegExp(`^${N} ${BE} (not )?(?:(immediately|directly|right|just) )?(?:somewhere )?(behind|in front of|ahead of) ${N}(?: in (?:the )?(?:line|queue))?$`), (m) => {
    const front = m[4] !== 'behind';
    return neg(c([m[1], m[5]], 'row', ([a, b]) => (m[3] ? a === (front ? b - 1 : b + 1) : front ? a < b : a > b)), !m[2]);
  }],
  [new RegExp(`^${N} ${BE} (one|two|three|four|five|\\d) (?:seats?|places?|positions?|spots?) (?:to the )?(left|right) of ${N}$`), (m) =>
    c([m[1], m[4]], 'row', ([a, b]) => a === (m[3] === 'left' ? b - count(m[2]) : b + count(m[2])))],
  [new RegExp(`^${N} ${BE} (not |never )?(?:next to|beside|adjacent to|alongside) ${N}$`), (m) => neg(c([m[1], m[3]], 'row', ([a, b]) => Math.abs(a - b) === 1), !m[2])],
  [new RegExp(`^${N} and ${N} (?:are|sit|stand)( not|n't| do not| don't)? (?:next to|beside|adjacent to) each other$`), (m) => neg(c([m[1], m[2]], 'row', ([a, b]) => Math.abs(a - b) === 1), !m[3])],
  [new RegExp(`^${N} and ${N} (?:are|sit|stand)( not)? (?:adjacent|together)$`), (m) => neg(c([m[1], m[2]], 'row', ([a, b]) => Math.abs(a - b) === 1), !m[3])],
  [new RegExp(`^${N} ${BE} (not )?(?:(directly|immediately|right) |somewhere )?between ${N} and ${N}$`), (m) =>
    neg(c([m[1], m[4], m[5]], 'row', ([a, b, d]) => (m[3] ? Math.abs(b - d) === 2 && a === (b + d) / 2 : (b < a && a < d) || (d < a && a < b))), !m[2])],
  [new RegExp(`^${N} ${BE} (not )?(?:at|on) (?:an|one|either|one of the) ends?$`), (m) => neg(c([m[1]], 'any', ([a], n) => a === 1 || a === n), !m[2])],
  [new RegExp(`^${N} ${BE} (?:at|on) the other end$`), (m) => c([m[1]], 'any', ([a], n) => a === 1 || a === n)],
  [new RegExp(`^${N} ${BE} (?:at|on) neither end$`), (m) => c([m[1]], 'any', ([a], n) => a !== 1 && a !== n)],
  [new RegExp(`^${N} ${BE} (not )?(?:at |on |in )?(?:the )?(far left|far right|left end|right end|leftmost|rightmost|front|back|head|end of the line|left|right)(?: seat| position| of the (?:row|line))?$`), (m) => {
    const first = /left|front|head/.test(m[3]);
    return neg(c([m[1]], 'row', ([a], n) => a === (first ? 1 : n)), !m[2]);
  }],
  [new RegExp(`^${N} ${BE} (not )?(?:in )?(?:the )?middle(?: seat| position| of the (?:row|line))?$`), (m) => neg(c([m[1]], 'any', ([a], n) => n % 2 === 1 && a === (n + 1) / 2), !m[2])],
  [new RegExp(`^${N} ${BE} (not )?(?:in )?(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|last|\\d(?:st|nd|rd|th)?)(?: seat| place| position| in line| in the race)?(?: from the (left|right|front|back))?$`), (m) =>
    neg(c([m[1]], m[4] ? 'row' : 'any', ([a], n) => {
      const k = m[3] === 'last' ? n : ordinal(m[3]);
      return a === (m[4] === 'right' || m[4] === 'back' ? n + 1 - k : k);
    }), !m[2])],
  [new RegExp(`^${N} ${BE} (not )?in (?:seat|position|place|chair|spot) (?:number )?(\\d)$`), (m) => neg(c([m[1]], 'any', ([a]) => a === Number(m[3])), !m[2])],
];

export function clueOf(text: string): Clue | null {
  const t = text.replace(/\s+/g, ' ').replace(/^(?:clue \d+[:.)]|\d+[.)]|-|\*)\s*/i, '').replace(/\bis not\b/g, 'is not').replace(/\bisn't\b/g, 'is not')
    // "Pia did not finish first" reads as "Pia finished not first", the shape the rules negate.
    .replace(/\b(?:did not|didn't) (finish|come|place)\b/g, (_, v: string) => ({ finish: 'finished', come: 'came', place: 'placed' })[v] + ' not')
    .replace(/\b(?:does not|doesn't) (sit|stand|live|park)\b/g, '$1s not')
    .trim();
  for (const [re, make] of RULES) {
    const m = t.match(re);
    if (m) {
      const clue = make(m);
      if (clue && new Set(clue.names).size === clue.names.length) return clue;
    }
  }
  return null;
}
