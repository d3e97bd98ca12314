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

/** A story sentence (lower case, numbers as `#<id>`) as tokens: punctuation split off, "what s" read as "what is". */
export function tokens(sentence: string): string[] {
  return sentence
    .replace(/\b(what|it|he|she|that|there) s\b/g, '$1 is')
    .replace(/([,;:])/g, ' $1 ')
    .replace(/[?.!"]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
