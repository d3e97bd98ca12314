/**
 * Chains of changes to one amount: "Kylie has 5 daisies. Her sister gave her another 9. Kylie then gave half
 * her daisies to her mother. How many daisies does Kylie have left?", "Darwin has $600. He spent 1/3 of it on
 * gas, and 1/4 of what was left on food.", and the reverse, "Anna spent 1/4 of her money, and now she has $24
 * left. How much did she have originally?". The amount held is followed clause by clause as a linear form in
 * the starting amount (an unknown when the story does not give it); each clause must be one of the shapes
 * below, read whole. A share "of them" after something was taken away is unclear (of the first amount or of
 * what was left) and declined unless the story says "of the rest" / "of what was left". Every number must be
 * used; counts of things must stay whole and non-negative.
 */
import Fraction from 'fraction.js';
import type { Answer, Decline } from '../../src/plugin-api.js';
import { Cursor, numId, tokens } from './cursor.js';
import { evaluate, ladd, lconst, lscale, lvar, solveLinear, type Lin, type LinEquation } from './linear.js';
import { plural, readStory, singular, type Story } from './story-text.js';

export interface ChainAnswer {
  value: Fraction;
  /** "dollar" for money, else the thing counted. */
  noun: string;
  steps: string[];
}

const no = (reason: string): Decline => ({ reason });

const LOSE = new Set('gave give gives donated donates ate eats sold sells lost loses used uses spent spends dropped drops threw throws lent lends loaned loans'.split(' '));
const GAIN = new Set('bought buys got gets found finds picked picks received receives earned earns won wins collected collects made makes baked bakes caught catches added adds saved saves'.split(' '));
const START = new Set([...'has had have owns owned brought brings'.split(' '), ...GAIN]);
const PASSIVE = new Set('eaten sold lost used broken taken stolen given donated'.split(' '));
/** What the current amount is called: "of it", "of them", "of her money", "of the cookies". */
const WHOLE = new Set('it them that his her their the money savings allowance paycheck salary earnings'.split(' '));
const REST = [['the', 'rest'], ['the', 'remaining'], ['the', 'remainder'], ['what', 'is', 'left'], ['what', 'was', 'left'], ['what', 'remained'], ['what', 'remains'], ['what', 'he', 'had', 'left'], ['what', 'she', 'had', 'left']];
/** Words that change what a number means; a tail of words after an amount may not contain them. */
const LOADED = /^(?:each|every|per|more|times|twice|rest|remaining|remainder|left|half|than|as|of|some|all|both|another|other|total|remaining|except|instead|back|again)$/;
const MONEY_NOUNS = new Set(['money', 'dollar', 'savings', 'allowance', 'paycheck', 'salary', 'earnings', 'cash']);

interface Pool {
  owner: string;
  noun: string | null;
  money: boolean;
  start: Lin;
  current: Lin;
  /** Something was taken away: "of them" is then unclear. */
  lost: boolean;
  /** The amounts spoken of, to check each is whole and non-negative. */
  states: Lin[];
}

interface Ctx {
  story: Story;
  used: Set<number>;
  pool: Pool | null;
  equations: LinEquation[];
  steps: string[];
  sentence: number;
  /** People named in the clauses read so far. */
  named: string[];
  /** Other people who took or gave, so "she" is no longer plainly the owner. */
  others: Set<string>;
}


const isFrac = (ctx: Ctx, id: number) => {
  const n = ctx.story.numbers[id];
  return n.percent || (n.value.compare(1) < 0 && !n.money);
};

