/**
 * Counts of things kept as stocks, one per kind, through groups, parts and changes:
 * "James has 5 dozen boxes of matches. Each box contains 20 matches.", "There are 4 pizzas cut into 12 slices
 * each. If the guests eat 39 slices, how many slices are left?", "There are 45 children in a classroom.
 * One-third of them are girls. How many boys are in the classroom?", "The school has 14 boys and 10 girls. If
 * 4 boys and 3 girls drop out, how many boys and girls are left?", "Joseph gave 23 cards to each of his 15
 * students and had 12 cards left. How many cards did Joseph have at first?".
 * One owner at most (or none: "there are"); each stock is a linear form in its unknown start, so a stated end
 * ("had 12 left") is solved back. Every clause must be read whole and every number used by the answer; a share
 * "of them" after a change must say "of the rest"; every amount comes out whole and non-negative.
 */
import Fraction from 'fraction.js';
import type { Decline } from '../../../src/plugin-api.js';
import { Cursor, numId, splitQuestion } from '../cursor.js';
import { evaluate, ladd, lconst, lscale, lvar, solveLinear, type Lin, type LinEquation } from '../linear.js';
import { readStory, singular, type Story } from '../story-text.js';
import { lemma } from '../verbs.js';
import { CONTAIN, GAIN, HOLD, LEAD, LEAVE, LEAVE_PHRASES, LOADED, LOSE, PASSIVE, PASSIVE_GAIN, SKIP_ADVERBS, STOP, complementOf } from './counts-words.js';

/** A value and the story numbers it rests on. */
export interface Amount {
  lin: Lin;
  ids: number[];
}

export interface Noun {
  head: string;
  mods: string[];
  of?: string;
}

interface Kind {
  noun: Noun;
  now: Amount;
  start: Amount;
  changed: boolean;
  /** The stock was first met being changed: its start is an unknown. */
  unknown: boolean;
}

interface Part {
  /** "girl", "red": what the part is called. */
  name: string;
  of: string;
  amount: Amount;
}

interface Ctx {
  story: Story;
  owner: string | null;
  /** Someone other than the owner did something: "he"/"she" may be them. */
  others: boolean;
  kinds: Map<string, Kind>;
  last: string | null;
  /** The last amount read, for "twice as many" in the next clause. */
  lastAtom: Atom | null;
  parts: Part[];
  /** "Each box contains 20 matches" before any boxes are counted. */
  pending: Map<string, { x: Noun; per: Amount }>;
  events: { verb: string; kind: string; amount: Amount }[];
  equations: LinEquation[];
  states: Lin[];
  steps: string[];
  sentence: number;
  unknowns: number;
  /** Groups split by what each holds ("half the tables have 2 chairs each, the rest 4"): the groups covered so far. */
  cover: Map<string, { covered: Amount; x: string; sentence: number }>;
  /** The owner is the subject of the clause being read: "half her daisies" is half of what she has now. */
  ownerActs: boolean;
}

export interface CountAnswer {
  value: Fraction;
  noun: string;
  steps: string[];
}

const no = (reason: string): Decline => ({ reason });
export const keyOf = (n: Noun) => [...n.mods, n.head].join(' ') + (n.of ? ` of ${n.of}` : '');
const plus = (a: Amount, b: Amount, sign: 1 | -1 = 1): Amount => ({ lin: ladd(a.lin, b.lin, sign), ids: [...a.ids, ...b.ids] });
const times = (a: Amount, f: Fraction, id: number): Amount => ({ lin: lscale(a.lin, f), ids: [...a.ids, id] });
const constant = (v: Fraction, id: number): Amount => ({ lin: lconst(v), ids: [id] });
const showLin = (l: Lin) => (l.terms.size ? 'an unknown amount' : l.k.toFraction());

/** "toy cars" → {head: car, mods: [toy]}; "boxes of matches" → {head: box, of: match}. Null when no noun is there. */
function readNoun(ctx: Ctx, c: Cursor): Noun | null {
  const words: string[] = [];
  const nounWord = (w: string | undefined) =>
    !!w && /^[a-z]+$/.test(w) && !STOP.has(w) && !LOADED.has(w) && !ctx.story.people.includes(w) && !LOSE.has(w) && !GAIN.has(w) && !LEAVE.has(w) && !PASSIVE.has(w) && !CONTAIN.has(w);
  while (words.length < 3 && nounWord(c.w)) words.push(c.t[c.i++]);
  if (!words.length) return null;
  const noun: Noun = { head: singular(words.at(-1)!), mods: words.slice(0, -1) };
  if (c.w === 'of' && nounWord(c.at(1)) && !nounWord(c.at(2))) {
    noun.of = singular(c.at(1)!);
    c.i += 2;
  }
  return noun;
}

/** The asked noun is the stock's noun or a more general name for it ("cars" for "toy cars"). */
const fits = (asked: Noun, kind: Noun) => asked.head === kind.head && asked.mods.every((m) => kind.mods.includes(m)) && (!asked.of || asked.of === kind.of);

function kindFor(ctx: Ctx, noun: Noun | null): string | null {
  if (!noun) return ctx.last;
  const found = [...ctx.kinds.keys()].filter((k) => fits(noun, ctx.kinds.get(k)!.noun));
  return found.length === 1 ? found[0] : null;
}

