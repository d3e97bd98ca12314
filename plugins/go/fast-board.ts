/**
 * A Go board built for playouts: a padded 1-D array, chains as circular lists with a representative, and
 * pseudo-liberties kept as count, sum and sum of squares, so "in atari" (all pseudo-liberties the same
 * point) is an O(1) test and the last liberty is sum / count. Copying is a few typed-array copies.
 */
import { BLACK, EMPTY, WHITE, type Board, type Color } from './board.js';

export const OFF = 3;

export class FastBoard {
  readonly size: number;
  /** Row stride of the padded array. */
  readonly w: number;
  readonly color: Uint8Array;
  readonly root: Int16Array;
  readonly next: Int16Array;
  readonly stones: Int16Array;
  readonly libs: Float64Array;
  readonly libSum: Float64Array;
  readonly libSq: Float64Array;
  readonly empties: Int16Array;
  readonly emptyAt: Int16Array;
  emptyCount = 0;
  ko = -1;
  readonly dirs: readonly number[];

  constructor(size: number, from?: FastBoard) {
    this.size = size;
    this.w = size + 2;
    const n = this.w * this.w;
    this.dirs = [1, -1, this.w, -this.w];
    if (from) {
      this.color = from.color.slice();
      this.root = from.root.slice();
      this.next = from.next.slice();
      this.stones = from.stones.slice();
      this.libs = from.libs.slice();
      this.libSum = from.libSum.slice();
      this.libSq = from.libSq.slice();
      this.empties = from.empties.slice();
      this.emptyAt = from.emptyAt.slice();
      this.emptyCount = from.emptyCount;
      this.ko = from.ko;
      return;
    }
    this.color = new Uint8Array(n).fill(OFF);
    this.root = new Int16Array(n);
    this.next = new Int16Array(n);
    this.stones = new Int16Array(n);
    this.libs = new Float64Array(n);
    this.libSum = new Float64Array(n);
    this.libSq = new Float64Array(n);
    this.empties = new Int16Array(n);
    this.emptyAt = new Int16Array(n).fill(-1);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) this.addEmpty(this.at(x, y));
  }

  static from(b: Board): FastBoard {
    const fb = new FastBoard(b.size);
    b.cells.forEach((c, i) => {
      if (c !== EMPTY) fb.place(fb.toPadded(i), c as Color);
    });
    fb.ko = -1;
    return fb;
  }

  toBoard(): Board {
    const cells = new Array<number>(this.size * this.size);
    for (let i = 0; i < cells.length; i++) cells[i] = this.color[this.toPadded(i)];
    return { size: this.size, cells };
  }

  copy(): FastBoard {
    return new FastBoard(this.size, this);
  }

  at(x: number, y: number): number {
    return (y + 1) * this.w + x + 1;
  }

  /** Board index (y*size+x) → padded index, and back. */
  toPadded(i: number): number {
    return this.at(i % this.size, Math.floor(i / this.size));
  }

  fromPadded(p: number): number {
    return (Math.floor(p / this.w) - 1) * this.size + (p % this.w) - 1;
  }

  inAtari(r: number): boolean {
    const n = this.libs[r];
    return n > 0 && this.libSum[r] * this.libSum[r] === n * this.libSq[r];
  }

  /** The one liberty of a chain in atari. */
  lastLiberty(r: number): number {
    return this.libSum[r] / this.libs[r];
  }

  /** Legal for `c` at the empty point `p`: not the ko point, and not suicide. */
  isLegal(p: number, c: Color): boolean {
    if (this.color[p] !== EMPTY || p === this.ko) return false;
    for (const d of this.dirs) if (this.color[p + d] === EMPTY) return true;
    for (const d of this.dirs) {
      const q = p + d;
      const k = this.color[q];
      if (k === c && !this.inAtari(this.root[q])) return true;
      if (k === 3 - c && this.inAtari(this.root[q])) return true;
    }
    return false;
  }

  /** Plays a legal move; returns the number of stones captured. */
  place(p: number, c: Color): number {
    const { color, root, dirs } = this;
    this.removeEmpty(p);
    for (const d of dirs) if (color[p + d] === BLACK || color[p + d] === WHITE) this.dropLib(root[p + d], p);
    color[p] = c;
    root[p] = p;
    this.next[p] = p;
    this.stones[p] = 1;
    this.libs[p] = this.libSum[p] = this.libSq[p] = 0;
    for (const d of dirs) if (color[p + d] === EMPTY) this.addLib(p, p + d);
    for (const d of dirs) if (color[p + d] === c && root[p + d] !== root[p]) this.merge(root[p], root[p + d]);
    let captured = 0;
    let capturedAt = -1;
    for (const d of dirs) {
      const q = p + d;
      if (color[q] === 3 - c && this.libs[root[q]] === 0) {
        capturedAt = q;
        captured += this.removeChain(root[q]);
      }
    }
    const r = root[p];
    this.ko = captured === 1 && this.stones[r] === 1 && this.inAtari(r) ? capturedAt : -1;
    return captured;
  }

  private addLib(r: number, p: number) {
    this.libs[r]++;
    this.libSum[r] += p;
    this.libSq[r] += p * p;
  }

  private dropLib(r: number, p: number) {
    this.libs[r]--;
    this.libSum[r] -= p;
    this.libSq[r] -= p * p;
  }

  private merge(a: number, b: number) {
    const [big, small] = this.stones[a] >= this.stones[b] ? [a, b] : [b, a];
    let s = small;
    do {
      this.root[s] = big;
      s = this.next[s];
    } while (s !== small);
    const t = this.next[big];
    this.next[big] = this.next[small];
    this.next[small] = t;
    this.stones[big] += this.stones[small];
    this.libs[big] += this.libs[small];
    this.libSum[big] += this.libSum[small];
    this.libSq[big] += this.libSq[small];
  }

  private removeChain(r: number): number {
    const n = this.stones[r];
    let s = r;
    do {
      this.color[s] = EMPTY;
      this.addEmpty(s);
      s = this.next[s];
    } while (s !== r);
    do {
      for (const d of this.dirs) {
        const k = this.color[s + d];
        if (k === BLACK || k === WHITE) this.addLib(this.root[s + d], s);
      }
      s = this.next[s];
    } while (s !== r);
    return n;
  }

  private addEmpty(p: number) {
    this.color[p] = EMPTY;
    this.emptyAt[p] = this.emptyCount;
    this.empties[this.emptyCount++] = p;
  }

  private removeEmpty(p: number) {
    const i = this.emptyAt[p];
    const last = this.empties[--this.emptyCount];
    this.empties[i] = last;
    this.emptyAt[last] = i;
    this.emptyAt[p] = -1;
  }
}
