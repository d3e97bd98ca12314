/**
 * What a claim or a sentence says, in the parts a verdict compares: content words (stemmed), numbers with
 * the word that measures them, and whether it is negated. Both sides are read the same way.
 */
import { isStopword } from '../core/text/search-terms.js';

export interface Quantity {
  value: number;
  /** The stemmed word after the number (`mg`, `planet`, `degre`), or `year` for a bare year; '' when none. */
  unit: string;
  /** Index of the number among the text's tokens. */
  at: number;
}

export interface ReadText {
  /** Lower-cased tokens in order (words, numbers as written). */
  tokens: string[];
  /** Tokens as written, for telling names (capitalised) apart. */
  raw: string[];
  /** Stems of the content words (no stopwords, no numbers). */
  stems: string[];
  /** The token index of each stem. */
  stemAt: number[];
  /** Stems of the words that measure a figure ("eight planets"): content words too when the other side has no figure. */
  measured: string[];
  quantities: Quantity[];
  /** Negations (not, never, no, n't, myth, false, …): odd means the text denies what it says. */
  negations: number;
  /** Where each negation stands (token index) and whether it denies what follows it or the whole clause. */
  negationsAt: { at: number; kind: 'particle' | 'judgement' }[];
  /** For each token, the index of its comma-clause; a clause break is , ; : ( ) or a dash between words. */
  clauseOf: number[];
  /** Clauses set aside from the sentence: an apposition or relative clause (", a planned city …", ", which …"). */
  asides: ReadonlySet<number>;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, dozen: 12,
};
const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12, hundred: 100 };

/** Negations that judge a whole statement ("It is a myth that …", "… is false") rather than the words after them. */
const JUDGEMENTS = new Set(['myth', 'false', 'untrue', 'incorrect', 'misconception']);
/** Words that open an aside after a comma: a non-restrictive relative clause, or after a name an apposition. */
const RELATIVES = new Set(['which', 'who', 'whom', 'whose', 'where']);
const ARTICLES = new Set(['a', 'an', 'the']);
const NEGATIONS = new Set(['not', 'no', 'never', 'none', 'neither', 'nor', 'cannot', 'myth', 'false', 'untrue', 'incorrect', 'misconception', 'nobody', 'nothing', 'without', 'isnt', 'arent', 'wasnt', 'werent', 'doesnt', 'dont', 'didnt', 'cant', 'couldnt', 'wont', 'hasnt', 'havent', 'hadnt']);
/** Words that carry no content for matching a claim, beyond the stopwords. */
const FILLER = new Set(['true', 'really', 'located', 'situated', 'actually', 'indeed', 'fact', 'claim', 'claimed', 'say', 'says', 'said', 'about', 'approximately', 'around', 'roughly', 'nearly', 'almost', 'some', 'many', 'also', 'which', 'whose', 'every', 'per', 'one', 'get', 'gets', 'got', 'become', 'becomes', 'became',
  // Verbs of having, like "has" (a stopword): "contains eight planets" says what "has eight planets" says.
  'contain', 'contains', 'contained', 'include', 'includes', 'included', 'comprise', 'comprises', 'comprised']);

/** Units written several ways, as one measure: a figure in °C and one in degrees Celsius are compared. */
const UNIT_ALIASES: Readonly<Record<string, string>> = {
  c: 'degre', celsiu: 'degre', celsius: 'degre', f: 'degre', fahrenheit: 'degre', degree: 'degre', k: 'kelvin',
  km: 'kilometr', kilometer: 'kilometr', kilometre: 'kilometr', m: 'metr', meter: 'metr', metre: 'metr', mi: 'mile',
  kg: 'kilogram', g: 'gram', lb: 'pound', percent: '%', pct: '%', yr: 'year', mph: 'mile', kph: 'kilometr',
};

export function unitOf(word: string): string {
  const stem = stemWord(word);
  return UNIT_ALIASES[word] ?? UNIT_ALIASES[stem] ?? stem;
}

/** A crude stem shared by claim and page words: plural, tense and -ly endings dropped. */
export function stemWord(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(w)) return w;
  if (/(ches|shes|xes|zes|sses)$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w)) return w.slice(0, -1);
  if (/ing$/.test(w) && w.length > 5) return w.slice(0, -3).replace(/(.)\1$/, '$1');
  if (/ed$/.test(w) && w.length > 4) return w.slice(0, -2).replace(/(.)\1$/, '$1').replace(/i$/, 'y');
  return w;
}

export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

function numberOf(token: string): number | null {
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?$/.test(token)) return Number(token.replace(/,/g, ''));
  return NUMBER_WORDS[token] ?? null;
}

/**
 * Comma-clauses of the tokens: a break is , ; : ( ) or a dash in the text between two tokens, except a comma
 * between two names or two numbers ("Paris, France", "July 20, 1969"). A clause after a comma that opens with
 * a relative pronoun, or with an article right after a name, is an aside.
 */