/** "them", "the cookies", "his toy cars", "the remaining slices", "what is left": the stock a share is of. */
function referent(ctx: Ctx, c: Cursor): { kind: string; rest: boolean } | string {
  if (c.eat('them') || c.eat('it') || c.eat('those') || c.eat('these')) return ctx.last ? { kind: ctx.last, rest: false } : 'no stock for "of them"';
  for (const w of [['what', 'is', 'left'], ['what', 'was', 'left'], ['what', 'remains'], ['what', 'remained'], ['what', 'she', 'had', 'left'], ['what', 'he', 'had', 'left']]) {
    if (c.eat(...w)) return ctx.last ? { kind: ctx.last, rest: true } : 'no stock for "what is left"';
  }
  const own = ctx.ownerActs && /^(?:his|her|their)$/.test(c.w ?? '');
  if (!(c.eat('the') || c.eat('his') || c.eat('her') || c.eat('their'))) return 'could not read what the share is of';
  const rest = c.eat('rest') || c.eat('remaining') || c.eat('remainder') || own;
  if (rest && (c.w === ',' || c.w === 'and' || c.done() || LEAVE.has(c.w ?? '') || c.w === 'are' || c.w === 'were' || c.w === 'to' || c.w === 'on' || c.w === 'in' || c.w === 'for')) {
    return ctx.last ? { kind: ctx.last, rest } : 'no stock for "the rest"';
  }
  const noun = readNoun(ctx, c);
  const kind = noun || rest ? kindFor(ctx, noun) : null;
  return kind ? { kind, rest } : `no single stock for "${noun ? keyOf(noun) : 'it'}"`;
}

interface Atom {
  noun: Noun | null;
  amount: Amount;
  /** "3 more": more of the last stock. */
  more?: boolean;
  /** Already a share of this stock. */
  of?: string;
  /** Read after a place or time ("... in the red basket and 5 apples in the blue basket"). */
  placed?: boolean;
  /** "twice as many": a multiple of another amount. */
  compared?: boolean;
}

/** One amount: "48 clips", "5 boxes of 10 stamps", "4 pizzas cut into 12 slices each", "a third of them", "twice as many polar bears". */
function atom(ctx: Ctx, c: Cursor, before: Atom | null): Atom | string {
  const a = numId(c.w)!;
  const n = ctx.story.numbers[a];
  if (n.money || n.percent) return `${n.text}: money or a percentage`;
  c.i++;
  const share = n.value.compare(1) < 0 || /\//.test(n.text);
  if ((c.w === 'of' && /^(?:them|it|those|these|the|his|her|their|what)$/.test(c.at(1) ?? '')) || (share && (c.w === 'the' || c.w === 'his' || c.w === 'her'))) {
    c.eat('of');
    // "half of his 40 balls": a share of an amount given right here.
    if (/^(?:his|her|their|the)$/.test(c.w ?? '') && numId(c.at(1)) !== null) {
      c.i++;
      const inner = atom(ctx, c, null);
      if (typeof inner === 'string') return inner;
      if (inner.of || inner.more || !share) return `could not read "${n.text} of"`;
      return { ...inner, amount: times(inner.amount, n.value, a) };
    }
    const r = referent(ctx, c);
    if (typeof r === 'string') return r;
    const kind = ctx.kinds.get(r.kind)!;
    if (kind.changed && !r.rest && share) return '"of them" after a change: of the first amount or of what was left';
    if (share && n.value.compare(1) > 0) return `${n.text} of a stock is more than all of it`;
    return { noun: kind.noun, amount: share ? times(kind.now, n.value, a) : constant(n.value, a), of: r.kind };
  }
  if (c.eat('times') || share) {
    if (!(c.eat('as', 'many') || c.eat('as', 'much'))) return `could not read "${n.text}"`;
    const noun = readNoun(ctx, c);
    let base: Amount | null = before?.amount ?? null;
    let baseNoun = before?.noun ?? null;
    if (c.eat('as')) {
      const refNoun = c.eat('the') ? readNoun(ctx, c) : readNoun(ctx, c);
      const k = refNoun && kindFor(ctx, refNoun);
      if (!k) return 'could not tell what "as many as" compares with';
      base = ctx.kinds.get(k)!.now;
      baseNoun = ctx.kinds.get(k)!.noun;
    }
    if (!base) return 'could not tell what "as many" compares with';
    return { noun: noun ?? baseNoun, amount: times(base, n.value, a), compared: true };
  }
  if (c.eat('more')) {
    const noun = readNoun(ctx, c);
    return { noun, amount: constant(n.value, a), more: true };
  }
  const noun = readNoun(ctx, c);
  let amount = constant(n.value, a);
  // "5 boxes of 10 stamps", "3 plates with 6 cookies each", "crates that each hold 150 oranges", "cakes cut into 8 slices".
  const start = c.i;
  c.eat(',');
  const grouped =
    c.eat('of') ||
    c.eat('with') ||
    c.eat('each', 'with') ||
    c.eat('each', 'containing') ||
    c.eat('containing') ||
    ((c.eat('that') || c.eat('which')) && (c.eat('each') || true) && (c.eat('have') || c.eat('has') || c.eat('hold') || c.eat('contain') || c.eat('holds') || c.eat('contains') || c.eat('are', 'each', 'cut', 'into') || c.eat('were', 'each', 'cut', 'into') || c.eat('are', 'cut', 'into') || c.eat('were', 'cut', 'into'))) ||
    c.eat('each', 'cut', 'into') ||
    c.eat('cut', 'into') ||
    c.eat('divided', 'into') ||
    c.eat('sliced', 'into');
  const m = grouped ? numId(c.w) : null;
  if (m === null || !noun) {
    c.i = start;
    return { noun, amount };
  }
  const per = ctx.story.numbers[m];
  if (per.money || per.percent || per.value.d !== 1n) return `could not read "${per.text}" per group`;
  c.i++;
  const x = readNoun(ctx, c);
  if (!x) return `no noun for ${per.text}`;
  c.eat('each') || c.eat('in', 'each') || c.eat('apiece');
  amount = times(amount, per.value, m);
  return { noun: x, amount };
}

/** Amounts joined by "," and "and": "14 boys and 10 girls", "4 boys and 3 girls". */
function atoms(ctx: Ctx, c: Cursor): Atom[] | string {
  const out: Atom[] = [];
  for (;;) {
    const a = atom(ctx, c, out.at(-1) ?? ctx.lastAtom);
    if (typeof a === 'string') return a;
    out.push(a);
    ctx.lastAtom = a;
    const at = c.i;
    c.eat(',');
    c.eat('and');
    if (numId(c.w) === null) {
      c.i = at;
      return out;
    }
  }
}

