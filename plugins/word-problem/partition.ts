/**
 * A whole split into named parts with "the rest": "There are 516 cars in a parking lot. One-third are blue,
 * one-half are red, and the rest are black. How many black cars are on the lot?". The whole is a number or an
 * unknown ("55% of Toby's friends are boys and the rest are girls. If he has 33 friends who are boys, ...");
 * each part is a share of the whole or a count, "the rest" is the whole less the others. Every clause read
 * whole, every number used, every part whole and non-negative; otherwise declined.
 */
import Fraction from 'fraction.js';
import type { Answer, Decline } from '../../src/plugin-api.js';
import { Cursor, numId, splitQuestion } from './cursor.js';
import { evaluate, ladd, lconst, lscale, lvar, solveLinear, type Lin, type LinEquation } from './linear.js';
import { readStory, singular, type Story } from './story-text.js';

export interface PartAnswer {
  value: Fraction;
  label: string;
  steps: string[];
}

const no = (reason: string): Decline => ({ reason });
const STOP = new Set('a an the and or but of to in on at by for from with than as that which who is are was were be has have had it its they them their he she his her there how many much more rest remaining others other all each while if does do did'.split(' '));

interface Ctx {
  story: Story;
  used: Set<number>;
  noun: string | null;
  whole: Lin | null;
  parts: Map<string, Lin>;
  rest: string | null;
  equations: LinEquation[];
  steps: string[];
  sentence: number;
}

export function solvePartition(text: string): PartAnswer | Decline | null {
  if (!/\b(?:the rest|the remaining|the others|remainder)\b/i.test(text)) return null;
  const story = readStory(text);
  if (!story || story.sentences.length < 2) return null;
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?')) return null;
  const split = splitQuestion(story, (q) => q.findIndex((w, k) => w === 'how' && q[k + 1] === 'many'));
  if (!split) return null;
  const { statements, question: q } = split;
  const ctx: Ctx = { story, used: new Set(), noun: null, whole: null, parts: new Map(), rest: null, equations: [], steps: [], sentence: 0 };
  for (const st of statements) {
    ctx.sentence = st.s;
    // "Ali had a collection of seashells.": no number and no rest, a setting.
    if (!st.t.some((w) => numId(w) !== null || /^(?:rest|remaining|others|remainder)$/.test(w))) continue;
    const problem = sentence(ctx, st.t);
    if (problem) return no(`${problem} in "${story.original[st.s]}"`);
  }
  if (!ctx.whole || !ctx.rest) return no('no whole and rest in the story');
  const asked = question(ctx, new Cursor(q));
  if (typeof asked === 'string') return no(`${asked}: "${story.original[qi]}"`);
  const label = asked.label;
  let others = lconst(0);
  for (const [k, v] of ctx.parts) if (k !== ctx.rest) others = ladd(others, v);
  const rest = ladd(ctx.whole, others, -1);
  ctx.parts.set(ctx.rest, rest);
  for (const n of story.numbers) if (!ctx.used.has(n.id)) return no(`the number ${n.text} in "${story.original[n.sentence]}" is not used`);
  const solved = solveLinear(ctx.equations);
  if ('problem' in solved) return no(solved.problem);
  for (const [k, v] of [...ctx.parts, ['whole', ctx.whole] as const]) {
    const x = evaluate(v, solved.values);
    if (!x) return no(`the story does not determine the ${k}`);
    if (x.compare(0) < 0 || x.d !== 1n) return no(`the ${k} come out as ${x.toFraction()}`);
  }
  const value = evaluate(ctx.parts.get(label)!, solved.values)!;
  ctx.steps.push(`the rest (${ctx.rest}) = the whole − the other parts`);
  return { value, label, steps: ctx.steps };
}

/** A label: one or two words before the end, a comma or "and" ("blue", "dark blue", "action figures"). */
function label(c: Cursor): string | null {
  const words: string[] = [];
  while (c.w && words.length < 3 && /^[a-z]+$/.test(c.w) && !STOP.has(c.w)) words.push(c.t[c.i++]);
  return words.length ? words.join(' ') : null;
}

/** Strips the counted noun from a label: "green marbles" → "green"; "boys" stays. */
function bare(ctx: Ctx, l: string): string {
  const w = l.split(' ');
  if (w.length > 1 && ctx.noun && singular(w.at(-1)!) === ctx.noun) w.pop();
  return w.join(' ');
}

