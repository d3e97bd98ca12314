/**
 * Bracket completion: the closers that finish a sequence of ( [ { < so every bracket is closed in the right
 * order. A stack gives the unique shortest completion; the input plus completion is then re-checked as a
 * balanced sequence. A sequence that closes a bracket it never opened has no completion, and says where.
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const PAIR: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const OPENERS = new Set(Object.keys(PAIR));
const CLOSERS = new Set(Object.values(PAIR));
const RUN = /[([{<)\]}>](?:[\s,]*[([{<)\]}>])*/g;

function sequence(text: string): string[] | null {
  const after = text.match(/\b(?:input|sequence|string)\s*:\s*([^\n]*)/i);
  const runs = [...(after ? after[1] : text).matchAll(RUN)].map((m) => m[0]).filter((r) => /[([{<]/.test(r));
  if (!runs.length) return null;
  const longest = runs.reduce((a, b) => (b.replace(/[\s,]/g, '').length > a.replace(/[\s,]/g, '').length ? b : a));
  return [...longest.replace(/[\s,]/g, '')];
}

/** A run of at least three brackets after a colon or at the end, and no other bracket in the text. */
function bareRun(text: string): boolean {
  const runs = [...text.matchAll(RUN)].map((m) => m[0]);
  return runs.length === 1 && runs[0].replace(/[\s,]/g, '').length >= 3 && new RegExp(`(?::|^)\\s*${runs[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[.?!]?\\s*$`).test(text);
}

export function balanced(tokens: string[]): boolean {
  const stack: string[] = [];
  for (const t of tokens) {
    if (OPENERS.has(t)) stack.push(PAIR[t]);
    else if (stack.pop() !== t) return false;
  }
  return stack.length === 0;
}

export const brackets: Family = {
  name: 'brackets',
  detect: (t) =>
    (/parenthes|bracket|brace|closed? (?:properly|correctly)|balanced|dyck|complete the (?:rest of the )?sequence/i.test(t) && /[([{<][\s,]*[([{<)\]}>]/.test(t)) ||
    // "Pls close this properly: ( [ <", "Complete: < ( [": a verb asking to finish, and a run of brackets that is the only bracketed text.
    (/\b(?:close|closing|complete|finish|match)\w*\b/i.test(t) && bareRun(t)),
  solve(text: string): Outcome {
    const seq = sequence(text);
    if (!seq) return decline('brackets: no bracket sequence found');
    const stack: string[] = [];
    for (let i = 0; i < seq.length; i++) {
      const t = seq[i];
      if (OPENERS.has(t)) stack.push(t);
      else if (CLOSERS.has(t)) {
        const open = stack.pop();
        if (!open || PAIR[open] !== t) {
          const why = open ? `"${t}" at position ${i + 1} closes "${open}", which needs "${PAIR[open]}"` : `"${t}" at position ${i + 1} closes nothing`;
          return { content: `No completion: the sequence is already broken: ${why}. Adding closers at the end cannot repair it.`, canonical: 'none' };
        }
      }
    }
    const closers = stack.reverse().map((o) => PAIR[o]);
    if (!balanced([...seq, ...closers])) throw new Error('bracket completion failed its check');
    const input = seq.join(' ');
    if (!closers.length) return { content: `Nothing to add: ${input} is already balanced.`, canonical: 'balanced' };
    const rest = closers.join(' ');
    return {
      content: `${rest}\nOpen and not yet closed, innermost last: ${[...stack].reverse().join(' ')}; closing them innermost first gives ${rest}, and ${input} ${rest} is balanced.`,
      canonical: rest,
    };
  },
};