function newKind(ctx: Ctx, noun: Noun, amount: Amount, unknown: boolean): string {
  const key = keyOf(noun);
  ctx.kinds.set(key, { noun, now: amount, start: amount, changed: false, unknown });
  ctx.states.push(amount.lin);
  // "Each box contains 20 matches" said before the boxes were counted.
  const p = ctx.pending.get(noun.head);
  if (p) {
    ctx.pending.delete(noun.head);
    const x = plus({ lin: lconst(0), ids: [] }, { lin: lscale(amount.lin, p.per.lin.k), ids: [...amount.ids, ...p.per.ids] });
    newKind(ctx, p.x, x, false);
    ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(p.x)} = ${keyOf(noun)} × ${p.per.lin.k.toFraction()}`);
  }
  return key;
}

/** Adds what a holding or gaining clause brings. */
function gain(ctx: Ctx, list: Atom[], verb: string, hold: boolean, left: boolean): string | null {
  // "4 books of 10 stamps and 6 books of 15 stamps": one stock counted in several lots.
  const lots = new Set<string>();
  for (const x of list) {
    if (x.of) return 'a share of a stock brought in again';
    const noun = x.noun ?? (x.more && ctx.last ? ctx.kinds.get(ctx.last)!.noun : null);
    if (!noun) return 'no noun for an amount';
    const key = ctx.kinds.has(keyOf(noun)) ? keyOf(noun) : kindFor(ctx, noun);
    const kind = key ? ctx.kinds.get(key) : undefined;
    if (!hold) ctx.events.push({ verb, kind: key ?? keyOf(noun), amount: x.amount });
    if (!kind || !key) {
      if (x.more || left) return `"more" or "left" for a stock not yet counted`;
      ctx.last = newKind(ctx, noun, x.amount, false);
      lots.add(ctx.last);
      ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(noun)} = ${showLin(x.amount.lin)}`);
      continue;
    }
    ctx.last = key;
    // "5 apples in the red basket and 5 apples in the blue basket": held twice, perhaps the same apples.
    if (lots.has(key) && hold && x.placed && !x.compared) return `two counts of ${keyOf(noun)} held`;
    if (lots.has(key) && !left) {
      kind.now = plus(kind.now, x.amount);
      kind.start = kind.now;
      ctx.states.push(kind.now.lin);
      ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(noun)} + ${showLin(x.amount.lin)}`);
      continue;
    }
    if (hold && !x.more) {
      // "... and had 12 cards left": the end of a stock whose start is unknown.
      if (!left || !kind.now.lin.terms.size) return `a second count of ${keyOf(noun)}`;
      ctx.equations.push({ left: kind.now.lin, right: x.amount.lin, sentence: ctx.sentence });
      // Both now rest on every number of the changes and of the end.
      kind.now = { lin: kind.now.lin, ids: [...kind.now.ids, ...x.amount.ids] };
      kind.start = { lin: kind.start.lin, ids: kind.now.ids };
      ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(noun)} left = ${showLin(x.amount.lin)}`);
      continue;
    }
    if (left) return '"left" with a verb that adds';
    kind.now = plus(kind.now, x.amount);
    kind.changed = true;
    ctx.states.push(kind.now.lin);
    ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(noun)} + ${showLin(x.amount.lin)}`);
  }
  return null;
}

/** Takes what a losing clause takes away; a stock first met here starts as an unknown. */
function lose(ctx: Ctx, list: Atom[], verb: string, ownerActs: boolean): string | null {
  for (const x of list) {
    const noun = x.noun;
    let key = x.of ?? (noun ? (ctx.kinds.has(keyOf(noun)) ? keyOf(noun) : kindFor(ctx, noun)) : ctx.last);
    if (!key) {
      if (!noun || !ownerActs || ctx.kinds.size || x.more) return `no stock for what was taken away`;
      const v = lvar(`start${ctx.unknowns++}`);
      key = newKind(ctx, noun, { lin: v, ids: [] }, true);
    }
    const kind = ctx.kinds.get(key)!;
    kind.now = plus(kind.now, x.amount, -1);
    kind.changed = true;
    ctx.last = key;
    ctx.states.push(kind.now.lin);
    ctx.events.push({ verb, kind: key, amount: x.amount });
    ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(kind.noun)} − ${showLin(x.amount.lin)} (${verb})`);
  }
  return null;
}

/** What may follow an amount: "to his friend", "away", "in the garden", "to each of his 15 students", "left". */
function tail(ctx: Ctx, c: Cursor, list: Atom[]): { left: boolean } | string {
  let left = false;
  while (!c.done() && !(c.w === ',' && numId(c.at(1)) === null) && !(c.w === 'and' && clauseAhead(ctx, c.at(1)))) {
    if (c.eat('to', 'each', 'of') || c.eat('each', 'to')) {
      c.eat('his') || c.eat('her') || c.eat('the') || c.eat('their') || c.eat('my');
      const m = numId(c.w);
      if (m === null || list.length !== 1) return 'could not read "each of"';
      const n = ctx.story.numbers[m];
      if (n.value.d !== 1n || n.money || n.percent) return `could not read "${n.text}" people`;
      c.i++;
      if (!readNoun(ctx, c)) return `no noun for ${n.text}`;
      list[0] = { ...list[0], amount: times(list[0].amount, n.value, m) };
      continue;
    }
    // "12 apples on Monday and 15 apples on Tuesday": more amounts after a setting.
    if ((c.w === 'and' || c.w === ',') && numId(c.at(1)) !== null) {
      const at = c.i++;
      const lastAtom = ctx.lastAtom;
      const more = atoms(ctx, c);
      if (typeof more === 'string') return more;
      // "... and 35 books are taken out": a clause of its own, with its own verb.
      if (!c.done() && !/^(?:,|and|on|in|at|for|to|from|during|with|into)$/.test(c.w!)) {
        c.i = at;
        ctx.lastAtom = lastAtom;
        return { left };
      }
      list.push(...more.map((x) => ({ ...x, placed: true })));
      continue;
    }
    // "There are 8 slices in each pizza": how many one group holds.
    if ((c.at(0) === 'in' || c.at(0) === 'on') && c.at(1) === 'each' && list.length === 1 && !list[0].of && !list[0].more && list[0].noun && !list[0].amount.lin.terms.size && list[0].amount.ids.length === 1) {
      c.i += 2;
      const g = readNoun(ctx, c);
      if (!g) return 'could not read "each"';
      const problem = groupFact(ctx, g, list[0].noun, list[0].amount, false);
      if (problem) return problem;
      list.pop();
      continue;
    }
    const w = c.w!;
    if (numId(w) !== null) return `could not place ${ctx.story.numbers[numId(w)!].text}`;
    if (w === 'left' || w === 'leftover' || w === 'remaining') left = true;
    else if (LOADED.has(w) || w === 'if' || w === 'than' || w === 'when' || w === 'after' || w === 'before' || w === 'but' || w === 'who' || w === 'which' || w === 'that') return `could not read "${w}" after an amount`;
    c.i++;
  }
  return { left };
}

