/** Numbers written as words ("three hundred and twelve", "a dozen", "two thirds") turned into digits. */

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALE: Record<string, bigint> = { thousand: 1000n, million: 10n ** 6n, billion: 10n ** 9n, trillion: 10n ** 12n };
/** Denominators; "second" is left out because it is a unit of time. */
const PARTS: Record<string, number> = {
  half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5,
  sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10,
  twelfth: 12, twelfths: 12, hundredth: 100, hundredths: 100, thousandth: 1000, thousandths: 1000,
};

const isNumWord = (w: string) => w in SMALL || w === 'hundred' || w in SCALE || w === 'dozen';

/** Reads a run of number words starting at i; returns the value and the next index. */
function readRun(words: string[], i: number): { value: bigint; next: number } | null {
  let total = 0n;
  let current = 0n;
  let seen = false;
  let j = i;
  if (words[j] === 'a' && (words[j + 1] === 'hundred' || words[j + 1] in SCALE || words[j + 1] === 'dozen')) {
    current = 1n;
    j++;
  } else if (/^\d+$/.test(words[j] ?? '') && (words[j + 1] in SCALE || words[j + 1] === 'hundred' || words[j + 1] === 'dozen')) {
    current = BigInt(words[j]);
    j++;
  }
  for (; j < words.length; j++) {
    const w = words[j];
    if (w in SMALL) {
      if (seen && current % 100n !== 0n && SMALL[w] >= 10) break;
      if (seen && current % 10n !== 0n) break;
      current += BigInt(SMALL[w]);
    } else if (w === 'hundred') current = (current || 1n) * 100n;
    else if (w === 'dozen') current = (current || 1n) * 12n;
    else if (w in SCALE) {
      total += (current || 1n) * SCALE[w];
      current = 0n;
    } else if (w === 'and' && seen && (words[j - 1] === 'hundred' || words[j - 1] in SCALE) && words[j + 1] in SMALL) continue;
    else break;
    seen = true;
  }
  if (!seen) return null;
  return { value: total + current, next: j };
}

/** Replaces number words in lower-case text by digits; fractions become "(n/d)". */
export function wordsToDigits(text: string): string {
  // Punctuation after a word is split off so a run like "sixty-eight?" is read whole.
  const words = text.replace(/(\w)-(?=[a-z])/g, '$1 ').replace(/([a-z])([?,.!;:]+)(?=\s|$)/g, '$1 $2').split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const w = words[i];
    const bare = w.replace(/[^a-z0-9]+$/, '');
    const tail = w.slice(bare.length);
    if (!tail && (isNumWord(bare) || bare === 'a' || /^\d+$/.test(bare))) {
      const run = readRun(words, i);
      if (run && (run.next > i + 1 || isNumWord(bare))) {
        let value = `${run.value}`;
        let j = run.next;
        // "three point one four": digits after "point" are read one by one.
        if (words[j] === 'point' && words[j + 1] in SMALL && SMALL[words[j + 1]] < 10) {
          let digits = '';
          for (j++; words[j] in SMALL && SMALL[words[j]] < 10; j++) digits += SMALL[words[j]];
          out.push(`${run.value}.${digits}`);
          i = j;
          continue;
        }
        const part = (words[j] ?? '').replace(/[^a-z]+$/, '');
        if (part in PARTS && !(run.value > 20n && part === 'quarter')) {
          value = `(${run.value}/${PARTS[part]})`;
          value += (words[j] ?? '').slice(part.length);
          j++;
        } else if (words[j] === 'and' && words[j + 1] === 'a' && (words[j + 2] ?? '').replace(/[^a-z]+$/, '') in PARTS) {
          const p = words[j + 2].replace(/[^a-z]+$/, '');
          value = `(${run.value}+1/${PARTS[p]})${words[j + 2].slice(p.length)}`;
          j += 3;
        }
        out.push(value);
        i = j;
        continue;
      }
    }
    // "a third of", "half of", "one half": a lone fraction word.
    if ((bare === 'a' || bare === 'an') && words[i + 1] && words[i + 1].replace(/[^a-z]+$/, '') in PARTS) {
      const p = words[i + 1].replace(/[^a-z]+$/, '');
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
  return out.join(' ');
}