export function solveChain(text: string): ChainAnswer | Decline | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2) return null;
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?')) return null;
  let q = tokens(story.sentences[qi]);
  const wh = q.indexOf('how');
  if (wh < 0) return null;
  const ctx: Ctx = { story, used: new Set(), pool: null, equations: [], steps: [], sentence: 0, others: new Set(), named: [] };
  const statements: { t: string[]; s: number }[] = story.sentences.slice(0, qi).map((s, i) => {
    const t = tokens(s);
    // "pls help: Bo has ...": what comes before a colon in the first sentence is a preamble.
    const colon = t.indexOf(':');
    return { t: i === 0 && colon >= 0 && !t.slice(0, colon).some((w) => numId(w) !== null) ? t.slice(colon + 1) : t, s: i };
  });
  if (wh > 0) {
    // "If Cindy gives 3 envelopes to each of her 5 friends, how many ...": the condition is a statement.
    let pre = q.slice(0, wh);
    if (pre.at(-1) === ',') pre = pre.slice(0, -1);
    if (pre[0] !== 'if' && pre[0] !== 'after') return null;
    statements.push({ t: pre.slice(1), s: qi });
    q = q.slice(wh);
  }
  const target = question(q);
  if (!target) return null;
  for (const st of statements) {
    ctx.sentence = st.s;
    // "Ann is baking cookies.": a setting with no amount, before the story starts.
    if (!ctx.pool && !st.t.some((w) => numId(w) !== null || LOADED.test(w) || LOSE.has(w))) continue;
    const problem = sentence(ctx, st.t);
    if (problem) return no(`${problem} in "${story.original[st.s]}"`);
  }
  const pool = ctx.pool;
  if (!pool) return no('no amount held in the story');
  if (target.noun && !nounFits(pool, target.noun)) return no(`the question asks for ${target.noun}, the story follows ${pool.noun ?? 'money'}`);
  if (target.money !== pool.money) return no('the question and the story count different things');
  const pronounOwner = target.owner === 'he' || target.owner === 'she' || target.owner === 'they';
  if (target.owner && target.owner !== pool.owner && !(pronounOwner && !ctx.others.size && pool.owner !== 'there') && !(target.owner === 'they' && pool.owner === 'there')) return no(`the question asks about ${target.owner}, the story follows ${pool.owner}`);
  for (const n of story.numbers) if (!ctx.used.has(n.id)) return no(`the number ${n.text} in "${story.original[n.sentence]}" is not used`);
  const solved = solveLinear(ctx.equations);
  if ('problem' in solved) return no(solved.problem);
  const asked = target.kind === 'start' ? pool.start : pool.current;
  // The reverse question needs the start to be unknown and fixed by a stated end; the forward one, the end not stated.
  if (target.kind === 'start' && !pool.start.terms.size) return no('the story states the amount at first');
  if (target.kind === 'left' && ctx.equations.length) return no('the story states what is left');
  const value = evaluate(asked, solved.values);
  if (!value) return no('the story does not determine the amount');
  for (const st of [...pool.states, asked]) {
    const v = evaluate(st, solved.values);
    if (!v) return no('the story does not determine every amount');
    if (v.compare(0) < 0) return no('an amount comes out negative');
    if (!pool.money && v.d !== 1n) return no(`a count comes out as ${v.toFraction()}`);
    // Money is paid in whole cents: an amount between them means the story was misread or is inconsistent.
    if (pool.money && v.mul(100).d !== 1n) return no(`an amount of money comes out as $${v.toFraction()}, not a whole number of cents`);
  }
  return { value, noun: pool.money ? 'dollar' : (pool.noun ?? target.noun ?? ''), steps: ctx.steps };
}

const nounFits = (pool: Pool, noun: string) => {
  if (pool.money) return MONEY_NOUNS.has(noun);
  if (!pool.noun) return true;
  return singular(noun) === singular(pool.noun);
};

type Question = { kind: 'left' | 'start'; noun: string | null; owner: string | null; money: boolean };