/** "and" before a new clause: a verb, a subject or a lead word follows. */
function clauseAhead(ctx: Ctx, w: string | undefined): boolean {
  return !!w && (GAIN.has(w) || LOSE.has(w) || LEAD.has(w) || w === 'he' || w === 'she' || w === 'there' || ctx.story.people.includes(w) || (w === 'the' && false));
}

type Subject = { who: 'owner' | 'there' | 'other' } | null;

function subjectOf(ctx: Ctx, c: Cursor): Subject | string {
  const w = c.w!;
  if (w === 'there' && /^(?:is|are|was|were)$/.test(c.at(1) ?? '')) {
    c.i++;
    return { who: 'there' };
  }
  if (w === 'he' || w === 'she') {
    if (!ctx.owner || ctx.others) return `could not tell who "${w}" is`;
    c.i++;
    return { who: 'owner' };
  }
  if (ctx.story.people.includes(w)) {
    c.i++;
    if (c.w === 's') return 'a possessive subject';
    if (!ctx.owner) ctx.owner = w;
    if (ctx.owner === w) return { who: 'owner' };
    ctx.others = true;
    return { who: 'other' };
  }
  // "The school has 14 boys", "A farmer had 90 eggs": the one who has them, when no one is named.
  const long = /^[a-z]+$/.test(c.at(2) ?? '') && !STOP.has(c.at(2)!) && GAIN.has(c.at(3) ?? '') ? 1 : 0;
  if ((w === 'a' || w === 'an' || w === 'the') && /^[a-z]+$/.test(c.at(1) ?? '') && !STOP.has(c.at(1)!) && GAIN.has(c.at(2 + long) ?? '') && !ctx.story.people.length) {
    const who = c.t.slice(c.i + 1, c.i + 2 + long).join(' ');
    if (ctx.owner && ctx.owner !== who) return 'two owners';
    ctx.owner = who;
    c.i += 2 + long;
    return { who: 'owner' };
  }
  // "The guests eat 39 slices", "her sister took 3", "the family ate 8": someone who only takes from the stock.
  if (/^(?:the|his|her|their|my)$/.test(w) && /^[a-z]+$/.test(c.at(1) ?? '') && LOSE.has(c.at(2) ?? '')) {
    c.i += 2;
    ctx.others = true;
    return { who: 'other' };
  }
  return null;
}