function sentence(ctx: Ctx, t: string[]): string | null {
  const c = new Cursor(t);
  for (;;) {
    const problem = clause(ctx, c);
    if (problem) return problem;
    if (c.done()) return null;
    if (c.eat(',', 'and') || c.eat(',', 'while') || c.eat('and') || c.eat(',') || c.eat('while') || c.eat(';')) continue;
    return `could not read "${c.t.slice(c.i).join(' ')}"`;
  }
}

function setWhole(ctx: Ctx, id: number, noun: string): string | null {
  if (ctx.whole && ctx.whole.terms.size === 0) return 'two wholes';
  ctx.used.add(id);
  const v = lconst(ctx.story.numbers[id].value);
  if (ctx.whole) ctx.equations.push({ left: ctx.whole, right: v, sentence: ctx.sentence });
  else ctx.whole = v;
  const head = singular(noun.split(' ').at(-1)!);
  ctx.noun ??= head;
  if (head !== ctx.noun) return `the whole counts ${noun}, not ${ctx.noun}s`;
  ctx.steps.push(`sentence ${ctx.sentence + 1}: the whole = ${ctx.story.numbers[id].text} ${noun}`);
  return null;
}

function addPart(ctx: Ctx, l: string, form: Lin, said: string): string | null {
  const k = bare(ctx, l);
  if (ctx.parts.has(k)) {
    ctx.equations.push({ left: ctx.parts.get(k)!, right: form, sentence: ctx.sentence });
  } else ctx.parts.set(k, form);
  ctx.steps.push(`sentence ${ctx.sentence + 1}: ${k} = ${said}`);
  return null;
}