/** "How many cookies does Neil have left?", "How much money did Anna have originally?", "How many nuts were left?". */
function question(q: string[]): Question | null {
  const text = q.join(' ').replace(/ ,/g, ',');
  const FIRST = '(?:at first|originally|initially|in the beginning|to start with|at the start|at the beginning|before)';
  const LEFT = '(?:left|now|remaining|left over|still)';
  let m = new RegExp(`^how (many|much) (?:([a-z]+(?: [a-z]+)?) )?(?:does|do|did|will|would) ([a-z]+) (?:have|has) ${FIRST}$`).exec(text);
  if (m) return { kind: 'start', noun: m[2] ?? null, owner: m[3], money: m[1] === 'much' };
  m = new RegExp(`^how (many|much) (?:([a-z]+(?: [a-z]+)?) )?(?:does|do|did|will|would) ([a-z]+) (?:have|has) ${LEFT}(?: (?:in|on|at|for) (?:the|his|her|their) [a-z]+)?$`).exec(text);
  if (m) return { kind: 'left', noun: m[2] ?? null, owner: m[3], money: m[1] === 'much' };
  m = /^how (many|much) (?:([a-z]+(?: [a-z]+)?) )?(?:are|were|is|was|will be) (?:still )?(?:left|remaining)(?: (?:in|on|at|with) (?:the|his|her|their) [a-z]+)?$/.exec(text);
  if (m) return { kind: 'left', noun: m[2] ?? null, owner: null, money: m[1] === 'much' };
  m = /^how (many|much) (?:([a-z]+(?: [a-z]+)?) )?(?:remain|remains|remained|are remaining)(?: (?:in|on|at|with) (?:the|his|her|their) [a-z]+)?$/.exec(text);
  if (m) return { kind: 'left', noun: m[2] ?? null, owner: null, money: m[1] === 'much' };
  m = /^how (many|much) (?:([a-z]+(?: [a-z]+)?) )?(?:does|do|did) ([a-z]+) keep$/.exec(text);
  if (m) return { kind: 'left', noun: m[2] ?? null, owner: m[3], money: m[1] === 'much' };
  return null;
}

/** A sentence: clauses joined by ", and", "and then", "then", ";". */
function sentence(ctx: Ctx, t: string[]): string | null {
  // Cut before a clause that starts with a subject and a verb: "He uses 16 of them and then gives half ...".
  const parts: string[][] = [[]];
  for (let i = 0; i < t.length; i++) {
    const w = t[i];
    const next = t[i + 1] ?? '';
    const joins = (w === 'and' || w === ',' || w === 'then' || w === 'but') && (LOSE.has(next) || GAIN.has(next) || next === 'then' || next === 'he' || next === 'she' || next === 'they' || next === 'now' || next === 'kept' || next === 'keeps');
    if (joins && parts.at(-1)!.length) {
      parts.push([]);
      continue;
    }
    if ((w === 'then' || w === 'and') && !parts.at(-1)!.length) continue;
    parts.at(-1)!.push(w);
  }
  let subject: string | null = null;
  for (const p of parts) {
    while (p.at(-1) === ',') p.pop();
    const problem = clause(ctx, new Cursor(p), subject);
    if (typeof problem === 'string') return problem;
    subject = problem.subject;
    ctx.named.push(...p.filter((w) => ctx.story.people.includes(w)));
  }
  return null;
}