/** Groups split by what each holds: "Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each". */
function subgroupClause(ctx: Ctx, c: Cursor): string | null | false {
  const start = c.i;
  const back = () => {
    c.i = start;
    return false as const;
  };
  const current = [...ctx.cover.keys()].at(-1) ?? null;
  let whole: string | null = null;
  let amount: Amount | 'rest';
  if (c.eat('the', 'rest') || c.eat('the', 'others') || c.eat('the', 'remaining')) {
    whole = current;
    amount = 'rest';
    const said = readNoun(ctx, c);
    if (said && (!whole || !fits(said, ctx.kinds.get(whole)!.noun))) return back();
  } else {
    const other = c.eat('the', 'other');
    const a = numId(c.w);
    if (a === null) return back();
    const n = ctx.story.numbers[a];
    c.i++;
    const share = n.value.compare(1) < 0 || /\//.test(n.text);
    if (!other && (c.w === 'of' || c.w === 'the')) {
      c.eat('of');
      const r = referent(ctx, c);
      if (typeof r === 'string') return back();
      whole = r.kind;
    } else {
      whole = other ? current : (current ?? ctx.last);
      // "5 have 3 chairs each", "5 tables have ...": a noun, when said, must be the groups'.
      const said = !other && !share ? readNoun(ctx, c) : null;
      if (said && (!whole || !fits(said, ctx.kinds.get(whole)!.noun))) return back();
    }
    if (!whole || !ctx.kinds.has(whole)) return back();
    amount = share ? times(ctx.kinds.get(whole)!.now, n.value, a) : constant(n.value, a);
  }
  if (!/^(?:have|has|hold|holds|contain|contains|own|owns|seat|seats)$/.test(c.w ?? '') || numId(c.at(1)) === null) return back();
  c.i++;
  if (!whole) return 'no groups for "the rest"';
  const g = ctx.kinds.get(whole)!;
  if (g.changed) return 'groups split after a change';
  const m = numId(c.w)!;
  const per = ctx.story.numbers[m];
  if (per.money || per.percent || per.value.d !== 1n) return `could not read "${per.text}" each`;
  c.i++;
  const x = readNoun(ctx, c);
  if (!x || !c.eat('each')) return 'could not read what each group holds';
  const cover = ctx.cover.get(whole);
  if (amount === 'rest') {
    if (!cover) return '"the rest" with no other groups';
    amount = plus(g.now, cover.covered, -1);
  }
  ctx.states.push(amount.lin);
  const held: Amount = { lin: lscale(amount.lin, per.value), ids: [...amount.ids, m] };
  if (!cover) {
    if (ctx.kinds.has(keyOf(x))) return `${keyOf(x)} counted twice`;
    const key = newKind(ctx, x, held, false);
    ctx.cover.set(whole, { covered: amount, x: key, sentence: ctx.sentence });
  } else {
    const kind = ctx.kinds.get(cover.x)!;
    if (keyOf(x) !== cover.x) return 'groups holding different things';
    kind.now = plus(kind.now, held);
    kind.start = kind.now;
    cover.covered = plus(cover.covered, amount);
  }
  ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(x)} + ${showLin(amount.lin)} ${keyOf(g.noun)} × ${per.value.toFraction()}`);
  return null;
}

/** A part: "a third of them are girls", "2/3 are male", "the rest are black", "15 of the cows are black". */
function partClause(ctx: Ctx, c: Cursor): string | null | false {
  const start = c.i;
  let whole: string | null;
  let amount: Amount | 'rest';
  if (c.eat('the', 'rest') || c.eat('the', 'others')) {
    whole = ctx.last;
    amount = 'rest';
  } else {
    const a = numId(c.w);
    if (a === null) return false;
    const n = ctx.story.numbers[a];
    c.i++;
    if (c.eat('of')) {
      const r = referent(ctx, c);
      if (typeof r === 'string') return r;
      whole = r.kind;
    } else whole = ctx.last;
    if (!whole) return 'no whole for a part';
    const share = n.value.compare(1) < 0 || /\//.test(n.text);
    amount = share ? times(ctx.kinds.get(whole)!.now, n.value, a) : constant(n.value, a);
  }
  if (!(c.eat('are') || c.eat('were') || c.eat('is'))) {
    c.i = start;
    return false;
  }
  if (!whole) return 'no whole for a part';
  const kind = ctx.kinds.get(whole)!;
  if (kind.changed) return 'a part of a stock that has changed';
  const words: string[] = [];
  while (!c.done() && /^[a-z]+$/.test(c.w!) && words.length < 2) words.push(c.t[c.i++]);
  if (!c.done() || !words.length || words.some((w) => LOADED.has(w) || STOP.has(w))) return 'could not read what the part is';
  // "5/6 of the nuts were eaten": a loss, not a part.
  if (PASSIVE.has(words[0]) || PASSIVE_GAIN.has(words[0])) {
    c.i = start;
    return false;
  }
  const name = singular(words.at(-1)!);
  if (amount === 'rest') {
    let rest = kind.now;
    for (const p of ctx.parts.filter((x) => x.of === whole)) rest = plus(rest, p.amount, -1);
    if (!ctx.parts.some((x) => x.of === whole)) return '"the rest" with no other part';
    amount = rest;
  }
  ctx.parts.push({ name, of: whole, amount });
  ctx.states.push(amount.lin);
  ctx.steps.push(`sentence ${ctx.sentence + 1}: ${name} ${keyOf(kind.noun)} = ${showLin(amount.lin)}`);
  return null;
}

/** "Each box contains 20 matches", "A box holds 24 doughnuts", "There are 8 slices in each pizza". */
function groupClause(ctx: Ctx, c: Cursor): string | null | false {
  const start = c.i;
  const one = c.eat('a') || c.eat('an') || c.eat('one');
  if (!one && !c.eat('each')) return false;
  let g = readNoun(ctx, c);
  if (!g) {
    c.i = start;
    return false;
  }
  // "each hen lays 3 eggs": the noun reader took the verb as part of the noun.
  if (numId(c.w) !== null && g.mods.length && !g.of) {
    c.i--;
    g = { head: singular(g.mods.at(-1)!), mods: g.mods.slice(0, -1) };
  }
  // "Each car seats 2 people", "each hen lays 3 eggs": any verb that gives how many one group has.
  const verbish = /^[a-z]+$/.test(c.w ?? '') && !STOP.has(c.w!) && !LOADED.has(c.w!) && numId(c.at(1)) !== null;
  if (!(verbish || c.eat('is', 'cut', 'into') || c.eat('was', 'cut', 'into'))) {
    c.i = start;
    return false;
  }
  if (verbish) c.i++;
  const m = numId(c.w);
  if (m === null) return 'could not read how many one group holds';
  const per = ctx.story.numbers[m];
  if (per.money || per.percent || per.value.d !== 1n) return `could not read "${per.text}" per group`;
  c.i++;
  const x = readNoun(ctx, c);
  if (!x || !c.done()) return 'could not read what one group holds';
  return groupFact(ctx, g, x, constant(per.value, m), one);
}

function groupFact(ctx: Ctx, g: Noun, x: Noun, per: Amount, one: boolean): string | null {
  const groups = [...ctx.kinds.keys()].filter((k) => ctx.kinds.get(k)!.noun.head === g.head);
  if (groups.length > 1) return `several stocks of ${g.head}`;
  if (ctx.kinds.has(keyOf(x))) return `${keyOf(x)} counted twice`;
  if (groups.length) {
    const kind = ctx.kinds.get(groups[0])!;
    if (one) return `"a ${g.head}" when ${g.head}s are counted`;
    if (kind.changed) return `groups counted after a change`;
    ctx.last = newKind(ctx, x, { lin: lscale(kind.now.lin, per.lin.k), ids: [...kind.now.ids, ...per.ids] }, false);
    ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(x)} = ${keyOf(kind.noun)} × ${per.lin.k.toFraction()}`);
    return null;
  }
  if (one) {
    // "A box holds 2 dozen doughnuts": one box, so the doughnuts are counted.
    ctx.last = newKind(ctx, x, per, false);
    ctx.steps.push(`sentence ${ctx.sentence + 1}: ${keyOf(x)} = ${per.lin.k.toFraction()} (one ${g.head})`);
    return null;
  }
  ctx.pending.set(g.head, { x, per });
  return null;
}

