/** A cursor over a sentence's tokens (numbers as `#<id>`), for the small recursive-descent readers. */
export class Cursor {
  constructor(
    readonly t: string[],
    public i = 0,
  ) {}
  get w(): string | undefined {
    return this.t[this.i];
  }
  at(k: number): string | undefined {
    return this.t[this.i + k];
  }
  eat(...words: string[]): boolean {
    if (words.every((w, k) => this.t[this.i + k] === w)) {
      this.i += words.length;
      return true;
    }
    return false;
  }
  done(): boolean {
    return this.i >= this.t.length;
  }
}

/** The story number id of a `#<id>` token, or null. */
export const numId = (w: string | undefined) => (w && /^#\d+$/.test(w) ? Number(w.slice(1)) : null);