function clausesOf(raw: readonly string[], gaps: readonly string[]): { clauseOf: number[]; asides: Set<number> } {
  const clauseOf: number[] = [];
  const asides = new Set<number>();
  let clause = 0;
  for (let i = 0; i < raw.length; i++) {
    const gap = gaps[i - 1] ?? '';
    const bothNames = /^\p{Lu}/u.test(raw[i - 1] ?? '') && /^\p{Lu}/u.test(raw[i]!);
    const bothNumbers = /\d/.test(raw[i - 1] ?? '') && /\d/.test(raw[i]!);
    if (i > 0 && (/[;:()\u2013\u2014]|\s-\s/.test(gap) || (gap.includes(',') && !bothNames && !bothNumbers))) {
      clause++;
      const opener = raw[i]!.toLowerCase();
      // "Canberra, a planned city …" is an aside; "Contrary to a popular belief, the wall …" is the sentence itself.
      if (gap.includes(',') && (RELATIVES.has(opener) || (ARTICLES.has(opener) && /^\p{Lu}/u.test(raw[i - 1]!)))) asides.add(clause);
    }
    clauseOf.push(clause);
  }
  return { clauseOf, asides };
}

export function readText(text: string): ReadText {
  const plain = text.replace(/[’']/g, "'");
  const found = [...plain.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[\p{L}]+(?:'[\p{L}]+)?|%/gu)];
  const raw = found.map((m) => m[0]);
  const gaps = found.slice(0, -1).map((m, i) => plain.slice(m.index + m[0].length, found[i + 1]!.index));
  const tokens = raw.map((t) => t.toLowerCase());
  const quantities: Quantity[] = [];
  const stems: string[] = [];
  const stemAt: number[] = [];
  const measured: string[] = [];
  const negationsAt: ReadText['negationsAt'] = [];
  let negations = 0;
  // The words that measure a figure ("100 degrees Celsius") are compared with the figure, not as content words.
  const measures = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const bare = t.replace(/'/g, '');
    // "Canberra, not Sydney": a negation before a name sets that name aside, it denies nothing else.
    if ((NEGATIONS.has(bare) || /n't$/.test(t)) && !/^\p{Lu}/u.test(raw[i + 1] ?? '')) {
      negations++;
      negationsAt.push({ at: i, kind: JUDGEMENTS.has(bare) ? 'judgement' : 'particle' });
    }
    let value = numberOf(t);
    // "one of the largest" is no count.
    if (value !== null && !(t === 'one' && (!tokens[i + 1] || isStopword(tokens[i + 1]!)))) {
      const start = i;
      // "1.5 million", "two hundred", "twenty four", "three hundred and thirty", "two thousand six"
      const words = NUMBER_WORDS[t] !== undefined;
      let total = 0;
      let current = value;
      while (i + 1 < tokens.length) {
        const next = tokens[i + 1]!;
        const small = NUMBER_WORDS[next];
        const joins = (n: number | undefined) => words && n !== undefined && n < 100 && SCALES[next] === undefined && (n < 10 ? current % 10 === 0 : current % 100 === 0);
        if (next === 'hundred') current *= 100;
        else if (SCALES[next] !== undefined) {
          total += current * SCALES[next]!;
          current = 0;
        } else if (joins(small) && (current > 0 || total > 0)) current += small!;
        else if (next === 'and' && words && (current >= 100 || total > 0) && current % 100 === 0 && NUMBER_WORDS[tokens[i + 2] ?? ''] !== undefined && NUMBER_WORDS[tokens[i + 2]!]! < 100) {
          i++;
          current += NUMBER_WORDS[tokens[i + 1]!]!;
        } else break;
        i++;
      }
      value = total + current;
      const after = tokens[i + 1];
      const isYear = /^\d{4}$/.test(t) && value >= 1000 && value <= 2100 && (!after || isStopword(after) || !/^[a-z%]/.test(after));
      let unit = isYear ? 'year' : after === '%' ? '%' : after && /^[a-z]/.test(after) && !isStopword(after) ? unitOf(after) : '';
      // Degrees on a named scale are another measure on the other scale: 212 °F is no clash with 100 °C.
      if (unit === 'degre') {
        const scale = [after, tokens[i + 2]].find((t) => t && /^(?:c|f|celsius|fahrenheit)$/.test(t));
        if (scale) unit = `degre ${scale[0]}`;
      }
      quantities.push({ value, unit, at: start });
      if (unit && unit !== 'year' && unit !== '%') {
        measures.add(i + 1);
        if (/^(celsius|fahrenheit|kelvin)$/.test(tokens[i + 2] ?? '')) measures.add(i + 2);
      }
      continue;
    }
    if (measures.has(i)) {
      measured.push(stemWord(bare));
      continue;
    }
    if (/^\p{L}/u.test(t) && !isStopword(bare) && !NEGATIONS.has(bare) && !FILLER.has(bare) && bare.length > 1) {
      stems.push(stemWord(bare));
      stemAt.push(i);
    }
  }
  return { tokens, raw, stems, stemAt, measured, quantities, negations, negationsAt, ...clausesOf(raw, gaps) };
}

/** The same measure: equal units, or degrees with no scale named and degrees on a named one. */
export function sameUnit(a: string, b: string): boolean {
  return a === b || (a.startsWith('degre') && b.startsWith('degre') && (a === 'degre' || b === 'degre'));
}

/** Equal as a claim's number would be quoted: rounding to the claim's own precision counts as equal. */
export function sameNumber(claim: number, found: number, unit = ''): boolean {
  if (claim === found) return true;
  if (unit === 'year') return false;
  const magnitude = Math.abs(claim) >= 1000 ? 10 ** (Math.floor(Math.log10(Math.abs(claim))) - 2) : 0.5;
  return Math.abs(claim - found) <= magnitude;
}