/** One clause: a subject (or the one before), a verb, amounts, a tail. */
function clause(ctx: Ctx, c: Cursor, inherited: Subject): Subject | string {
  while (c.w && (LEAD.has(c.w) || c.w === ',' || c.w === 'if')) c.i++;
  // "On Monday Samson ...": a day, set aside.
  if (c.w === 'on' && /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(c.at(1) ?? '') && c.at(2) !== ',') c.i += 2;
  // "At a pool party, there are ...": a setting with no amount in it.
  const comma = c.t.indexOf(',', c.i);
  if (/^(?:at|on|in|during|for|after|last|this|yesterday|today)$/.test(c.w ?? '') && comma > c.i && comma - c.i <= 5 && !c.t.slice(c.i, comma).some((w) => numId(w) !== null || LOADED.has(w))) c.i = comma + 1;
  if (c.done()) return inherited;
  const group = groupClause(ctx, c);
  if (group !== false) return group ?? inherited;
  const sub = subgroupClause(ctx, c);
  if (sub !== false) return sub ?? inherited;
  const part = partClause(ctx, c);
  if (part !== false) return part ?? inherited;
  let subject = subjectOf(ctx, c);
  if (typeof subject === 'string') return subject;
  // "4 boys and 3 girls drop out", "5/6 of the nuts were eaten": the amounts are the subject.
  if (!subject && numId(c.w) !== null) {
    const list = atoms(ctx, c);
    if (typeof list === 'string') return list;
    const be = c.eat('were') || c.eat('are') || c.eat('was') || c.eat('is') || c.eat('got');
    // "22 books are brought back", "8 chairs were added": more of the stock.
    if (be && PASSIVE_GAIN.has(c.w ?? '')) {
      const verb = c.t[c.i++];
      c.eat('back') || c.eat('in');
      const t = tail(ctx, c, list);
      if (typeof t === 'string') return t;
      if (list.some((x) => !x.noun || !kindFor(ctx, x.noun))) return 'more of a stock not yet counted';
      const problem = gain(ctx, list, verb, false, t.left);
      return problem ?? inherited;
    }
    const gone = be && PASSIVE.has(c.w ?? '') ? c.t[c.i++] : null;
    if (gone) c.eat('out') || c.eat('away') || c.eat('off');
    const phrase = LEAVE_PHRASES.find((p) => c.eat(...p));
    const verb = gone ?? (phrase ? phrase.join(' ') : LEAVE.has(c.w ?? '') ? c.t[c.i++] : null);
    if (!verb) return 'could not read what happened to an amount';
    c.eat('away');
    const t = tail(ctx, c, list);
    if (typeof t === 'string') return t;
    const problem = lose(ctx, list, verb, false);
    return problem ?? inherited;
  }
  subject ??= inherited;
  if (!subject) return `could not tell who or what the clause is about`;
  ctx.ownerActs = subject.who === 'owner';
  // "and kept the rest": what is left, said again.
  if (c.eat('kept', 'the', 'rest') || c.eat('keeps', 'the', 'rest')) {
    while (!c.done() && c.w !== ',' && c.w !== 'and') {
      if (numId(c.w) !== null || LOADED.has(c.w!)) return `could not read "${c.w}" after "kept the rest"`;
      c.i++;
    }
    return subject;
  }
  while (c.w && SKIP_ADVERBS.has(c.w)) c.i++;
  const verb = c.w ?? '';
  c.i++;
  if (subject.who === 'there') {
    if (!/^(?:is|are|was|were)$/.test(verb)) return 'could not read "there"';
  } else if (!GAIN.has(verb) && !LOSE.has(verb)) return `could not read the verb "${verb}"`;
  if (subject.who === 'other' && !LOSE.has(verb) && !(verb === 'gave' || verb === 'gives')) return 'someone else gains things';
  c.eat('away');
  // "Tim gave him 5 apples": the owner gains them.
  let toOwner = false;
  const another = c.at(1) === 'another' ? 1 : 0;
  if ((verb === 'gave' || verb === 'gives') && (c.w === 'him' || c.w === 'her' || (c.w === ctx.owner && subject.who === 'other')) && numId(c.at(1 + another)) !== null) {
    if (subject.who !== 'other') return `could not tell who "${c.w}" is`;
    toOwner = true;
    c.i += 1 + another;
    ctx.ownerActs = false;
  } else if (subject.who === 'other' && (verb === 'gave' || verb === 'gives')) return 'someone else gives things';
  // "gave his sister 5": to someone named by a possessive.
  if (LOSE.has(verb) && /^(?:his|her|their)$/.test(c.w ?? '') && /^[a-z]+$/.test(c.at(1) ?? '') && numId(c.at(2)) !== null) c.i += 2;
  if (numId(c.w) === null) return `no amount after "${verb}"`;
  const list = atoms(ctx, c);
  if (typeof list === 'string') return list;
  c.eat('away');
  const t = tail(ctx, c, list);
  if (typeof t === 'string') return t;
  const problem =
    subject.who === 'there' || (GAIN.has(verb) && subject.who === 'owner') || toOwner ? gain(ctx, list, verb, subject.who === 'there' || HOLD.has(verb), t.left) : t.left ? '"left" with a verb that takes away' : lose(ctx, list, verb, subject.who === 'owner');
  return problem ?? subject;
}

function sentence(ctx: Ctx, t: string[]): string | null {
  const c = new Cursor(t);
  let subject: Subject = null;
  while (!c.done()) {
    const r = clause(ctx, c, subject);
    if (typeof r === 'string') return r;
    subject = r;
    if (c.done()) break;
    if (c.eat(',') || c.eat('and') || c.eat('then') || c.eat(';')) continue;
    return `could not read "${c.t.slice(c.i).join(' ')}"`;
  }
  return null;
}

type Target = { nouns: (Noun | null)[]; not?: string; asks: 'now' | 'start' | 'verb'; verb?: string; final: boolean; total: boolean; part?: string; bare?: boolean };

