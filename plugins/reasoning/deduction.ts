/**
 * Ordering puzzles over named objects with options ("On a shelf, there are three books: a white book, …
 * The green book is to the right of the white book. … Options: (A) The white book is the leftmost").
 * Objects take distinct positions 1..n along one axis (left→right, oldest→newest, cheapest→most expensive,
 * first→last to finish, …). Every order is tried; the options true in every order that meets all clues are
 * the answer, and there must be exactly one.
 */
import { decline } from '../../src/solving/solver.js';
import { optionLabel, readOptions } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { numberWord } from './words.js';

/** Each end word: its axis, and whether it names position 1 (`start`) or n (`end`). */
const ENDS: Record<string, [string, 'start' | 'end']> = {
  leftmost: ['row', 'start'], rightmost: ['row', 'end'], left: ['row', 'start'], right: ['row', 'end'],
  oldest: ['age', 'start'], newest: ['age', 'end'], youngest: ['age', 'end'],
  cheapest: ['price', 'start'], 'least expensive': ['price', 'start'], 'most expensive': ['price', 'end'], priciest: ['price', 'end'],
  first: ['finish', 'start'], last: ['finish', 'end'], top: ['finish', 'start'], bottom: ['finish', 'end'],
  lightest: ['weight', 'start'], heaviest: ['weight', 'end'], shortest: ['height', 'start'], tallest: ['height', 'end'],
  smallest: ['size', 'start'], largest: ['size', 'end'], biggest: ['size', 'end'], slowest: ['speed', 'start'], fastest: ['speed', 'end'],
};
/** Comparatives: axis, and +1 when the subject comes later on the axis than the object. */
const MORE: Record<string, [string, number]> = {
  'to the left of': ['row', -1], 'left of': ['row', -1], 'to the right of': ['row', 1], 'right of': ['row', 1],
  'older than': ['age', -1], 'newer than': ['age', 1], 'younger than': ['age', 1],
  'cheaper than': ['price', -1], 'less expensive than': ['price', -1], 'more expensive than': ['price', 1], 'pricier than': ['price', 1],
  'above': ['finish', -1], 'below': ['finish', 1], 'ahead of': ['finish', -1], 'behind': ['finish', 1], 'before': ['finish', -1], 'after': ['finish', 1],
  'higher than': ['finish', -1], 'lower than': ['finish', 1],
  'lighter than': ['weight', -1], 'heavier than': ['weight', 1], 'shorter than': ['height', -1], 'taller than': ['height', 1],
  'smaller than': ['size', -1], 'larger than': ['size', 1], 'bigger than': ['size', 1], 'slower than': ['speed', -1], 'faster than': ['speed', 1],
};
const ORD: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5, '6th': 6, '7th': 7 };
const ORDW = '(first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th)';
const ENDW = Object.keys(ENDS).sort((a, b) => b.length - a.length).join('|');
const MOREW = Object.keys(MORE).sort((a, b) => b.length - a.length).join('|');
const BE = '(?:is|are|was|were|sits|sit|stands|finished|finishes|came|comes|placed|ranked|ended|ends)';

interface Rule {
  axis: string;
  test(pos: number[], n: number): boolean;
  names: number[];
}

/** Position k from an end, 1-based from the start. */
const at = (k: number, end: 'start' | 'end', n: number) => (end === 'start' ? k : n + 1 - k);