/** The owner or another person at the start of a clause; "he/she/they" is the owner while no one else acted. */
function subjectOf(ctx: Ctx, c: Cursor, inherited: string | null): string | null {
  // "Yesterday, he ...", "On Friday, ...": a setting.
  if (/^(?:yesterday|today|later|then|afterwards|next|finally)$/.test(c.w ?? '') && c.at(1) === ',') c.i += 2;
  else if (/^(?:on|in|at|during|after|last|this|that)$/.test(c.w ?? '') && /^[a-z]+$/.test(c.at(1) ?? '') && c.at(2) === ',') c.i += 3;
  c.eat('after', 'that', ',') || c.eat('after', 'that') || c.eat('later', ',') || c.eat('later') || c.eat('finally', ',') || c.eat('finally') || c.eat('now', ',') || c.eat('now') || c.eat('then') || c.eat('if') || c.eat('so');
  const w = c.w;
  if (!w) return null;
  if (w === 'he' || w === 'she' || w === 'they') {
    if (!ctx.pool || ctx.others.size) return null;
    // "She gave 5 marbles to Ben. He gave 2 to Cy.": once someone else is named, "he" may be them.
    if (ctx.named.some((p) => p !== ctx.pool!.owner)) return null;
    c.i++;
    return ctx.pool.owner;
  }
  if (w === 'there') {
    return 'there';
  }
  if (ctx.story.people.includes(w)) {
    c.i++;
    // "Reggie's father": someone else, who may give to Reggie.
    if (c.w === 's' && /^[a-z]+$/.test(c.at(1) ?? '')) {
      c.i += 2;
      return `${w} s ${c.t[c.i - 1]}`;
    }
    return w;
  }
  // "Her sister gave her another 9 daisies": someone else.
  if ((w === 'his' || w === 'her' || w === 'their') && /^[a-z]+$/.test(c.at(1) ?? '') && (LOSE.has(c.at(2) ?? '') || c.at(2) === 'gives' || c.at(2) === 'gave')) {
    c.i += 2;
    return `${w} ${c.t[c.i - 1]}`;
  }
  // "A farmer has 51 cows", "The farmer adds 5 cows".
  if ((w === 'a' || w === 'an' || w === 'the') && /^[a-z]+$/.test(c.at(1) ?? '') && (START.has(c.at(2) ?? '') || LOSE.has(c.at(2) ?? '') || GAIN.has(c.at(2) ?? ''))) {
    c.i += 2;
    return c.t[c.i - 1];
  }
  if (LOSE.has(w) || GAIN.has(w)) return inherited;
  return null;
}

/** Words after an amount ("to his friend", "on candy", "at the store"): no numbers, nothing that changes the amount. */
function tail(c: Cursor): boolean {
  while (!c.done()) {
    const w = c.w!;
    if (numId(w) !== null || LOADED.test(w)) return false;
    c.i++;
  }
  return true;
}

/** The noun after a count, singular, if it is plainly one ("cookies", "toy cars"); the words are consumed. */
function nounAfter(c: Cursor, pool: Pool | null): string | null {
  const w = c.w;
  if (!w || !/^[a-z]+$/.test(w) || ['to', 'on', 'for', 'at', 'in', 'from', 'with', 'away', 'out', 'and', 'of', 'each', 'more'].includes(w)) return null;
  // "toy cars": two words when the second is the pool's noun.
  if (pool?.noun && c.at(1) && singular(c.at(1)!) === singular(pool.noun)) {
    c.i += 2;
    return c.t[c.i - 1];
  }
  c.i++;
  return w;
}