const FINAL = new Set(['left', 'now', 'remaining', 'remain', 'remains', 'remained', 'leftover']);
const TOTAL = ['in total', 'altogether', 'in all', 'total', 'combined', 'together'];

/** "how many slices are left", "how many cards did joseph have at first", "how many boys are in the classroom", "how many are not black". */
function question(ctx: Ctx, q: string[]): Target | string {
  const c = new Cursor(q, 2);
  const target: Target = { nouns: [], asks: 'now', final: false, total: false };
  if (c.eat('of')) {
    const r = referent(ctx, c);
    if (typeof r === 'string') return r;
    target.nouns.push(ctx.kinds.get(r.kind)!.noun);
  } else {
    for (let n = readNoun(ctx, c); n; n = c.eat('and') ? readNoun(ctx, c) : null) target.nouns.push(n);
    if (!target.nouns.length) target.nouns.push(null);
  }
  const text = ` ${c.t.slice(c.i).join(' ')} `;
  c.eat('in', 'total') || c.eat('altogether') || c.eat('in', 'all');
  target.total = TOTAL.some((w) => text.includes(` ${w} `));
  target.final = c.t.slice(c.i).some((w) => FINAL.has(w));
  if (c.eat('are', 'not') || c.eat('were', 'not') || c.eat('is', 'not') || c.eat('aren', 't') || c.eat('weren', 't')) {
    if (c.done() || !/^[a-z]+$/.test(c.w!)) return 'could not read "not"';
    target.not = singular(c.t[c.i++]);
  } else if (c.eat('are') || c.eat('were') || c.eat('is') || c.eat('was') || c.eat('will', 'be')) {
    c.eat('there');
    // "how many of the children are girls"
    if (!target.nouns[0] || !c.done()) {
      // place or "left" follows
    }
    if (/^[a-z]+$/.test(c.w ?? '') && !FINAL.has(c.w!) && !/^(?:in|on|at|there|still)$/.test(c.w!) && target.nouns.length === 1) {
      target.part = singular(c.t[c.i++]);
    }
  } else if (c.eat('does') || c.eat('did') || c.eat('do') || c.eat('will') || c.eat('would')) {
    const who = c.w ?? '';
    if (!(who === 'he' || who === 'she' ? ctx.owner && !ctx.others : who === ctx.owner)) return `could not tell who "${who}" is`;
    c.i++;
    while (c.w && SKIP_ADVERBS.has(c.w)) c.i++;
    const v = c.t[c.i++] ?? '';
    const first = / (?:at first|originally|initially|in the beginning|to start with|at the start|to begin with) /.test(text) || / (?:originally|initially) /.test(text);
    if (v === 'have' || v === 'has') target.asks = first ? 'start' : 'now';
    else if (v === 'keep') target.final = true;
    else if ((v === 'start' || v === 'begin') && c.eat('with')) target.asks = 'start';
    else if (LOSE.has(v) || GAIN.has(v)) {
      target.asks = 'verb';
      target.verb = v;
      c.eat('away');
      // "How many sandwiches did he eat?" with nothing after: everything he ate.
      target.bare = c.done();
    } else return `could not read the question's verb "${v}"`;
  } else if (c.eat('remain') || c.eat('remained') || c.eat('left')) {
    target.final = true;
  } else return 'could not read the question';
  // What may follow: "left", "in the garage", "at first", "in total"; nothing that changes the amount.
  for (const w of c.t.slice(c.i)) {
    if (numId(w) !== null) return 'a number in the question';
    if ((LOADED.has(w) && !FINAL.has(w) && w !== 'all') || /^(?:if|than|after|before|when|each|per|more|fewer|less|else|other|but|except)$/.test(w)) return `could not read "${w}" in the question`;
  }
  return target;
}

export function solveCounts(text: string): CountAnswer | Decline | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2 || story.people.length > 2) return null;
  const split = splitQuestion(story, (q) => q.findIndex((w, i) => w === 'how' && q[i + 1] === 'many'));
  if (!split) return null;
  const ctx: Ctx = { story, owner: null, others: false, kinds: new Map(), last: null, lastAtom: null, parts: [], pending: new Map(), events: [], equations: [], states: [], steps: [], sentence: 0, unknowns: 0, ownerActs: false, cover: new Map() };
  for (const st of split.statements) {
    ctx.sentence = st.s;
    let t = st.t;
    const colon = t.indexOf(':');
    if (st.s === 0 && colon >= 0 && !t.slice(0, colon).some((w) => numId(w) !== null)) t = t.slice(colon + 1);
    if (!t.some((w) => numId(w) !== null)) {
      // "Ariel is collecting fish.": a setting, which names the owner and moves no amount.
      if (t.some((w) => LOADED.has(w) || LOSE.has(w) || LEAVE.has(w) || (GAIN.has(w) && !HOLD.has(w)) || PASSIVE.has(w))) return no(`"${story.original[st.s]}" changes an amount it does not give`);
      if (!ctx.owner && story.people.includes(t[0])) ctx.owner = t[0];
      continue;
    }
    const problem = sentence(ctx, t);
    if (problem) return no(`${problem} in "${story.original[st.s]}"`);
  }
  const target = question(ctx, split.question);
  if (typeof target === 'string') return no(`${target}: "${story.original.at(-1)}"`);
  const asked = answerOf(ctx, target);
  if (typeof asked === 'string') return no(asked);
  const used = new Set(asked.amount.ids);
  for (const n of story.numbers) if (!used.has(n.id)) return no(`the number ${n.text} in "${story.original[n.sentence]}" is not used by the answer`);
  const solved = solveLinear(ctx.equations);
  if ('problem' in solved) return no(solved.problem);
  const value = evaluate(asked.amount.lin, solved.values);
  if (!value) return no('the story does not determine the amount');
  // Every group must be counted once: the parts add up to the whole.
  for (const [whole, { covered, sentence }] of ctx.cover) {
    const all = evaluate(ctx.kinds.get(whole)!.now.lin, solved.values);
    const got = evaluate(covered.lin, solved.values);
    if (!all || !got || !all.equals(got)) return no(`the groups in "${story.original[sentence]}" do not add up to all of them`);
  }
  for (const s of [...ctx.states, asked.amount.lin]) {
    const v = evaluate(s, solved.values);
    if (!v) return no('the story does not determine every amount');
    if (v.compare(0) < 0) return no('an amount comes out negative');
    if (v.d !== 1n) return no(`a count comes out as ${v.toFraction()}`);
  }
  return { value, noun: asked.noun, steps: ctx.steps };
}