function readRule(s: string, objects: string[]): Rule | null | 'unknown-object' {
  const t = s.toLowerCase().replace(/[.!]+$/, '').replace(/\s+/g, ' ').trim().replace(/^the /, '');
  const subject = objects.map((o, i) => [o, i] as const).filter(([o]) => t.startsWith(`${o} `)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!subject) return 'unknown-object';
  let rest = t.slice(subject[0].length + 1);
  const verb = rest.match(new RegExp(`^${BE}(?: (?:in|at))?(?: the)? ?`));
  if (!verb) return null;
  rest = rest.slice(verb[0].length).trim();
  const negated = /^not /.test(rest);
  if (negated) rest = rest.slice(4);
  const neg = (r: Rule | null): Rule | null => (r && negated ? { ...r, test: (p, n) => !r.test(p, n) } : r);
  const me = subject[1];
  let m = rest.match(new RegExp(`^(?:the )?${ORDW}(?:[- ]to[- ]| from (?:the )?)(${ENDW})(?: place| position| one)?$`));
  if (m) {
    const e = ENDS[m[2]];
    return neg({ axis: e[0], names: [me], test: ([a], n) => a === at(ORD[m![1]], e[1], n) });
  }
  m = rest.match(new RegExp(`^(?:the )?(?:${ORDW}[- ])?(${ENDW})(?: place| position| one)?$`));
  if (m) {
    const e = ENDS[m[2]];
    const k = m[1] ? ORD[m[1]] : 1;
    return neg({ axis: e[0], names: [me], test: ([a], n) => a === at(k, e[1], n) });
  }
  // "finished third": a bare ordinal is a place counted from the start of the axis the verb implies.
  m = rest.match(new RegExp(`^(?:the )?${ORDW}(?: place| position)?$`));
  if (m && /finish|came|placed|ranked|ended/.test(verb[0])) return neg({ axis: 'finish', names: [me], test: ([a]) => a === ORD[m![1]] });
  m = rest.match(new RegExp(`^(?:somewhere |directly |immediately |just )?(${MOREW}) (?:the )?(.+)$`));
  if (m) {
    const other = objects.indexOf(m[2]);
    if (other < 0 || other === me) return other < 0 ? 'unknown-object' : null;
    const [axis, dir] = MORE[m[1]];
    const next = /^(?:directly|immediately|just) /.test(rest);
    return neg({ axis, names: [me, other], test: ([a, b]) => (next ? a === b + dir : dir > 0 ? a > b : a < b) });
  }
  return null;
}

/**
 * "there are three books: a white book, …", "three vases — a jade vase, …", "Four cars were bought in
 * different years: a sedan, …" → the object phrases. Bare words ("4 books: red, green, …") take the noun
 * when the clues speak of "the red book".
 */
function readObjects(text: string): { count: number; objects: string[]; shown: string[]; end: number } | null {
  const m =
    [...text.matchAll(/\b(?:there (?:are|were)|sells|has|had|shows|displays|holds|includes|were|are)\s+(\w+)\s+([a-z][a-z -]*?)\s*:\s*([^.]+)\./gi)].find((x) => Number.isInteger(numberWord(x[1]))) ??
    [...text.matchAll(/\b(\w+)\s+([a-z]+s)\b[^.:—–]{0,60}?\s*[:—–]\s*([^.—–:]+)\./gi)].find((x) => Number.isInteger(numberWord(x[1])));
  if (!m) return null;
  const count = numberWord(m[1]);
  let shown = m[3].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((o) => o.trim().replace(/^(?:an?|the)\s+/i, '')).filter(Boolean);
  const noun = m[2].trim().split(/\s+/).pop()!.toLowerCase().replace(/e?s$/, '');
  const rest = text.slice(m.index! + m[0].length).toLowerCase();
  const withNoun = (o: string) => [`${o} ${noun}`, `${o} ${noun}e`].find((x) => rest.includes(x));
  if (shown.every((o) => !/\s/.test(o) && withNoun(o.toLowerCase()))) shown = shown.map((o) => withNoun(o.toLowerCase())!);
  return { count, objects: shown.map((o) => o.toLowerCase()), shown, end: m.index! + m[0].length };
}

/** "Which vase is the cheapest?" with bare options ("(A) jade"): each option read as "<option> is the cheapest". */
function optionAsAnswer(stem: string, option: string, objects: string[]): string | null {
  const q = stem.match(/\b(?:which|what|who)\b(?:\s+[a-z]+)?\s+(is|was|finished|came|sits|stands|ranks)\s+([^?]+?)\s*\?/i);
  if (!q) return null;
  const o = option.toLowerCase().replace(/[.]$/, '').replace(/^(?:the|an?)\s+/, '').trim();
  const hits = objects.filter((x) => x === o || x.startsWith(`${o} `));
  return hits.length === 1 ? `${hits[0]} ${q[1].toLowerCase()} ${q[2]}` : null;
}

function* permutations(n: number): Generator<number[]> {
  const p = Array.from({ length: n }, (_, i) => i + 1);
  const c = new Array<number>(n).fill(0);
  yield [...p];
  for (let i = 0; i < n; ) {
    if (c[i] < i) {
      const j = i % 2 ? c[i] : 0;
      [p[j], p[i]] = [p[i], p[j]];
      yield [...p];
      c[i]++;
      i = 0;
    } else c[i++] = 0;
  }
}

