/**
 * Edit distance for typo repair. Written here rather than taken from fastest-levenshtein because the commonest
 * misspelling is two swapped letters ("recieve"), which Levenshtein counts as two edits and the optimal
 * string alignment distance counts as one; the scan also stops early once `max` is exceeded.
 */

/** Three rows of the distance table, reused across the many comparisons of one scan. */
export class DistanceRows {
  rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];
  fit(n: number): Int32Array[] {
    if (this.rows[0].length <= n) this.rows = [0, 1, 2].map(() => new Int32Array(n + 16));
    return this.rows;
  }
}

const shared = new DistanceRows();

/**
 * Optimal string alignment distance between `a` and the `bLength` characters of `b` from `bStart` (so a word
 * inside a longer string needs no copy), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number, bStart = 0, bLength = b.length - bStart, rows = shared): number {
  const n = bLength;
  if (Math.abs(a.length - n) > max) return max + 1;
  let [prev2, prev, cur] = rows.fit(n);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(bStart + j - 1);
      let d = prev[j - 1] + (ai === bj ? 0 : 1);
      if (prev[j] + 1 < d) d = prev[j] + 1;
      if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(bStart + j - 2) && a.charCodeAt(i - 2) === bj && prev2[j - 2] + 1 < d) d = prev2[j - 2] + 1;
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n], max + 1);
}

/** How many edits a word of this length may be repaired by: none for short words, where a typo is another word. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}