/** One clause, read whole; returns its subject for the next clause, or why it could not be read. */
function clause(ctx: Ctx, c: Cursor, inherited: string | null): { subject: string | null } | string {
  const subject = subjectOf(ctx, c, inherited);
  if (!subject) return `could not tell who acts at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  c.eat('then') || c.eat('also') || c.eat('only') || c.eat('later');
  const pool = ctx.pool;
  const verb = c.w ?? '';
  // "There are 30 nuts in a bowl."
  if (subject === 'there') {
    c.i++;
    if (!(c.eat('are') || c.eat('were'))) return 'not a statement of an amount';
    if (pool) return 'a second amount';
    const id = numId(c.w);
    if (id === null || isFrac(ctx, id)) return 'no amount';
    c.i++;
    const noun = nounAfter(c, null);
    if (!noun || !tail(c)) return 'could not read the amount';
    ctx.used.add(id);
    startPool(ctx, 'there', noun, lconst(ctx.story.numbers[id].value));
    return { subject: 'there' };
  }
  c.i++;
  if (!pool && LOSE.has(verb)) {
    // "Anna spent 1/4 of her money, and now she has $24 left": the start is the unknown.
    startPool(ctx, subject, null, lvar('start'), story(ctx).numbers.some((n) => n.money));
    c.i--;
    return clause(ctx, c, subject);
  }
  if (!pool) {
    // The start: "Gerald had 20 toy cars", "Hannah brought $30 to the fair", "John buys a box of 40 light bulbs".
    if (!START.has(verb) && verb !== 'starts' && verb !== 'started') return 'no amount to start from';
    if (verb === 'starts' || verb === 'started') c.eat('out'), c.eat('with');
    // "Susan had a sum of money", "Ivan had some money": the start is the unknown.
    if (c.eat('a', 'sum', 'of', 'money') || c.eat('some', 'money')) {
      if (!c.done()) return 'could not read the amount at the start';
      startPool(ctx, subject, null, lvar('start'), true);
      return { subject };
    }
    // "Jo had some marbles": so many marbles, not said.
    if (c.w === 'some' && /^[a-z]+$/.test(c.at(1) ?? '') && c.i + 2 === c.t.length) {
      startPool(ctx, subject, c.at(1)!, lvar('start'));
      return { subject };
    }
    // "a box of 40 light bulbs", "a collection of 20 baseball cards".
    if ((c.w === 'a' || c.w === 'an') && /^[a-z]+$/.test(c.at(1) ?? '') && c.at(2) === 'of' && numId(c.at(3)) !== null) c.i += 3;
    const id = numId(c.w);
    if (id === null || isFrac(ctx, id)) return 'no amount to start from';
    c.i++;
    const money = ctx.story.numbers[id].money;
    const noun = money ? null : nounAfter(c, null);
    if (!money && !noun) return 'no noun for the amount';
    if (!tail(c)) return 'more than one amount at the start';
    ctx.used.add(id);
    startPool(ctx, subject, noun, lconst(ctx.story.numbers[id].value), money);
    return { subject };
  }
  const recipient = (w: string | undefined) => (w === 'him' || w === 'her' ? 'pronoun' : w && ctx.story.people.includes(w) ? w : null);
  if (subject !== pool?.owner && (verb === 'gave' || verb === 'gives') && recipient(c.at(1))) {
    // "Her sister gave her another 9 daisies", "Reggie's father gave him $48": the one given to gains.
    const to = recipient(c.at(1))!;
    const owner = to === 'pronoun' ? (pool?.owner ?? (subject.includes(' s ') ? subject.split(' s ')[0] : null)) : to;
    if (!owner || (pool && owner !== pool.owner)) return `could not tell who ${subject} gave to`;
    c.i += 2;
    if (!pool) {
      const id = numId(c.w);
      if (id === null || isFrac(ctx, id)) return 'no amount to start from';
      c.i++;
      const money = ctx.story.numbers[id].money;
      const noun = money ? null : nounAfter(c, null);
      if ((!money && !noun) || !tail(c)) return 'could not read the amount given';
      ctx.used.add(id);
      startPool(ctx, owner, noun, lconst(ctx.story.numbers[id].value), money);
      return { subject: owner };
    }
    const item = amount(ctx, c, pool, false, null);
    if (typeof item === 'string') return item;
    if (!tail(c)) return `could not read "${c.t.slice(c.i).join(' ')}"`;
    pool.current = ladd(pool.current, item.change);
    pool.states.push(pool.current);
    ctx.steps.push(`sentence ${ctx.sentence + 1}: + ${item.said}`);
    return { subject: owner };
  }
  if (!pool) return 'no amount to start from';
  // "There are 64 crayons in a tub. Mo takes 1/4 of them.": anyone may take from what is there.
  const taker = pool.owner === 'there' && subject !== 'there' && (LOSE.has(verb) || verb === 'takes' || verb === 'took');
  if (subject !== pool.owner && !taker) {
    ctx.others.add(subject);
    // "Her sister gave her another 9 daisies", "Smith gave him another $200": a gain.
    return `${subject} acts on the amount in a way this reader does not follow`;
  }
  // "now she has $24 left", "had 12 cards left", "is left with $405", "and only left with $15".
  if (verb === 'has' || verb === 'had' || verb === 'is' || verb === 'was' || verb === 'left') {
    if (verb !== 'has' && verb !== 'had') {
      if (verb !== 'left') c.eat('only');
      if (!(verb === 'left' ? c.eat('with') : c.eat('left', 'with'))) return 'not an amount held';
    }
    c.eat('only');
    const id = numId(c.w);
    if (id === null || isFrac(ctx, id)) return 'not an amount held';
    c.i++;
    if (!pool.money) nounAfter(c, pool);
    if ((verb === 'has' || verb === 'had') && !(c.eat('left') || c.eat('remaining'))) return 'an amount held, not said to be what is left';
    if (!tail(c)) return 'could not read the amount left';
    ctx.used.add(id);
    ctx.equations.push({ left: pool.current, right: lconst(ctx.story.numbers[id].value), sentence: ctx.sentence });
    ctx.steps.push(`sentence ${ctx.sentence + 1}: what is left = ${ctx.story.numbers[id].text}`);
    return { subject };
  }
  if (verb === 'kept' || verb === 'keeps' || ((verb === 'saved' || verb === 'saves') && numId(c.at(1)) === null)) {
    if ((c.eat('the', 'rest') || c.eat('the', 'remaining') || c.eat('what', 'was', 'left')) && (c.done() || c.eat('money') || (pool.noun && (c.eat(pool.noun) || c.eat(`${pool.noun}s`))) || true) && tail(c)) return { subject };
    return 'could not read what was kept';
  }
  const lose = LOSE.has(verb) || taker;
  const gain = GAIN.has(verb);
  if (!lose && !gain) return `a verb "${verb}" this reader does not follow`;
  c.eat('away') || c.eat('out');
  // "gave him 5", "gives Becky 3 crayons": the one given to, then the amount.
  if ((c.w === 'him' || c.w === 'her' || (c.w && ctx.story.people.includes(c.w))) && numId(c.at(1)) !== null) {
    ctx.others.add(c.w!);
    c.i++;
  }
  // Items, the second one with the verb understood: "spent $10 on coffee and $30 on a tumbler".
  let listBase: Lin | null = null;
  for (let first = true; ; first = false) {
    if (!first && !(c.eat(',', 'and') || c.eat('and') || c.eat(','))) break;
    const item = amount(ctx, c, pool, lose, listBase);
    if (typeof item === 'string') return item;
    if (item.base) listBase = item.base;
    pool.current = ladd(pool.current, item.change, lose ? -1 : 1);
    if (lose) pool.lost = true;
    pool.states.push(pool.current);
    ctx.steps.push(`sentence ${ctx.sentence + 1}: ${lose ? '−' : '+'} ${item.said}`);
    // The words after the item: "to his friend", "on candy", up to the next item.
    while (!c.done() && c.w !== 'and' && c.w !== ',') {
      if (numId(c.w) !== null || LOADED.test(c.w!)) return `could not read "${c.t.slice(c.i).join(' ')}"`;
      c.i++;
    }
    if (c.done()) break;
  }
  if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
  return { subject };
}

const story = (ctx: Ctx) => ctx.story;

function startPool(ctx: Ctx, owner: string, noun: string | null, start: Lin, money = false): void {
  ctx.pool = { owner, noun: noun ? singular(noun) : null, money, start, current: start, lost: false, states: [start] };
  ctx.steps.push(`sentence ${ctx.sentence + 1}: at first ${start.terms.size ? 'unknown' : start.k.toString()}`);
}

/**
 * One amount taken or added: "20 cookies", "$18", "16 of them", "1/4 of what was left", "half her daisies",
 * "3 envelopes to each of her 5 friends", "another $200". `listBase` is the amount the item before took a share of.
 */
function amount(ctx: Ctx, c: Cursor, pool: Pool, lose: boolean, listBase: Lin | null): { change: Lin; base?: Lin; said: string } | string {
  c.eat('another');
  const id = numId(c.w);
  if (id === null) return `no amount at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  const n = ctx.story.numbers[id];
  c.i++;
  ctx.used.add(id);
  if (isFrac(ctx, id)) {
    if (!lose) return 'a share gained';
    // "1/4 of what was left", "half of the rest": of the amount now.
    let base: Lin | null = null;
    c.eat('of');
    if (REST.some((r) => c.eat(...r))) {
      base = pool.current;
      if (pool.noun) c.eat(pool.noun) || c.eat(`${pool.noun}s`) || c.eat('money');
    } else if (c.w && WHOLE.has(c.w)) {
      c.i++;
      // "her money", "the cookies", "his toy cars".
      if (c.t[c.i - 1] !== 'it' && c.t[c.i - 1] !== 'them' && c.t[c.i - 1] !== 'that') {
        const w = c.w;
        if (w && (MONEY_NOUNS.has(w) || (pool.noun && singular(w) === pool.noun))) c.i++;
        else if (pool.noun && c.at(1) && singular(c.at(1)!) === pool.noun) c.i += 2;
        else if (!(MONEY_NOUNS.has(c.t[c.i - 1]) && pool.money)) return `could not tell what "${c.t.slice(c.i - 1, c.i + 1).join(' ')}" is a share of`;
      }
      if (pool.lost) return 'a share "of them" after some were taken away: of the first amount or of what was left';
      base = pool.current;
    } else if (listBase) {
      // "3/8 of his money to his mother and 3/10 to his father": the same whole.
      base = listBase;
    } else {
      if (pool.lost) return 'a share after some were taken away: of the first amount or of what was left';
      base = pool.current;
    }
    const f = n.percent ? n.value.div(100) : n.value;
    return { change: lscale(base, f), base, said: `${n.text} of ${base === pool.current ? 'the amount then' : 'the same amount'}` };
  }
  if (n.money !== pool.money) return `${n.text} is not counted in ${pool.money ? 'dollars' : pool.noun}`;
  // "16 of them".
  if (c.eat('of', 'them') || c.eat('of', 'it')) return { change: lconst(n.value), said: n.text };
  const save = c.i;
  const noun = pool.money ? null : nounAfter(c, pool);
  // "gave away 30 stickers" when the story follows marbles: another thing, not a change to this amount.
  if (noun && pool.noun && singular(noun) !== pool.noun && !/^(?:yesterday|today|tomorrow|later|then|now|too|also|instead|back|again|altogether|more|less|apiece|himself|herself|themselves|first|last|before|after|during|over|by|into|onto|as|because|while|when|since|so|but|or|if|until)$/.test(noun)) return `${n.text} ${noun} are not ${pool.noun}s`;
  if (noun && pool.noun && singular(noun) !== pool.noun) c.i = save;
  // "3 envelopes to each of her 5 friends", "4 stickers each to 3 friends".
  const each = c.i;
  if (c.eat('to', 'each', 'of') || c.eat('each', 'to')) {
    c.eat('his') || c.eat('her') || c.eat('their') || c.eat('the');
    const m = numId(c.w);
    if (m === null || isFrac(ctx, m) || ctx.story.numbers[m].money) return 'could not read "each of"';
    c.i++;
    if (!nounAfter(c, null)) return 'could not read "each of"';
    ctx.used.add(m);
    return { change: lconst(n.value.mul(ctx.story.numbers[m].value)), said: `${n.text} × ${ctx.story.numbers[m].text}` };
  }
  c.i = each;
  return { change: lconst(n.value), said: n.text };
}

/** The reply: the amount first, then each change with its sentence. */
export function chainReply(a: ChainAnswer): Answer {
  const shown = a.noun === 'dollar' ? `$${a.value.toString()}` : `${a.value.toString()} ${a.value.equals(1) ? a.noun : plural(a.noun)}`;
  return {
    content: [shown, '', 'The amount followed through each change:', ...a.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [a.value.toString(), shown],
  };
}
