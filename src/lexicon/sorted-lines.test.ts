import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SortedLines } from './sorted-lines.js';

const dir = mkdtempSync(join(tmpdir(), 'sorted-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A licence header, then keys in byte order; one line is longer than the 1 KB read buffer. */
const LINES = ['  1 licence text  ', '  2 more licence  ', 'a 1', 'ab 2', 'ab_c 3', 'abc 4', `abd ${'x'.repeat(3000)}`, 'b%1 5', 'b%2 6', 'b_c%1 7', 'zz 8'];
const path = join(dir, 'index.test');
writeFileSync(path, `${LINES.join('\n')}\n`);
const file = new SortedLines(path);

describe('SortedLines', () => {
  it.each(['a', 'ab', 'ab_c', 'abc', 'zz'])('finds the line of key %j exactly', (key) => {
    expect(file.find(key)).toBe(LINES.find((l) => l.split(' ')[0] === key));
  });

  it('finds a line longer than its read buffer', () => {
    expect(file.find('abd')).toBe(LINES[6]);
  });

  it.each(['', 'aa', 'abcd', 'b', 'zzz', '0', '  1'])('finds no line for %j', (key) => {
    expect(file.find(key)).toBeNull();
  });

  it('lists every line with a prefix, and none past it', () => {
    expect(file.withPrefix('b%')).toEqual(['b%1 5', 'b%2 6']);
    expect(file.withPrefix('ab')).toEqual(['ab 2', 'ab_c 3', 'abc 4', LINES[6]]);
    expect(file.withPrefix('q')).toEqual([]);
  });

  it('reads the line at a byte offset', () => {
    const offset = LINES.slice(0, 3).join('\n').length + 1;
    expect(file.lineAt(offset)).toBe('ab 2');
  });
});
