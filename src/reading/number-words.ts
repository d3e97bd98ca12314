/**
 * Numbers written as words ("three hundred and twelve", "a dozen", "two thirds", "hundred and fiftieth")
 * turned into digits. Written here rather than taken from a tagger: it must be exact for any size (BigInt),
 * keep every other word byte for byte, and cost microseconds per request.
 */

export const SMALL: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
export const SCALE: Readonly<Record<string, bigint>> = {
  thousand: 1000n, million: 10n ** 6n, billion: 10n ** 9n, trillion: 10n ** 12n, quadrillion: 10n ** 15n, quintillion: 10n ** 18n,
};
/** Denominators; "second" is left out because it is a unit of time. */
export const PARTS: Readonly<Record<string, number>> = {
  half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5,
  sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10,
  twelfth: 12, twelfths: 12, sixteenth: 16, sixteenths: 16, hundredth: 100, hundredths: 100, thousandth: 1000, thousandths: 1000,
};
/** Ordinal words and the cardinal they stand for. */
export const ORDINAL: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18,
  nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90,
};
const ORDINAL_SCALE: Readonly<Record<string, bigint>> = { hundredth: 100n, thousandth: 1000n, millionth: 10n ** 6n, billionth: 10n ** 9n };
/** "twice the price", "triple it": the factor a multiplier word stands for. */
export const MULTIPLIERS: Readonly<Record<string, number>> = { twice: 2, double: 2, thrice: 3, triple: 3, treble: 3, quadruple: 4 };

const isNumWord = (w: string) => w in SMALL || w === 'hundred' || w in SCALE || w === 'dozen';
/** "to the fifth power", "the two hundredth root": an ordinal, never a fraction. */
const ORDINAL_CONTEXT = new Set(['power', 'powers', 'root', 'roots', 'place', 'term', 'digit', 'day', 'floor', 'row', 'column', 'prime', 'triangular']);

interface Run {
  value: bigint;
  next: number;
  /** Set when the run ended on an ordinal word ("twenty-first", "hundred and fiftieth"). */
  ordinal?: boolean;
}

const lower = (w: string | undefined) => (w ?? '').toLowerCase();

/** Reads a run of number words starting at i; returns the value and the next index. */
function readRun(words: string[], i: number): Run | null {
  let total = 0n;
  let current = 0n;
  let seen = false;
  let j = i;
  const w0 = lower(words[j]);
  const w1 = lower(words[j + 1]);
  if (w0 === 'a' && (w1 === 'hundred' || w1 in SCALE || w1 === 'dozen')) {
    current = 1n;
    j++;
  } else if (/^\d+$/.test(w0) && (w1 in SCALE || w1 === 'hundred' || w1 === 'dozen')) {
    current = BigInt(w0);
    j++;
  }
  for (; j < words.length; j++) {
    const w = lower(words[j]);
    if (w in SMALL) {
      if (seen && current % 100n !== 0n && SMALL[w] >= 10) break;
      if (seen && current % 10n !== 0n) break;
      current += BigInt(SMALL[w]);
    } else if (w === 'hundred') {
      if (current >= 100n) break;
      current = (current || 1n) * 100n;
    } else if (w === 'dozen') current = (current || 1n) * 12n;
    else if (w in SCALE) {
      total += (current || 1n) * SCALE[w];
      current = 0n;
    } else if (w === 'and' && seen && (lower(words[j - 1]) === 'hundred' || lower(words[j - 1]) in SCALE) && (lower(words[j + 1]) in SMALL || lower(words[j + 1]) in ORDINAL)) continue;
    else if (seen && w in ORDINAL && !(w in PARTS && current % 10n !== 0n) && (current % 100n === 0n || (ORDINAL[w] < 10 && current % 10n === 0n))) {
      // Additive ordinal: "twenty-first", "one hundred and fiftieth" (never "three fifths").
      return { value: total + current + BigInt(ORDINAL[w]), next: j + 1, ordinal: true };
    } else if (w in ORDINAL_SCALE && (current > 1n || ORDINAL_CONTEXT.has(lower(words[j + 1])))) {
      // "two hundredth power": a count before a singular scale ordinal is an ordinal (the fraction is "hundredths").
      return { value: total + (current || 1n) * ORDINAL_SCALE[w], next: j + 1, ordinal: true };
    } else break;
    seen = true;
  }
  if (!seen) return null;
  return { value: total + current, next: j };
}

const suffix = (n: bigint) => {
  const t = n % 100n;
  if (t >= 11n && t <= 13n) return 'th';
  return ['th', 'st', 'nd', 'rd'][Number(n % 10n)] ?? 'th';
};
const ordinalText = (n: bigint) => `${n}${suffix(n)}`;

const bareWord = (w: string) => lower(w).replace(/[^a-z0-9]+$/, '');

const ANY_NUMBER_WORD = new RegExp(String.raw`\b(?:${[...Object.keys(SMALL), ...Object.keys(SCALE), ...Object.keys(PARTS), ...Object.keys(ORDINAL), ...Object.keys(ORDINAL_SCALE), 'hundred', 'dozen'].join('|')})\b`, 'i');

