/**
 * A text file of lines sorted by their first field (byte order), searched in place by binary search over
 * byte offsets: WordNet's index files are read this way, so nothing is loaded at start-up and nothing stays
 * in memory but one small buffer. Lines that start with two spaces (the licence header) come first and are skipped.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const NEWLINE = 0x0a;
const SPACE = 0x20;

export class SortedLines {
  private fd = -1;
  private size = 0;
  private first = 0;
  private buf = Buffer.alloc(1024);

  constructor(private readonly path: string) {}

  /** The whole line whose first field is exactly `key`, or null. */
  find(key: string): string | null {
    const start = this.lowerBound(Buffer.from(key, 'utf8'), false);
    if (start < 0) return null;
    const line = this.lineAt(start);
    return fieldOf(line) === key ? line : null;
  }

  /** Every line whose first field starts with `prefix`, in file order. */
  withPrefix(prefix: string): string[] {
    let at = this.lowerBound(Buffer.from(prefix, 'utf8'), true);
    const out: string[] = [];
    while (at >= 0 && at < this.size) {
      const line = this.lineAt(at);
      if (!line.startsWith(prefix)) break;
      out.push(line);
      at += Buffer.byteLength(line, 'utf8') + 1;
    }
    return out;
  }

  /** The line starting at a byte offset (WordNet's data files are addressed this way). */
  lineAt(offset: number): string {
    this.open();
    const parts: Buffer[] = [];
    for (let at = offset; at < this.size; ) {
      const n = readSync(this.fd, this.buf, 0, this.buf.length, at);
      if (n <= 0) break;
      const nl = this.buf.subarray(0, n).indexOf(NEWLINE);
      if (nl >= 0) {
        parts.push(Buffer.from(this.buf.subarray(0, nl)));
        break;
      }
      parts.push(Buffer.from(this.buf.subarray(0, n)));
      at += n;
    }
    return Buffer.concat(parts).toString('utf8').replace(/\r$/, '');
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }

  private open(): void {
    if (this.fd >= 0) return;
    this.fd = openSync(this.path, 'r');
    this.size = fstatSync(this.fd).size;
    let at = 0;
    while (at < this.size && this.byteAt(at) === SPACE && this.byteAt(at + 1) === SPACE) at = this.nextLineStart(at + 1);
    this.first = at;
  }

  /**
   * Offset of the first line whose key is >= `key` (or, with `prefix`, whose first field is >= the prefix);
   * -1 when there is none. Invariant: `lo` is always a line start; lines starting at or after `hi` are greater.
   */
  private lowerBound(key: Buffer, prefix: boolean): number {
    this.open();
    let lo = this.first;
    let hi = this.size;
    let best = -1;
    while (lo < hi) {
      const mid = lo + Math.floor((hi - lo) / 2);
      const start = mid === lo ? lo : this.nextLineStart(mid);
      if (start >= hi) {
        hi = mid;
        continue;
      }
      const c = this.compareKey(start, key, prefix);
      if (c < 0) lo = this.nextLineStart(start + 1);
      else {
        best = start;
        hi = start;
      }
    }
    return best;
  }

  /** Compares the first field of the line at `start` with `key` byte by byte (a field ends at a space). */
  private compareKey(start: number, key: Buffer, prefix: boolean): number {
    const n = readSync(this.fd, this.buf, 0, Math.min(this.buf.length, key.length + 1), start);
    for (let i = 0; i < key.length; i++) {
      const b = i < n ? this.buf[i] : SPACE;
      const field = b === SPACE || b === NEWLINE ? -1 : b;
      if (field !== key[i]) return field - key[i];
    }
    if (prefix) return 0;
    const next = key.length < n ? this.buf[key.length] : SPACE;
    return next === SPACE || next === NEWLINE ? 0 : 1;
  }

  private byteAt(at: number): number {
    return readSync(this.fd, this.buf, 0, 1, at) === 1 ? this.buf[0] : -1;
  }

  /** Start of the first line that begins at or after `at` (a line begins right after a newline). */
  private nextLineStart(at: number): number {
    if (at <= 0) return 0;
    let pos = at - 1;
    while (pos < this.size) {
      const n = readSync(this.fd, this.buf, 0, this.buf.length, pos);
      if (n <= 0) break;
      const nl = this.buf.subarray(0, n).indexOf(NEWLINE);
      if (nl >= 0) return pos + nl + 1;
      pos += n;
    }
    return this.size;
  }
}

function fieldOf(line: string): string {
  const sp = line.indexOf(' ');
  return sp < 0 ? line : line.slice(0, sp);
}