function answerOf(ctx: Ctx, t: Target): { amount: Amount; noun: string } | string {
  if (t.nouns.length > 1 && !t.final && !t.total) {
    // "how many boys and girls are left" names each stock; without "left" or "in total" it may ask for each.
    return 'the question asks for several stocks';
  }
  let total: Amount | null = null;
  const names: string[] = [];
  for (const noun of t.nouns) {
    const one = stockOf(ctx, noun, t);
    if (typeof one === 'string') return one;
    total = total ? plus(total, one.amount) : one.amount;
    names.push(one.noun);
  }
  return { amount: total!, noun: t.nouns.length > 1 ? '' : names[0] };
}

function stockOf(ctx: Ctx, noun: Noun | null, t: Target): { amount: Amount; noun: string } | string {
  // A part asked: "how many girls", "how many boys" (the other part), "how many are not black".
  const matches = noun ? [...ctx.kinds.keys()].filter((k) => fits(noun, ctx.kinds.get(k)!.noun)) : [...ctx.kinds.keys()];
  // "how many female fish" when the fish are counted and some are male: a part named by its modifier.
  const modPart = noun && !matches.length && noun.mods.length === 1 && [...ctx.kinds.values()].some((k) => k.noun.head === noun.head && !k.noun.mods.length) ? noun.mods[0] : null;
  const partName = t.part ?? modPart ?? (noun && !matches.length ? noun.head : null);
  if (partName || t.not) {
    return partOf(ctx, noun, partName, t);
  }
  const stocks = matches;
  // "26 blue shirts and 36 brown shirts ... how many shirts": every stock the general noun names.
  if (stocks.length > 1 && noun && !noun.mods.length && t.asks === 'now' && stocks.every((k) => !ctx.kinds.get(k)!.unknown)) {
    const changed = stocks.some((k) => ctx.kinds.get(k)!.changed);
    if (changed !== t.final) return changed ? 'the question does not say whether it asks before or after the changes' : 'the question asks what is left, but nothing was taken';
    if (ctx.equations.length) return 'the story states what is left';
    return { amount: stocks.map((k) => ctx.kinds.get(k)!.now).reduce((a, b) => plus(a, b)), noun: keyOf(noun) };
  }
  if (stocks.length !== 1) return stocks.length ? `the question may ask for one of several stocks (${stocks.join(', ')})` : `nothing in the story counts ${noun ? keyOf(noun) : 'what is asked'}`;
  const kind = ctx.kinds.get(stocks[0])!;
  if (t.asks === 'start') {
    if (!kind.unknown) return 'the story states the amount at first';
    return { amount: kind.start, noun: keyOf(kind.noun) };
  }
  if (t.asks === 'verb') {
    if (t.final) return 'the question asks for what was done and what is left';
    const done = ctx.events.filter((e) => e.kind === stocks[0] && lemma(e.verb) === lemma(t.verb!));
    if (!done.length) return `nothing in the story was ${t.verb}`;
    if (done.length > 1 && !t.total && !t.bare) return 'the question may ask for one of several amounts';
    return { amount: done.map((e) => e.amount).reduce((a, b) => plus(a, b)), noun: keyOf(kind.noun) };
  }
  if (kind.changed !== t.final) return kind.changed ? 'the question does not say whether it asks before or after the changes' : 'the question asks what is left, but nothing was taken';
  if (kind.unknown && !ctx.equations.length) return 'the story does not say how many there were';
  if (!kind.unknown && ctx.equations.length) return 'the story states what is left';
  return { amount: kind.now, noun: keyOf(kind.noun) };
}

function partOf(ctx: Ctx, noun: Noun | null, name: string | null, t: Target): { amount: Amount; noun: string } | string {
  if (t.asks !== 'now' || t.final) return 'a part asked at another time';
  // The whole: the stock the question names, or the one the parts are of.
  const wholes = [...new Set(ctx.parts.map((p) => p.of))];
  const asked = noun && (kindFor(ctx, noun) ?? kindFor(ctx, { head: noun.head, mods: [] }));
  const whole = asked && wholes.includes(asked) ? asked : wholes.length === 1 && !asked ? wholes[0] : null;
  if (!whole) return 'could not tell what whole the part is of';
  const kind = ctx.kinds.get(whole)!;
  if (kind.changed) return 'a part of a stock that has changed';
  const parts = ctx.parts.filter((p) => p.of === whole);
  if (t.not) {
    const p = parts.filter((x) => x.name === t.not);
    if (p.length !== 1 || parts.length !== 1) return `could not tell which are not ${t.not}`;
    return { amount: plus(kind.now, p[0].amount, -1), noun: `not ${t.not} ${keyOf(kind.noun)}` };
  }
  const named = parts.filter((p) => p.name === name);
  // "girls" is a noun of its own; "female", "red" describe the whole's noun.
  const called = (part: string) => (complementOf(part, kind.noun.head) && !/^(?:male|female)$/.test(part) ? part : `${part} ${keyOf(kind.noun)}`);
  if (named.length === 1) return { amount: named[0].amount, noun: called(name!) };
  const other = name && parts.length === 1 && complementOf(name, kind.noun.head) === parts[0].name ? parts[0] : null;
  if (!other) return `nothing in the story counts ${name ?? 'that part'}`;
  return { amount: plus(kind.now, other.amount, -1), noun: called(name!) };
}