/** One clause: a whole, a part, or the rest. */
function clause(ctx: Ctx, c: Cursor): string | null {
  c.eat('if') || c.eat('and');
  // "Out of the 120 people who attended the party, 1/3 are men": the whole first.
  if (c.eat('out', 'of', 'the') || c.eat('in', 'a', 'batch', 'of') || c.eat('of', 'the')) {
    const id = numId(c.w);
    if (id === null) return 'no whole after "out of"';
    c.i++;
    const n = label(c);
    if (!n) return 'no thing counted';
    while (!c.done() && c.w !== ',') {
      if (numId(c.w) !== null) return 'a number in the whole';
      c.i++;
    }
    c.eat(',');
    const p = setWhole(ctx, id, n);
    if (p) return p;
  }
  // "There are 516 cars in a parking lot", "Joan has 180 socks", "There are 6 red marbles".
  const holder = c.eat('there', 'are') || c.eat('there', 'were') || c.eat('there', 'is');
  const named = c.w && ctx.story.people.includes(c.w) && /^(?:has|had)$/.test(c.at(1) ?? '');
  // "A florist has 60 roses".
  const someone = /^(?:a|an|the)$/.test(c.w ?? '') && /^[a-z]+$/.test(c.at(1) ?? '') && !STOP.has(c.at(1)!) && /^(?:has|had)$/.test(c.at(2) ?? '');
  const owner = !holder && (named ? (c.i += 2) : someone ? (c.i += 3) : c.eat('he', 'has') || c.eat('she', 'has') || c.eat('he', 'had') || c.eat('she', 'had'));
  if (holder || owner) {
    const id = numId(c.w);
    if (id === null) return 'no amount';
    c.i++;
    const l = label(c);
    if (!l) return 'no thing counted';
    const words = l.split(' ');
    // Skip a place: "in a parking lot", "in the box".
    if (c.eat('in') || c.eat('on') || c.eat('at')) while (!c.done() && c.w !== ',' && c.w !== 'and' && numId(c.w) === null) c.i++;
    c.eat('total') || c.eat('in', 'total');
    if (!ctx.whole || (!ctx.noun && words.length === 1) || (ctx.noun && l === ctx.noun) || (ctx.noun && singular(words.at(-1)!) === ctx.noun && words.length === 1)) {
      if (!ctx.whole || ctx.whole.terms.size) return setWhole(ctx, id, l);
    }
    // A part counted: "6 red marbles", "12 white marbles".
    if (words.length < 2 || singular(words.at(-1)!) !== ctx.noun) return `could not tell what ${ctx.story.numbers[id].text} ${l} are part of`;
    ctx.used.add(id);
    return addPart(ctx, l, lconst(ctx.story.numbers[id].value), ctx.story.numbers[id].text);
  }
  // "the rest are black", "the rest of the socks are blue", "the remaining toys are all dolls", "the others are perfect".
  if (c.eat('the', 'rest') || c.eat('the', 'others') || c.eat('the', 'remaining') || c.eat('all', 'the', 'rest')) {
    if (c.t[c.i - 1] === 'rest' && c.eat('of', 'the')) label(c);
    else if (c.t[c.i - 1] === 'remaining') label(c);
    if (!(c.eat('are') || c.eat('were'))) return 'no verb after "the rest"';
    c.eat('all');
    const l = label(c);
    if (!l) return 'no name for the rest';
    if (ctx.rest) return 'two rests';
    ctx.rest = bare(ctx, l);
    return null;
  }
  // A part: "1/3 of them are men", "one-half are red", "25% of the cats are black", "2 of them are white", "4 flowers are red".
  const id = numId(c.w);
  if (id === null) return `could not read "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  const n = ctx.story.numbers[id];
  c.i++;
  const share = n.percent || n.value.compare(1) < 0;
  // "Half the alligators are male".
  if (share && c.w === 'the' && c.at(1) !== 'rest') {
    c.i++;
    const w = label(c);
    if (!w || (ctx.noun && singular(w.split(' ').at(-1)!) !== ctx.noun)) return 'a share of something else';
  } else if (c.eat('of')) {
    if (!(c.eat('them') || c.eat('these'))) {
      c.eat('the') || c.eat('his') || c.eat('her');
      const w = label(c);
      if (!w || (ctx.noun && singular(w.split(' ').at(-1)!) !== ctx.noun)) return 'a share of something else';
    }
  } else if (!share) {
    const w = c.w && !/^(?:are|is|were)$/.test(c.w) ? label(c) : null;
    if (w && ctx.noun && singular(w.split(' ').at(-1)!) !== ctx.noun) return 'a count of something else';
    // "He has 12 white marbles, 6 blue marbles, and ...": a part named by its words.
    if (w && w.split(' ').length > 1 && (c.done() || c.w === ',' || c.w === 'and')) {
      ctx.used.add(id);
      return addPart(ctx, w, lconst(n.value), n.text);
    }
  }
  if (!(c.eat('are') || c.eat('were') || c.eat('is'))) return 'no verb after the part';
  c.eat('all');
  const l = label(c);
  if (!l) return 'no name for the part';
  if (!ctx.whole) ctx.whole = lvar('whole');
  ctx.used.add(id);
  const form = share ? lscale(ctx.whole, n.percent ? n.value.div(100) : n.value) : lconst(n.value);
  return addPart(ctx, l, form, share ? `${n.text} of the whole` : n.text);
}

/** "How many black cars are on the lot?", "How many bunnies does he have?", "How many of them are dark blue?". */
function question(ctx: Ctx, c: Cursor): { label: string } | string {
  c.eat('how', 'many');
  let l: string | null;
  if (c.eat('of', 'them', 'are') || c.eat('are')) l = label(c);
  else l = label(c);
  if (!l) return 'no part asked';
  const k = bare(ctx, l);
  if (!ctx.parts.has(k) && k !== ctx.rest) return `no part "${k}" in the story`;
  if (k !== ctx.rest && ![...ctx.parts.keys()].includes(k)) return `no part "${k}"`;
  // What follows: "are there", "does he have", "are on the lot", "are in this house", "attended the party".
  const tail = c.t.slice(c.i).join(' ');
  if (tail && !/^(?:are there|were there|does (?:he|she|[a-z]+|the [a-z]+) have|do they have|are (?:in|on|at) (?:the|this|that|his|her) [a-z]+(?: [a-z]+)?|are)$/.test(tail)) return `could not read "${tail}"`;
  return { label: k };
}

export function partReply(a: PartAnswer): Answer {
  const shown = `${a.value.toString()} ${a.label}`;
  return {
    content: [shown, '', 'The whole split into its parts, the rest being what the others leave:', ...a.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [a.value.toString(), shown],
  };
}
