/**
 * Age stories: "Rachel is 4 years older than Leah. If the sum of their ages is 34, how old is Rachel?",
 * "In 5 years, Raven will be 4 times as old as Phoebe. If Phoebe is currently 10, how old is Raven?".
 * Every person's age now is an unknown; a statement at another time ("in 5 years", "3 years ago", "when Bella
 * turns 18") is about that age shifted by the same number of years for everyone. Each clause must be read
 * whole by the grammar below, every number must be consumed, and the linear system must determine the asked
 * age; ages at every time spoken of must be non-negative and the answer whole. Anything else is a decline
 * naming the sentence.
 */
import Fraction from 'fraction.js';
import type { Answer, Decline } from '../../src/plugin-api.js';
import { Cursor, numId } from './cursor.js';
import { evaluate, ladd, lconst, lscale, lvar, solveLinear, type Lin, type LinEquation } from './linear.js';
import { readStory, type Story, type StoryNumber } from './story-text.js';

export interface AgeAnswer {
  value: Fraction;
  /** "years" for an age or a span of years. */
  unit: 'year';
  steps: string[];
}

const no = (reason: string): Decline => ({ reason });

/** A question about an age, at the end of a story: "How old is Mark?", "What is the sum of their ages?". */
export const AGE_QUESTION = /\b(?:how old|how many years (?:old|older|younger)|in how many years|what(?:'s| is| will be| was| are)? [^?]*\bages?\b)[^?]*\?\s*$/i;

/** A story is taken here only when it speaks of ages. */
const AGE_STORY = /\b(?:how old|years? old|ages?|older|younger|as old as|in how many years)\b/i;

const RELATIONS = new Set(
  'brother sister mother father mom dad mum son daughter aunt uncle cousin grandmother grandfather grandma grandpa granddaughter grandson husband wife niece nephew friend dog cat rabbit hamster parrot turtle horse puppy kitten child baby boss teacher neighbor neighbour'.split(' '),
);
const FEMALE = new Set('sister mother mom mum daughter aunt grandmother grandma granddaughter wife niece'.split(' '));
const MALE = new Set('brother father dad son uncle grandfather grandpa grandson husband nephew'.split(' '));
/** Words allowed between "his" and the relation: "his older brother", "her little sister". */
const KIN_ADJ = new Set('older younger elder little big baby eldest youngest twin other'.split(' '));
const NOW = new Set(['now', 'currently', 'today', 'presently']);
const FILLER = new Set(['only', 'already', 'still', 'exactly', 'just']);

type Gender = 'f' | 'm' | null;

interface Ctx {
  story: Story;
  people: readonly string[];
  /** Entities in order of mention. */
  mentioned: string[];
  gender: Map<string, Gender>;
  /** The subjects of main clauses, latest last. */
  subjects: string[];
  /** "tom dog" → "tom": whose relation an entity is. */
  ownerOf: Map<string, string>;
  equations: LinEquation[];
  used: Set<number>;
  /** The first absolute year named ("In 2005, ..."), which is "now"; tenses are then not checked against it. */
  baseYear: number | null;
  times: number;
  sentence: number;
  /** Unknown times that must come out positive (future, "will") or negative (past). */
  timeSigns: { name: string; sign: 1 | -1 }[];
  /** Numbers set aside as not ages ("and has 2 dogs"), said in the working. */
  setAside: string[];
  /** Every (entity, time) an age was spoken of, to check it is non-negative. */
  spoken: Lin[];
}


export function solveAges(text: string): AgeAnswer | Decline | null {
  if (!AGE_STORY.test(text)) return null;
  const story = readStory(text);
  if (!story || story.sentences.length < 2) return null;
  const ctx: Ctx = { story, people: story.people, mentioned: [], gender: new Map(), subjects: [], ownerOf: new Map(), equations: [], used: new Set(), baseYear: null, times: 0, sentence: 0, timeSigns: [], spoken: [], setAside: [] };
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?')) return null;
  for (let s = 0; s < qi; s++) {
    ctx.sentence = s;
    let t = tokens(story.sentences[s]);
    // "hw question: Omar is ...": what comes before a colon in the first sentence is a preamble.
    const colon = t.indexOf(':');
    if (s === 0 && colon >= 0 && !t.slice(0, colon).some((w) => numId(w) !== null)) t = t.slice(colon + 1);
    const problem = statementSentence(ctx, t);
    if (problem) return no(`${problem} in "${story.original[s]}"`);
  }
  ctx.sentence = qi;
  // "If Joe is 6, how old ...", "How old ... if his brother is now 32?": the conditions are statements.
  let q = tokens(story.sentences[qi]);
  const wh = q.findIndex((w, k) => (w === 'how' && (q[k + 1] === 'old' || q[k + 1] === 'many' || q[k + 1] === 'much')) || w === 'what' || w === 'calculate' || w === 'find' || (w === 'in' && q[k + 1] === 'how'));
  if (wh < 0) return no(`could not read the question "${story.original[qi]}"`);
  let asked: Lin | null = null;
  if (wh > 0) {
    let pre = q.slice(0, wh);
    if (pre.at(-1) === ',') pre = pre.slice(0, -1);
    if (pre.at(-1) === 'then') pre = pre.slice(0, -1);
    if (pre.at(-1) === ',') pre = pre.slice(0, -1);
    const pc = new Cursor(pre);
    // "In 6 years how old ...", "When Katherine is 24, how old ...": the time the question asks about.
    const tm = time(ctx, pc);
    if (tm && pc.done()) asked = tm === 'now' ? lconst(0) : tm;
    else if (pc.i === 0 && pc.eat('when')) {
      const w = whenClause(ctx, pc);
      if (typeof w === 'string' || !pc.done()) return no(`could not read the question "${story.original[qi]}"`);
      asked = w;
    } else if (pre[0] === 'if' || pre[0] === 'given') {
      pc.i = 0;
      const problem = statementSentence(ctx, pre.slice(1));
      if (problem) return no(`${problem} in "${story.original[qi]}"`);
    } else return no(`could not read the question "${story.original[qi]}"`);
    q = q.slice(wh);
  }
  const cond = q.lastIndexOf('if');
  let after: string[] = [];
  if (cond > 0) {
    after = q.slice(cond + 1);
    q = q.slice(0, q[cond - 1] === ',' ? cond - 1 : cond);
  }
  const target = question(ctx, new Cursor(q), asked);
  if (typeof target === 'string') return no(`${target}: "${story.original[qi]}"`);
  // The condition after the question, read once the question's people are known ("... be if she is 6 years younger").
  if (after.length) {
    const problem = statementSentence(ctx, after);
    if (problem) return no(`${problem} in "${story.original[qi]}"`);
  }
  for (const n of story.numbers) if (!ctx.used.has(n.id)) return no(`the number ${n.text} in "${story.original[n.sentence]}" is not used`);
  const solved = solveLinear(ctx.equations);
  if ('problem' in solved) return no(solved.problem);
  const found = evaluate(target.expr, solved.values);
  if (!found) return no('the story does not determine the asked age');
  const value = target.abs ? found.abs() : found;
  for (const sp of [...ctx.spoken, ...(target.abs ? [] : [target.expr])]) {
    const v = evaluate(sp, solved.values);
    if (v && v.compare(0) < 0) return no('an age comes out negative');
  }
  for (const ts of ctx.timeSigns) {
    const v = solved.values.get(ts.name);
    if (!v || v.compare(0) * ts.sign <= 0) return no('a time said to be ahead or past comes out the other way');
  }
  if (value.d !== 1n) return no(`the answer comes out as ${value.toFraction()}, not a whole number of years`);
  if (value.compare(0) < 0) return no('the answer comes out negative');
  const steps = [...ctx.equations.map((e) => `sentence ${e.sentence + 1}: ${show(e.left)} = ${show(e.right)}`), ...ctx.setAside];
  return { value, unit: 'year', steps };
}

/** The reply: the age (or span of years) first, then each equation with its sentence. */
export function ageReply(a: AgeAnswer): Answer {
  const headline = `${a.value.toString()} ${a.value.equals(1) ? 'year' : 'years'}`;
  return {
    content: [headline, '', 'Each age as an unknown (its value now), each statement an equation, solved exactly:', ...a.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [a.value.toString(), headline],
  };
}

function show(e: Lin): string {
  const parts: string[] = [];
  for (const [n, c] of e.terms) parts.push(`${c.equals(1) ? '' : c.equals(-1) ? '-' : `${c.toFraction()}×`}${n.replace(/^a:/, 'age of ').replace(/^t:/, 'years ')}`);
  if (!e.k.equals(0) || !parts.length) parts.push(e.k.toFraction());
  return parts.join(' + ').replace(/\+ -/g, '- ');
}

function tokens(sentence: string): string[] {
  return sentence
    .replace(/\b(i|you|we|they|he|she)'(?:ll)\b/g, '$1 will')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\b(what|it|he|she|that) s\b/g, '$1 is')
    .replace(/\b(years?)'(?: time)?/g, '$1')
    // "Louis' age": a possessive.
    .replace(/\b([a-z]+s)'(?=\s)/g, '$1 s')
    // "3/8th the age": an ordinal ending on a fraction.
    .replace(/(#\d+)th\b/g, '$1')
    .replace(/([,;:])/g, ' $1 ')
    .replace(/[?.!"]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A statement sentence: clauses joined by "and", ";" or ", and". */
function statementSentence(ctx: Ctx, t: string[]): string | null {
  const c = new Cursor(t);
  // "Bush and Matt are brothers.": who they are, no age.
  const list = people(ctx, c);
  if (list && list.length > 1 && (c.eat('are') || c.eat('were')) && (c.eat('brothers') || c.eat('sisters') || c.eat('siblings') || c.eat('friends') || c.eat('cousins')) && c.done()) return null;
  c.i = 0;
  for (;;) {
    const problem = clause(ctx, c, true);
    if (problem) return problem;
    if (c.done()) return null;
    if (c.eat(',', 'and') || c.eat(';') || c.eat('and') || c.eat(',', 'while') || c.eat(',') || c.eat('while')) continue;
    return `could not read "${t.slice(c.i).join(' ')}"`;
  }
}

/** A number token as a count of years (not money, not a percentage), consumed. */
function years(ctx: Ctx, c: Cursor): Fraction | null {
  const id = numId(c.w);
  if (id !== null) {
    const n: StoryNumber = ctx.story.numbers[id];
    if (n.money || n.percent) return null;
    if (c.at(1) === 'years' || c.at(1) === 'year') {
      c.i += 2;
      ctx.used.add(id);
      return n.value;
    }
    if (c.at(1) === 'decades' || c.at(1) === 'decade') {
      c.i += 2;
      ctx.used.add(id);
      return n.value.mul(10);
    }
    return null;
  }
  if (c.eat('a', 'year') || c.eat('one', 'year')) return new Fraction(1);
  if (c.eat('a', 'decade')) return new Fraction(10);
  return null;
}

/** "in 5 years", "3 years ago", "next year", "now": the offset from now, or null when none is said. */
function time(ctx: Ctx, c: Cursor): Lin | 'now' | null {
  const start = c.i;
  if (c.eat('right', 'now') || c.eat('this', 'year') || c.eat('at', 'present')) return 'now';
  if (c.w && NOW.has(c.w)) {
    c.i++;
    return 'now';
  }
  if (c.eat('next', 'year')) return lconst(1);
  if (c.eat('last', 'year')) return lconst(-1);
  if (c.eat('in') || c.eat('after')) {
    c.eat('another');
    // "in 8 more years".
    if (numId(c.w) !== null && c.at(1) === 'more' && (c.at(2) === 'years' || c.at(2) === 'year')) c.t.splice(c.i + 1, 1);
    const y = years(ctx, c);
    if (y) {
      c.eat('time');
      return lconst(y);
    }
    const id = numId(c.w);
    // "In 2005, ...": an absolute year; the first one named is now.
    if (id !== null && c.t[start] === 'in' && isYear(ctx.story.numbers[id])) {
      c.i++;
      ctx.used.add(id);
      const year = ctx.story.numbers[id].value.valueOf();
      ctx.baseYear ??= year;
      return year === ctx.baseYear ? 'now' : lconst(year - ctx.baseYear);
    }
    c.i = start;
    return null;
  }
  const y = years(ctx, c);
  if (y) {
    if (c.eat('ago') || c.eat('earlier') || c.eat('before')) return lconst(y.neg());
    if (c.eat('from', 'now') || c.eat('later') || c.eat('hence')) return lconst(y);
  }
  c.i = start;
  return null;
}

const isYear = (n: StoryNumber) => !n.money && !n.percent && n.value.d === 1n && n.value.compare(1900) >= 0 && n.value.compare(2100) <= 0;

const ageAt = (entity: string, at: Lin): Lin => ladd(lvar(`a:${entity}`), at);

function mention(ctx: Ctx, e: string, g: Gender = null): string {
  if (!ctx.mentioned.includes(e)) ctx.mentioned.push(e);
  else ctx.mentioned.push(...ctx.mentioned.splice(ctx.mentioned.indexOf(e), 1));
  if (g && !ctx.gender.get(e)) ctx.gender.set(e, g);
  return e;
}

/** A person: a name, "I", a pronoun, "his older brother (Tony)", "Tom's dog". Null when none is here. */
function person(ctx: Ctx, c: Cursor, subject: string | null): string | null {
  const w = c.w;
  if (!w) return null;
  const start = c.i;
  if (w === 'i' || w === 'me') {
    c.i++;
    return mention(ctx, 'i');
  }
  if (w === 'he' || w === 'she' || w === 'him' || w === 'her' || w === 'his') {
    if (w === 'his' || w === 'her') {
      // A possessive before a relation is its owner: "Lexie is older than her brother" (the subject's),
      // "His sister is twice his age" (the person the story was about).
      c.i++;
      const owner = possessor(ctx, w, subject);
      const kin = owner ? relation(ctx, c, owner) : null;
      if (kin) return kin;
      c.i = start;
      if (w === 'his') return null;
    }
    const owner = pronoun(ctx, w, subject);
    if (!owner) return null;
    c.i = start + 1;
    return mention(ctx, owner);
  }
  if (w === 'my') {
    c.i++;
    const kin = relation(ctx, c, 'i');
    if (kin) return kin;
    c.i = start;
    return null;
  }
  if (w === 'the') {
    c.i++;
    const kin = relation(ctx, c, null);
    if (kin) return kin;
    c.i = start;
    return null;
  }
  if (ctx.people.includes(w)) {
    c.i++;
    // "Tom's dog": the relation of a named person.
    if (c.w === 's') {
      c.i++;
      const kin = relation(ctx, c, w);
      if (kin) return kin;
      c.i--;
    }
    return mention(ctx, w);
  }
  return null;
}

/** "older brother Tony", "daughter, Jane,": the relation, named when a name follows. */
function relation(ctx: Ctx, c: Cursor, owner: string | null): string | null {
  const start = c.i;
  while (c.w && KIN_ADJ.has(c.w)) c.i++;
  const rel = c.w;
  if (!rel || !RELATIONS.has(rel)) {
    c.i = start;
    return null;
  }
  c.i++;
  const g: Gender = FEMALE.has(rel) ? 'f' : MALE.has(rel) ? 'm' : null;
  if (c.w && ctx.people.includes(c.w)) return mention(ctx, c.t[c.i++], g);
  if (c.w === ',' && c.at(1) && ctx.people.includes(c.at(1)!) && (c.at(2) === ',' || c.at(2) === 'is' || c.at(2) === 'was' || c.at(2) === undefined)) {
    c.i += 2;
    const name = c.t[c.i - 1];
    c.eat(',');
    return mention(ctx, name, g);
  }
  if (!owner) {
    // "the dog": the one dog the story has spoken of.
    const known = ctx.mentioned.filter((e) => e.endsWith(` ${rel}`));
    if (known.length !== 1) return null;
    return mention(ctx, known[0]);
  }
  const e = `${owner} ${rel}`;
  ctx.ownerOf.set(e, owner);
  return mention(ctx, e, g);
}

/** Whose relation "his"/"her" names: the subject's when it is a person named, else the owner of the subject, else the person the story was about. */
function possessor(ctx: Ctx, w: string, subject: string | null): string | null {
  const want: Gender = w === 'her' ? 'f' : 'm';
  const fits = (e: string) => {
    const g = ctx.gender.get(e);
    return !g || g === want;
  };
  if (subject) {
    const base = ctx.ownerOf.get(subject) ?? subject;
    return fits(base) ? base : null;
  }
  const last = [...ctx.subjects].reverse().map((e) => ctx.ownerOf.get(e) ?? e).find(fits);
  return last ?? null;
}

/** A pronoun: the subject before for "he/she" as subject; otherwise the latest other person. */
function pronoun(ctx: Ctx, w: string, subject: string | null): string | null {
  const want: Gender = w === 'she' || w === 'her' ? 'f' : 'm';
  const fits = (e: string) => {
    const g = ctx.gender.get(e);
    return !g || g === want;
  };
  if (subject === null && (w === 'he' || w === 'she')) {
    const chosen = [...ctx.subjects].reverse().find(fits) ?? null;
    // A person known to be "she" (a sister, a mother) other than the one chosen by order: unclear.
    if (chosen && !ctx.gender.get(chosen) && ctx.mentioned.some((e) => e !== chosen && ctx.gender.get(e) === want)) return null;
    return chosen;
  }
  const others = ctx.mentioned.filter((e) => e !== subject && fits(e) && e !== 'i');
  // "John will be 3 times as old as he was 11 years ago": with nobody else in the story, the subject.
  if (!others.length && subject && ctx.mentioned.length === 1 && fits(subject)) return subject;
  return others.at(-1) ?? null;
}

/** A person's age as a phrase: "Maddie", "his age", "Drew's age", "the age of Jeremy", "he is now". */
function refAge(ctx: Ctx, c: Cursor, subject: string, at: Lin): Lin | null {
  const start = c.i;
  let who: string | null = null;
  let when: Lin = at;
  if (c.eat('the', 'age', 'of') || c.eat('that', 'of') || c.eat('the', 'current', 'age', 'of')) {
    if (c.t[c.i - 3] === 'current') when = lconst(0);
    who = person(ctx, c, subject);
  } else {
    const p = c.w;
    if (p === 'his' || p === 'her' || p === 'my' || p === 'their') {
      // "his age", "her current age"; "his sister's age".
      const save = c.i;
      c.i++;
      if (c.eat('current', 'age') || c.eat('age', 'now') || c.eat('present', 'age')) {
        who = p === 'my' ? 'i' : pronoun(ctx, p, subject);
        when = lconst(0);
      } else if (c.eat('age')) who = p === 'my' ? 'i' : pronoun(ctx, p, subject);
      else {
        c.i = save;
        who = person(ctx, c, subject);
        if (who && (c.eat('s', 'current', 'age') || c.eat('s', 'present', 'age'))) when = lconst(0);
        else if (who) c.eat('s', 'age');
      }
      if (who && who !== 'i') mention(ctx, who);
    } else {
      who = person(ctx, c, subject);
      if (who) {
        if (c.eat('s', 'current', 'age') || c.eat('s', 'present', 'age')) when = lconst(0);
        else if (c.eat('s', 'age')) {
          /* same time */
        }
      }
    }
  }
  if (!who) {
    c.i = start;
    return null;
  }
  // "as old as Beth is now", "Matt is currently", "he was 11 years ago", "Loui today", "his age then".
  const save = c.i;
  const verb = c.eat('is') || c.eat('was') || c.eat('will', 'be') || c.eat('does');
  const tm = time(ctx, c);
  if (tm === 'now') when = lconst(0);
  else if (tm) when = tm;
  else if (c.eat('then')) {
    /* same time */
  } else if (!verb) c.i = save;
  else if (c.t[c.i - 1] === 'was') {
    c.i = save;
    return null;
  }
  const age = ageAt(who, when);
  ctx.spoken.push(age);
  return age;
}

/** "twice", "3 times", "half", "1/3", "double", "4/5 times": a factor, or null. */
function factor(ctx: Ctx, c: Cursor): Fraction | null {
  const id = numId(c.w);
  if (id !== null) {
    const n = ctx.story.numbers[id];
    if (n.money || n.percent) return null;
    if (c.at(1) === 'times') {
      c.i += 2;
      ctx.used.add(id);
      return n.value;
    }
    // "1/3 the age of", "(1/2) as old as": a fraction alone.
    if (n.value.compare(1) < 0 || /\//.test(n.text)) {
      c.i++;
      c.eat('th');
      ctx.used.add(id);
      return n.value;
    }
    return null;
  }
  if (c.eat('double')) return new Fraction(2);
  if (c.eat('triple')) return new Fraction(3);
  return null;
}

/** The age phrase after "is"/"will be": a linear form in the unknown ages. */
function ageExpr(ctx: Ctx, c: Cursor, subject: string, at: Lin): Lin | string {
  const e = ageTerm(ctx, c, subject, at);
  if (typeof e === 'string') return e;
  // "three times Mark's age minus 4".
  const sign = c.w === 'minus' ? -1 : c.w === 'plus' ? 1 : 0;
  const id = numId(c.at(1));
  if (sign && id !== null && !ctx.story.numbers[id].money && !ctx.story.numbers[id].percent) {
    c.i += 2;
    c.eat('years') || c.eat('year');
    ctx.used.add(id);
    return ladd(e, lconst(ctx.story.numbers[id].value), sign as 1 | -1);
  }
  return e;
}

function ageTerm(ctx: Ctx, c: Cursor, subject: string, at: Lin): Lin | string {
  while (c.w && FILLER.has(c.w)) c.i++;
  const start = c.i;
  // "N years older than X", "N years younger than twice X's age", "N more than 4 times his age".
  const id = numId(c.w);
  if (id !== null) {
    const n = ctx.story.numbers[id];
    const save = c.i;
    c.i++;
    c.eat('years') || c.eat('year');
    const dir = c.eat('older') || c.eat('more') ? 1 : c.eat('younger') || c.eat('less') || c.eat('fewer') ? -1 : 0;
    if (dir && c.eat('than')) {
      if (n.money || n.percent) return 'a money amount or percentage as an age';
      ctx.used.add(id);
      const base = scaled(ctx, c, subject, at, true);
      if (typeof base === 'string') return base;
      return ladd(base, lconst(n.value), dir as 1 | -1);
    }
    c.i = save;
  }
  // "older than Rebecca by 3 years".
  {
    const save = c.i;
    const dir = c.eat('older') ? 1 : c.eat('younger') ? -1 : 0;
    if (dir && c.eat('than')) {
      const base = refAge(ctx, c, subject, at);
      if (base && c.eat('by')) {
        const y = years(ctx, c);
        if (y) return ladd(base, lconst(y), dir as 1 | -1);
      }
    }
    c.i = save;
  }
  // A plain age: "15", "15 years old", "8 years".
  if (id !== null) {
    const n = ctx.story.numbers[id];
    if (n.money || n.percent) return `${n.text} is not an age`;
    if (n.value.d !== 1n) return scaled(ctx, c, subject, at);
    c.i++;
    if (c.eat('years') || c.eat('year')) c.eat('old');
    else if (c.w === 'times' || c.w === 'the' || c.w === 'as') {
      c.i = start;
      return scaled(ctx, c, subject, at);
    }
    ctx.used.add(id);
    return lconst(n.value);
  }
  return scaled(ctx, c, subject, at);
}

/** "twice as old as X", "half X's age", "1/3 the age of X", "3 times older than X", "as old as X", "X's age". */
function scaled(ctx: Ctx, c: Cursor, subject: string, at: Lin, bare = false): Lin | string {
  const start = c.i;
  const f = factor(ctx, c) ?? new Fraction(1);
  const explicit = c.i > start;
  // "3 times older than" is read both as 3× and as 4×: declined.
  if (explicit && (c.w === 'older' || c.w === 'younger')) return `"${c.t.slice(start, c.i + 2).join(' ')}" is read two ways`;
  if (c.eat('as', 'old', 'as') || (explicit && (c.eat('the', 'age', 'that') || c.eat('of')))) {
    if (c.t[c.i - 1] === 'that') {
      // "4 times the age that Nora is currently".
      const who = person(ctx, c, subject);
      if (!who) return 'no person after "the age that"';
      const verb = c.eat('is') || c.eat('was');
      const tm = time(ctx, c);
      if (!verb) return 'no verb after "the age that"';
      const age = ageAt(who, tm === 'now' ? lconst(0) : (tm ?? at));
      ctx.spoken.push(age);
      return lscale(age, f);
    }
  } else if (c.eat('the', 'same', 'age', 'as')) {
    if (explicit) return 'a factor before "the same age"';
  }
  const base = refAge(ctx, c, subject, at);
  if (!base) {
    c.i = start;
    return `could not read the age after "${c.t.slice(Math.max(0, start - 2), start + 1).join(' ')}"`;
  }
  if (!explicit && !bare && c.t[start] !== 'as' && c.t[start] !== 'the') {
    c.i = start;
    return `could not read the age after "${c.t.slice(Math.max(0, start - 2), start + 1).join(' ')}"`;
  }
  return lscale(base, f);
}

/**
 * One clause: "[In 5 years,] Raven will be 4 times as old as Phoebe", "Sam and Drew have a combined age of 54",
 * "the sum of their ages is 34", "Tom turned 32 years old 5 years ago". Null when read, else why not.
 */
function clause(ctx: Ctx, c: Cursor, main: boolean, preset?: Lin): string | null {
  c.eat('if') || c.eat('and') || c.eat('but') || c.eat('so');
  let at: Lin | null = preset ?? null;
  let said = !!preset;
  const lead = preset ? null : time(ctx, c);
  if (lead) {
    at = lead === 'now' ? lconst(0) : lead;
    said = true;
    c.eat(',');
  } else if (c.eat('when')) {
    const w = whenClause(ctx, c);
    if (typeof w === 'string') return w;
    at = w;
    said = true;
    c.eat(',');
  }
  // Sums and averages: "the sum of their ages is 34", "their combined age is 54", "Sam and Drew have a combined age of 54".
  c.eat('together');
  const group = groupAge(ctx, c, lvar('t:q'));
  if (group) {
    if (typeof group === 'string') return group;
    const inner = time(ctx, c);
    if (inner && said && inner !== 'now') return 'two times for one statement';
    if (inner) {
      at = inner === 'now' ? lconst(0) : inner;
      said = true;
    }
    if (!(c.eat('is') || c.eat('was') || c.eat('are') || c.eat('were') || c.eat('will', 'be') || c.eat('be') || c.eat('equals') || c.eat('equal') || c.eat('add', 'up', 'to') || c.eat('adds', 'up', 'to') || c.eat('totals') || c.eat('of'))) return 'no verb after the sum of ages';
    const id = numId(c.w);
    if (id === null) return 'no number for the sum of ages';
    ctx.used.add(id);
    c.i++;
    c.eat('years') || c.eat('year');
    c.eat('old');
    const tail = time(ctx, c);
    if (tail && tail !== 'now' && said) return 'two times for one statement';
    const when = tail && tail !== 'now' ? tail : (at ?? lconst(0));
    ctx.equations.push({ left: substitute(group.form, when), right: lconst(ctx.story.numbers[id].value), sentence: ctx.sentence });
    return null;
  }
  // "Sam's age is ...", "the age of Sam is ...", or "Sam is ...".
  let subject: string | null;
  if (c.eat('the', 'age', 'of')) subject = person(ctx, c, null);
  else {
    subject = person(ctx, c, null);
    if (subject && (c.eat('s', 'current', 'age') || c.eat('s', 'present', 'age'))) {
      if (said) return 'two times for one statement';
      at = lconst(0);
      said = true;
    } else if (subject) c.eat('s', 'age');
  }
  // "... and has 2 dogs": the subject before, for what is set aside below.
  if (!subject && /^(?:has|had|owns)$/.test(c.w ?? '') && ctx.subjects.length) subject = ctx.subjects.at(-1)!;
  if (!subject) return `no person at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  if (main) ctx.subjects.push(subject);
  // "Ember is half as old as Nate who is 14": "who" starts a clause about Nate, read after this one.
  const mid = time(ctx, c);
  if (mid) {
    if (said && mid !== 'now') return 'two times for one statement';
    if (!said) at = mid === 'now' ? lconst(0) : mid;
    said = true;
  }
  c.eat('also') || c.eat('just') || c.eat('only');
  // "Leo is 4 years old and has 2 dogs": what someone owns is no age; set aside.
  const owned = numId(c.at(1));
  if (/^(?:has|had|owns)$/.test(c.w ?? '') && owned !== null && /^[a-z]+$/.test(c.at(2) ?? '') && (c.i + 3 >= c.t.length || c.t[c.i + 3] === ',' || c.t[c.i + 3] === 'and')) {
    ctx.used.add(owned);
    ctx.setAside.push(`sentence ${ctx.sentence + 1}: ${ctx.story.numbers[owned].text} ${c.at(2)} set aside: not an age`);
    c.i += 3;
    return null;
  }
  let verb: 'is' | 'was' | 'will' | 'turn' | null = null;
  if (preset && (c.eat('be') || c.eat('turn'))) verb = 'will';
  else if (c.eat('is', 'equal', 'to')) verb = 'is';
  else if (c.eat('is') || c.eat('am') || c.eat('are') || c.eat('has', 'become')) verb = 'is';
  else if (c.eat('was') || c.eat('were')) verb = 'was';
  else if (c.eat('will', 'be') || c.eat('would', 'be') || c.eat('will', 'have', 'been') || c.eat('is', 'going', 'to', 'be')) verb = 'will';
  else if (c.eat('will', 'turn') || c.eat('turns') || c.eat('turned') || c.eat('just', 'turned') || c.eat('has', 'turned') || c.eat('will', 'become') || c.eat('becomes') || c.eat('became')) verb = 'turn';
  if (!verb) return `no verb of age at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  const mid2 = time(ctx, c);
  if (mid2) {
    if (said && mid2 !== 'now') return 'two times for one statement';
    if (!said) at = mid2 === 'now' ? lconst(0) : mid2;
    said = true;
  }
  // The time may come after the age ("Tom turned 32 years old 5 years ago"); read the age at a placeholder, then shift.
  const exprStart = c.i;
  let right = ageExpr(ctx, c, subject, at ?? lconst(0));
  if (typeof right === 'string') return right;
  const tail = time(ctx, c);
  if (tail) {
    if (said && tail !== 'now') return 'two times for one statement';
    if (!said && tail !== 'now') {
      at = tail;
      // Read again at the right time: comparisons with others are at that time too.
      const end = c.i;
      c.i = exprStart;
      right = ageExpr(ctx, c, subject, at) as Lin;
      c.i = end;
    } else if (!said) at = lconst(0);
    said = true;
  }
  at ??= lconst(0);
  const offset = at.terms.size ? null : at.k.compare(0);
  // Tense against time: "will be" ahead, "was" behind, "is" now (or at a time said).
  if (verb === 'will' && offset !== null && offset <= 0 && !said) return '"will be" with no time ahead';
  if (verb === 'was' && offset !== null && offset >= 0 && ctx.baseYear === null) return '"was" with no time past';
  const left = ageAt(subject, at);
  ctx.spoken.push(left);
  ctx.equations.push({ left, right, sentence: ctx.sentence });
  // "and twice his age", "and half as old as Tonya": a second age for the same subject.
  for (;;) {
    const save = c.i;
    if (!c.eat('and')) break;
    if (verb === 'is') c.eat('is');
    else if (verb === 'was') c.eat('was');
    else if (verb === 'will') c.eat('will', 'be');
    const more = ageExpr(ctx, c, subject, at);
    if (typeof more === 'string') {
      c.i = save;
      break;
    }
    ctx.equations.push({ left, right: more, sentence: ctx.sentence });
  }
  // ", who is 15": a clause about the person just named.
  if (c.eat(',', 'who') || c.eat('who')) {
    const who = ctx.mentioned.at(-1)!;
    const inner = new Cursor([who, ...c.t.slice(c.i)]);
    const problem = clause(ctx, inner, false);
    if (problem) return problem;
    c.i += inner.i - 1;
    c.eat(',');
  }
  return null;
}

/** "when Bella turns 18", "when he is 50 years old": a new unknown time fixed by that age. */
function whenClause(ctx: Ctx, c: Cursor): Lin | string {
  const who = person(ctx, c, null);
  if (!who) return 'no person after "when"';
  ctx.subjects.push(who);
  const verb = c.eat('is') || c.eat('turns') || c.eat('becomes') || c.eat('will', 'be') || c.eat('was') || c.eat('turned');
  if (!verb) return 'no verb after "when"';
  const name = `t:${ctx.times++}`;
  const at = lvar(name);
  // "when Billy was born": his age was 0.
  if (c.t[c.i - 1] === 'was' && c.eat('born')) {
    ctx.equations.push({ left: ageAt(who, at), right: lconst(0), sentence: ctx.sentence });
    return at;
  }
  const right = ageExpr(ctx, c, who, at);
  if (typeof right === 'string') return right;
  const left = ageAt(who, at);
  ctx.spoken.push(left);
  ctx.equations.push({ left, right, sentence: ctx.sentence });
  return at;
}

/** "the sum of their ages", "their combined age", "the sum of the ages of A and B", "A and B have a combined age". */
function groupAge(ctx: Ctx, c: Cursor, at: Lin): { form: Lin; words: string[] } | string | null {
  const start = c.i;
  let kind: 'sum' | 'average' | null = null;
  let who: string[] | null = null;
  const theirs = () => [...ctx.mentioned];
  let count: number | null = null;
  /** "the three", "all 4 people", "the three of them": everyone spoken of, counted. */
  const counted = (): boolean => {
    const save = c.i;
    c.eat('all') || c.eat('the') || c.eat('all', 'the');
    const id = numId(c.w);
    if (id !== null && ctx.story.numbers[id].value.d === 1n) {
      c.i++;
      c.eat('of', 'them') || c.eat('people') || c.eat('siblings') || c.eat('friends') || c.eat('children') || c.eat('brothers') || c.eat('sisters');
      ctx.used.add(id);
      count = Number(ctx.story.numbers[id].value.valueOf());
      return true;
    }
    c.i = save;
    return false;
  };
  if (c.eat('the', 'sum', 'of') || c.eat('the', 'total', 'of') || c.eat('the', 'average', 'of')) {
    kind = c.t[c.i - 2] === 'average' ? 'average' : 'sum';
    c.eat('the', 'current') || c.eat('the', 'present') || c.eat('the');
    if (c.eat('their', 'ages') || c.eat('their', 'current', 'ages') || c.eat('their', 'present', 'ages')) who = theirs();
    else if (c.eat('ages', 'of')) who = counted() ? theirs() : people(ctx, c);
    else {
      who = people(ctx, c, true);
      if (who && !c.eat('ages')) who = null;
    }
  } else if (c.eat('their', 'combined', 'age') || c.eat('their', 'total', 'age') || c.eat('their', 'combined', 'ages') || c.eat('their', 'ages', 'combined')) {
    kind = 'sum';
    who = theirs();
  } else if (c.eat('their', 'average', 'age') || c.eat('the', 'average', 'age', 'of') || c.eat('the', 'combined', 'age', 'of') || c.eat('the', 'total', 'age', 'of')) {
    kind = c.t[c.i - 3] === 'average' || c.t[c.i - 2] === 'average' ? 'average' : 'sum';
    who = c.t[c.i - 1] !== 'of' || counted() ? theirs() : people(ctx, c);
  } else {
    const list = people(ctx, c, true);
    if (list && list.length > 1 && (c.eat('ages') || c.eat('have', 'a', 'combined', 'age') || c.eat('have', 'a', 'total', 'age') || c.eat('have', 'an', 'average', 'age'))) {
      kind = c.t[c.i - 2] === 'average' ? 'average' : 'sum';
      who = list;
    }
  }
  if (!kind) {
    c.i = start;
    return null;
  }
  if (!who || who.length < 2) return 'could not tell whose ages are summed';
  if (count !== null && who.length !== count) return `"${count}" people are not the ones the story names`;
  let form = lconst(0);
  for (const p of who) {
    const a = ageAt(p, at);
    ctx.spoken.push(a);
    form = ladd(form, a);
  }
  if (kind === 'average') form = lscale(form, new Fraction(1, who.length));
  return { form, words: c.t.slice(start, c.i) };
}

/** "Sam and Drew", "Amy, Jeremy, and Chris", "Mario and Maria's": a list of people. */
function people(ctx: Ctx, c: Cursor, possessive = false): string[] | null {
  const out: string[] = [];
  for (;;) {
    const p = person(ctx, c, null);
    if (!p) return null;
    out.push(p);
    if (possessive) c.eat('s');
    if (c.eat(',', 'and') || c.eat('and') || c.eat(',')) continue;
    return out;
  }
}

/** The asked form; `abs` for a difference asked without saying which way. */
type Target = { expr: Lin; abs?: boolean };

/** The question: an age at a time, a sum or average of ages, a difference, or "in how many years". */
function question(ctx: Ctx, c: Cursor, asked: Lin | null): Target | string {
  const endAt = (at: Lin, verb: string): Lin | string => {
    const tm = time(ctx, c);
    let when: Lin = asked ?? at;
    if (tm && asked && !(tm === 'now' && !asked.terms.size && asked.k.equals(0))) return 'two times in the question';
    if (tm && tm !== 'now') when = tm;
    else if (asked) {
      if (asked.terms.size) ctx.timeSigns.push({ name: [...asked.terms.keys()][0], sign: verb === 'was' ? -1 : 1 });
    }
    else if (c.eat('when')) {
      const w = whenClause(ctx, c);
      if (typeof w === 'string') return w;
      when = w;
      ctx.timeSigns.push({ name: [...w.terms.keys()][0], sign: verb === 'was' ? -1 : 1 });
    } else if (verb === 'will' && !tm && !asked) return '"will be" with no time';
    c.eat('in', 'years');
    if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
    return when;
  };
  // "how old is/was/will X be ...", "how many years old is X".
  if (c.eat('how', 'old') || c.eat('how', 'many', 'years', 'old')) {
    let verb: string;
    if (c.eat('is') || c.eat('am')) verb = 'is';
    else if (c.eat('was')) verb = 'was';
    else if (c.eat('will') || c.eat('would')) verb = 'will';
    else return 'no verb in the question';
    const who = person(ctx, c, null);
    if (!who) return 'no person in the question';
    if (verb === 'will') {
      if (!(c.eat('be') || c.eat('turn') || c.eat('have', 'been'))) return 'no verb in the question';
    } else c.eat('going', 'to', 'be');
    const when = endAt(lconst(0), verb);
    if (typeof when === 'string') return when;
    const expr = ageAt(who, when);
    if (verb === 'was' && !when.terms.size && when.k.compare(0) >= 0) return '"was" with no time past';
    return { expr };
  }
  // "In how many years will Agnes be twice as old as Jane?": the time is the unknown asked.
  if (c.eat('in', 'how', 'many', 'years')) {
    if (!(c.eat('will') || c.eat('would'))) return 'no verb in the question';
    const name = `t:${ctx.times++}`;
    const problem = clause(ctx, c, false, lvar(name));
    if (problem) return problem;
    if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
    ctx.timeSigns.push({ name, sign: 1 });
    return { expr: lvar(name) };
  }
  // "How many years older is Andy than Rahim?", "How much younger is ...".
  if (c.eat('how', 'much') || c.eat('how', 'many', 'years')) {
    const dir = c.eat('older') ? 1 : c.eat('younger') ? -1 : 0;
    if (!dir || !(c.eat('is') || c.eat('was') || c.eat('will'))) return 'a question this reader does not follow';
    const a = person(ctx, c, null);
    c.eat('be');
    if (!a || !c.eat('than')) return 'a question this reader does not follow';
    const b = person(ctx, c, null);
    if (!b || b === a) return 'a question this reader does not follow';
    c.eat(',');
    time(ctx, c);
    c.eat(',');
    c.eat('in', 'years');
    if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
    const diff = ladd(lvar(`a:${a}`), lvar(`a:${b}`), -1);
    ctx.spoken.push(dir > 0 ? diff : lscale(diff, new Fraction(-1)));
    return { expr: dir > 0 ? diff : lscale(diff, new Fraction(-1)) };
  }
  // "what is X's age", "what will be X's age in 5 years", "what is the sum of their ages", "what is their average age".
  if (c.eat('what') || c.eat('calculate') || c.eat('find')) {
    let verb = 'is';
    if (c.eat('will', 'be') || c.eat('would', 'be')) verb = 'will';
    else if (!(c.eat('is') || c.eat('are') || c.eat('was')) && c.t[c.i - 1] === 'what' && c.w !== 'will') return 'no verb in the question';
    if (c.t[c.i - 1] === 'was') verb = 'was';
    // "what will the sum of their ages be in 5 years".
    const split = c.w === 'will';
    if (split) c.i++;
    // "the age difference between Mandy and her sister", "the difference between the ages of A and B".
    if (!split && (c.eat('the', 'age', 'difference', 'between') || c.eat('the', 'difference', 'in', 'age', 'between') || c.eat('the', 'difference', 'in', 'ages', 'between') || c.eat('the', 'difference', 'between', 'the', 'ages', 'of') || c.eat('the', 'difference', 'between', 'the', 'age', 'of') || c.eat('the', 'difference', 'between', 'their', 'ages'))) {
      const pair = c.t[c.i - 1] === 'ages' && c.t[c.i - 2] === 'their' ? ctx.mentioned.slice() : people(ctx, c);
      if (!pair || pair.length !== 2) return 'a difference not between two people';
      if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
      return { expr: ladd(lvar(`a:${pair[0]}`), lvar(`a:${pair[1]}`), -1), abs: true };
    }
    const group = groupAge(ctx, c, lvar('t:q'));
    if (split && !(group && typeof group !== 'string' && c.eat('be'))) return 'a question this reader does not follow';
    if (group) {
      if (typeof group === 'string') return group;
      c.eat('now');
      const when = endAt(lconst(0), verb);
      if (typeof when === 'string') return when;
      return { expr: substitute(group.form, when) };
    }
    c.eat('the', 'present', 'age', 'of') || c.eat('the', 'current', 'age', 'of') || c.eat('the', 'age', 'of');
    const who = person(ctx, c, null);
    if (!who) return 'no person in the question';
    if (!(c.eat('s', 'age') || c.eat('s', 'current', 'age') || c.eat('s', 'present', 'age') || c.t[c.i - 2] === 'of')) return 'no age in the question';
    const when = endAt(lconst(0), verb);
    if (typeof when === 'string') return when;
    return { expr: ageAt(who, when) };
  }
  return 'a question this reader does not follow';
}

/** Replaces the placeholder time `t:q` by a time. */
function substitute(form: Lin, when: Lin): Lin {
  const k = form.terms.get('t:q');
  if (!k) return form;
  const rest = { terms: new Map([...form.terms].filter(([n]) => n !== 't:q')), k: form.k };
  return ladd(rest, lscale(when, k));
}
