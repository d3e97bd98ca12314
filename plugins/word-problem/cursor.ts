import type { Story } from './story-text.js';

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

/**
 * A story's statements (tokens per sentence, with the sentence's index) and its question's tokens from `wh`:
 * "If Bill has 60 toys, how many ..." makes the condition one more statement. Null when there is no `wh` or
 * the question opens with something other than "if".
 */
export function splitQuestion(story: Story, wh: (q: string[]) => number): { statements: { t: string[]; s: number }[]; question: string[] } | null {
  const qi = story.sentences.length - 1;
  const q = tokens(story.sentences[qi]);
  const at = wh(q);
  if (at < 0) return null;
  const statements = story.sentences.slice(0, qi).map((s, i) => ({ t: tokens(s), s: i }));
  if (at > 0) {
    let pre = q.slice(0, at);
    if (pre.at(-1) === ',') pre = pre.slice(0, -1);
    if (pre[0] !== 'if') return null;
    statements.push({ t: pre.slice(1), s: qi });
  }
  return { statements, question: q.slice(at) };
}
