import { describe, expect, it } from 'vitest';
import { PASSAGE_MAX, splitPassages } from './passage-split.js';

describe('splitPassages', () => {
  it.each([
    ['empty', ''],
    ['short', 'One line.'],
    ['paragraphs', 'Para one is here.\n\n'.repeat(400)],
    ['no breaks', 'x'.repeat(5000)],
    ['emoji', '😀'.repeat(3000)],
  ])('covers the %s text exactly, in passages of at most the maximum', (_name, text) => {
    const parts = [...splitPassages(text)];
    expect(parts.map((p) => p.text).join('')).toBe(text);
    parts.forEach((p, i) => {
      expect(p.seq).toBe(i);
      expect(text.slice(p.start, p.end)).toBe(p.text);
      expect(p.text.length).toBeLessThanOrEqual(PASSAGE_MAX + 100);
      expect(p.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    });
  });

  it('cuts at a paragraph break when one is near', () => {
    const text = `${'a'.repeat(800)}\n\n${'b'.repeat(800)}`;
    expect([...splitPassages(text)].map((p) => p.text)).toEqual([`${'a'.repeat(800)}\n\n`, 'b'.repeat(800)]);
  });
});