/** Replaces number words by digits, other words kept as written; fractions become "(n/d)", ordinals "150th". Line breaks are kept. */
export function wordsToDigits(text: string): string {
  if (!ANY_NUMBER_WORD.test(text)) return text.replace(/[ \t]+/g, ' ').trim();
  return text.includes('\n') ? text.split('\n').map(lineToDigits).join('\n') : lineToDigits(text);
}

/** whole.fraction × 10^places, written as a decimal without a float: "2.5" and 6 places give "2500000". */
function shiftPoint(whole: string, fraction: string, places: number): string {
  const at = whole.length + places;
  const digits = (whole + fraction).padEnd(at, '0');
  const head = digits.slice(0, at).replace(/^0+(?=\d)/, '');
  const tail = digits.slice(at).replace(/0+$/, '');
  return tail ? `${head}.${tail}` : head;
}

function lineToDigits(text: string): string {
  // Punctuation after a word is split off so a run like "sixty-eight?" is read whole.
  const words = text
    .replace(/([A-Za-z])-(?=[a-z])/g, '$1 ')
    .replace(/([A-Za-z])([?,.!;:]+)(?=\s|$)/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const w = words[i];
    const bare = bareWord(w);
    const tail = w.slice(bare.length);
    // "half a dozen": six.
    if (bare === 'half' && lower(words[i + 1]) === 'a' && bareWord(words[i + 2] ?? '') === 'dozen') {
      out.push(`6${(words[i + 2] ?? '').slice(5)}`);
      i += 3;
      continue;
    }
    // "2.5 million", "3.75 billion": the decimal point moved, exactly.
    const decimal = /^(\d+)\.(\d+)$/.exec(w);
    if (decimal && bareWord(words[i + 1] ?? '') in SCALE) {
      const next = words[i + 1];
      const scale = bareWord(next);
      out.push(`${shiftPoint(decimal[1], decimal[2], SCALE[scale].toString().length - 1)}${next.slice(scale.length)}`);
      i += 2;
      continue;
    }
    if (!tail && (isNumWord(bare) || bare === 'a' || /^\d+$/.test(bare))) {
      const run = readRun(words, i);
      if (run?.ordinal) {
        out.push(ordinalText(run.value));
        i = run.next;
        continue;
      }
      if (run && (run.next > i + 1 || isNumWord(bare))) {
        let value = `${run.value}`;
        let j = run.next;
        // "three point one four": digits after "point" are read one by one.
        if (lower(words[j]) === 'point' && lower(words[j + 1]) in SMALL && SMALL[lower(words[j + 1])] < 10) {
          let digits = '';
          for (j++; lower(words[j]) in SMALL && SMALL[lower(words[j])] < 10; j++) digits += SMALL[lower(words[j])];
          out.push(`${run.value}.${digits}`);
          i = j;
          continue;
        }
        const part = bareWord(words[j] ?? '');
        if (part in PARTS && !(run.value > 20n && part === 'quarter') && !ORDINAL_CONTEXT.has(lower(words[j + 1]))) {
          value = `(${run.value}/${PARTS[part]})`;
          value += (words[j] ?? '').slice(part.length);
          j++;
        } else if (part in ORDINAL && ORDINAL_CONTEXT.has(bareWord(words[j + 1] ?? '')) && run.value === 1n) {
          value = ordinalText(BigInt(ORDINAL[part]));
          j++;
        } else if (lower(words[j]) === 'and' && lower(words[j + 1]) === 'a' && bareWord(words[j + 2] ?? '') in PARTS) {
          const p = bareWord(words[j + 2]);
          value = `(${run.value}+1/${PARTS[p]})${words[j + 2].slice(p.length)}`;
          j += 3;
        }
        out.push(value);
        i = j;
        continue;
      }
    }
    // "to the fifth power", "the tenth root": a lone ordinal before a word that wants one.
    if (bare in ORDINAL && !tail && ORDINAL_CONTEXT.has(bareWord(words[i + 1] ?? '')) && bare !== 'first') {
      out.push(ordinalText(BigInt(ORDINAL[bare])));
      i++;
      continue;
    }
    // "a third of", "half of", "one half": a lone fraction word.
    if ((bare === 'a' || bare === 'an') && words[i + 1] && bareWord(words[i + 1]) in PARTS) {
      const p = bareWord(words[i + 1]);
      out.push(`(1/${PARTS[p]})${words[i + 1].slice(p.length)}`);
      i += 2;
      continue;
    }
    if (bare === 'half') {
      out.push(`(1/2)${tail}`);
      i++;
      continue;
    }
    if (!tail && isNumWord(bare)) {
      const run = readRun(words, i);
      if (run) {
        out.push(`${run.value}`);
        i = run.next;
        continue;
      }
    }
    // The run stopped at punctuation ("twelve?"): read the word itself.
    if (tail && bare in SMALL) {
      out.push(`${SMALL[bare]}${tail}`);
      i++;
      continue;
    }
    out.push(w);
    i++;
  }
  // Punctuation split off above goes back onto the word before it.
  return out.join(' ').replace(/ ([?,.!;:]+)(?=\s|$)/g, '$1');
}
