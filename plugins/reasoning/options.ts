/**
 * Multiple-choice options in a question ("Options: (A) 05/01/2021 (B) …", "A) yes", one per line) and the
 * choice of the one option that matches a computed answer. No match, or more than one, is declined: the
 * computed answer is never bent to fit an option.
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';

export interface Choice {
  letter: string;
  text: string;
}

/** The question without its options, and the options in order; options are null when there are fewer than two. */
export function readOptions(text: string): { stem: string; options: Choice[] | null } {
  const marker = /(?:^|\s)\(([A-Ra-r])\)\s*/g;
  const found = [...text.matchAll(marker)];
  // Options run A, B, C … from the first "(A)"; a stray "(b)" inside the question is not one.
  const start = found.findIndex((m) => m[1].toUpperCase() === 'A');
  const run: RegExpMatchArray[] = [];
  if (start >= 0) for (const m of found.slice(start)) if (m[1].toUpperCase().charCodeAt(0) === 65 + run.length) run.push(m);
  if (run.length >= 2) {
    const options = run.map((m, i) => ({
      letter: m[1].toUpperCase(),
      text: text.slice(m.index! + m[0].length, i + 1 < run.length ? run[i + 1].index : text.length).trim().replace(/[.;,]$/, '').trim(),
    }));
    const stem = text.slice(0, run[0].index).replace(/\b(?:options|choices|answer choices)\s*:?\s*$/i, '').trim();
    return { stem, options };
  }
  // "A) x" / "A. x" at line starts.
  const lines = [...text.matchAll(/^\s*([A-Ra-r])[).:]\s+(.+)$/gm)];
  if (lines.length >= 2 && lines.every((m, i) => m[1].toUpperCase().charCodeAt(0) === 65 + i)) {
    return { stem: text.slice(0, lines[0].index).replace(/\b(?:options|choices|answer choices)\s*:?\s*$/i, '').trim(), options: lines.map((m) => ({ letter: m[1].toUpperCase(), text: m[2].trim() })) };
  }
  // "A) x B) y C) z" (or "A. x B. y") on one line, running A, B, C … to the end of the text.
  // Lower-case letters ("a. x b. y") count only when every marker in the run is lower case.
  for (const [marker, first] of [[/(?:^|\s)([A-R])[).]\s+/g, 'A'], [/(?:^|\s)([a-r])[).]\s+/g, 'a']] as const) {
    const inline = [...text.matchAll(marker)];
    const from = inline.findIndex((m) => m[1] === first);
    const seq: RegExpMatchArray[] = [];
    if (from >= 0) for (const m of inline.slice(from)) if (m[1].charCodeAt(0) === first.charCodeAt(0) + seq.length) seq.push(m);
    if (seq.length < 2 || seq.length !== inline.length - from) continue;
    const options = seq.map((m, i) => ({ letter: m[1].toUpperCase(), text: text.slice(m.index! + m[0].length, i + 1 < seq.length ? seq[i + 1].index : text.length).trim().replace(/[.;,]$/, '').trim() }));
    if (options.every((o) => o.text && o.text.length <= 80)) return { stem: text.slice(0, seq[0].index).replace(/\b(?:options|choices|answer choices)\s*:?\s*$/i, '').trim(), options };
  }
  return { stem: text, options: null };
}

/**
 * Unlettered options given as dashes ("Options:\n- Yes\n- No", or "Options: - True - False" on one line):
 * the text without them, and their texts. An answer is given as the option's text.
 */
export function dashOptions(text: string): { stem: string; items: string[] | null } {
  const block = /(?:\b(?:options|choices|answer choices)\s*:?\s*)?((?:(?:^|\s)-[ \t]+[^\n-]{1,40}?[ \t]*(?=\s-[ \t]|\s*$)){2,})\s*$/i.exec(text);
  if (!block) return { stem: text, items: null };
  const items = block[1].split(/(?:^|\s)-[ \t]+/).map((x) => x.trim()).filter(Boolean);
  return { stem: text.slice(0, block.index).trim(), items };
}

export const optionLabel = (o: Choice) => `(${o.letter}) ${o.text}`;

/**
 * The answer with its option when the question has options: the one option `fits`, first in the reply,
 * canonical `(X)` and the bare value. Without options the value alone.
 */
export function withOption(options: Choice[] | null, value: string, fits: (o: Choice) => boolean, working: string, family: string): Outcome {
  if (!options) return { content: `${value}\n${working}`, canonical: value };
  const hits = options.filter(fits);
  if (hits.length !== 1) {
    return decline(`${family}: the answer is ${value}, but ${hits.length ? `${hits.length} options match it (${hits.map((o) => o.letter).join(', ')})` : 'none of the options matches it'}`);
  }
  return { content: `${optionLabel(hits[0])}\n${working}`, canonical: [`(${hits[0].letter})`, value] };
}

/** Lower case, single spaces, no articles or end punctuation: for comparing option texts. */
export const plain = (s: string) => s.toLowerCase().replace(/[.!?,;:"']/g, '').replace(/\b(?:the|a|an)\b/g, ' ').replace(/\s+/g, ' ').trim();