export const deduction: Family = {
  name: 'deduction',
  detect: (t) =>
    (/\b(?:there (?:are|were)|sells|has)\s+(?:three|four|five|six|seven|\d)\s+[a-z -]+:/i.test(t) || /\b(?:three|four|five|six|seven|\d)\s+[a-z]+s\b[^.:—–]{0,60}?\s*[:—–]/i.test(t)) &&
    readOptions(t).options !== null,
  solve(text: string): Outcome {
    const { stem, options } = readOptions(text);
    if (!options) return decline('deduction: no options to choose from');
    const intro = readObjects(stem);
    if (!intro) return decline('deduction: cannot find the list of objects ("there are three books: a white book, …")');
    const { count, objects } = intro;
    if (objects.length !== count) return decline(`deduction: the puzzle says ${count} but lists ${objects.length}`);
    if (count < 2 || count > 8) return decline(`deduction: ${count} objects; 2 to 8 are read`);
    const after = stem.slice(intro.end);
    const sentences = after.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => s && !/\?$/.test(s) && !/^(?:options|which|what|who)\b/i.test(s));
    const rules: { text: string; rule: Rule }[] = [];
    for (const s of sentences) {
      const r = readRule(s, objects);
      if (!r || r === 'unknown-object') return decline(`deduction: cannot read the clue "${s}"`);
      rules.push({ text: s.replace(/[.]$/, ''), rule: r });
    }
    const choices: { letter: string; rule: Rule; text: string }[] = [];
    for (const o of options) {
      const bare = optionAsAnswer(stem, o.text, objects);
      const r = readRule(bare ?? o.text, objects);
      if (!r || r === 'unknown-object') return decline(`deduction: cannot read option (${o.letter}) "${o.text}"`);
      choices.push({ letter: o.letter, rule: r, text: o.text });
    }
    const axes = new Set(rules.map((r) => r.rule.axis));
    if (axes.size > 1) return decline(`deduction: the clues mix ${[...axes].join(' and ')} orders`);
    const axis = [...axes][0];
    if (choices.some((c) => c.rule.axis !== axis)) return decline('deduction: an option speaks of another order than the clues');
    const n = count;
    const fits: number[][] = [];
    for (const p of permutations(n)) if (rules.every(({ rule }) => rule.test(rule.names.map((i) => p[i]), n))) fits.push(p);
    if (!fits.length) return { content: `No order satisfies all ${rules.length} clues: every one of the ${[...permutations(n)].length} orders breaks one.`, canonical: 'none' };
    const holds = choices.filter((c) => fits.every((p) => c.rule.test(c.rule.names.map((i) => p[i]), n)));
    const axisWords: Record<string, string> = { row: 'left to right', age: 'oldest to newest', price: 'cheapest to most expensive', finish: 'first to last', weight: 'lightest to heaviest', height: 'shortest to tallest', size: 'smallest to largest', speed: 'slowest to fastest' };
    const orderOf = (p: number[]) => intro.shown.map((o, i) => [o, p[i]] as const).sort((a, b) => a[1] - b[1]).map(([o]) => o).join(', ');
    if (holds.length !== 1) {
      const why = fits.length > 1 ? `${fits.length} orders fit the clues (e.g. ${orderOf(fits[0])} and ${orderOf(fits[1])})` : `the only order is ${orderOf(fits[0])}`;
      return { content: `${holds.length ? `${holds.length} options` : 'No option'} must hold: ${why}${holds.length ? `; options ${holds.map((h) => h.letter).join(', ')} all hold` : ''}.`, canonical: holds.length ? 'several' : fits.length > 1 ? 'undetermined' : 'none' };
    }
    const best = holds[0];
    const working = fits.length === 1 ? `The only order (${axisWords[axis]}) meeting all ${rules.length} clues is ${orderOf(fits[0])}.` : `${fits.length} orders (${axisWords[axis]}) meet the clues, and (${best.letter}) holds in each.`;
    return { content: `${optionLabel({ letter: best.letter, text: best.text })}\n${working}`, canonical: [`(${best.letter})`, best.text] };
  },
};
