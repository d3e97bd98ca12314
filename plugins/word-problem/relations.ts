/**
 * Amounts defined relative to each other: "Tapanga and Corey have 66 candies together. Tapanga has 8 more
 * candies than Corey.", "Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda. If they have 142
 * toys all together, ...", "A farmer has twice as many pigs as cows". Each (owner, thing) amount is an
 * unknown; each clause, read whole, is a linear equation; the system is solved exactly (linear.ts), so totals
 * stated before the parts are read as well as parts before totals. Stories whose verbs change amounts (gives,
 * sells, eats) are left to the change readers: one verb of holding or doing throughout. "k times more than"
 * is declined (read both as k× and as (k+1)×). Every number used; every amount whole and non-negative.
 */
import Fraction from 'fraction.js';
import type { Answer, Decline } from '../../src/plugin-api.js';
import { Cursor, numId, splitQuestion } from './cursor.js';
import { evaluate, ladd, lconst, lscale, lvar, solveLinear, type Lin, type LinEquation } from './linear.js';
import { plural, readStory, singular, type Story } from './story-text.js';
import { isMeasure, unitWord } from './units.js';
import { lemma } from './verbs.js';

export interface RelationAnswer {
  value: Fraction;
  noun: string;
  steps: string[];
}

const no = (reason: string): Decline => ({ reason });

/** Words a noun phrase stops at. */
export const STOP = new Set(
  'a an the and or but of to in on at by for from with between than as that which who is are was were be been has have had do does did will would can could this these those it its they them their he she him his her we us our you your i my me if when so then there here how what many much all both some any no not more fewer less times total together altogether combined each every per'.split(
    ' ',
  ),
);
/** Verbs that change an amount: such stories are not read here. */
const CHANGES = /\b(?:gave|gives|give|sold|sells|sell|ate|eats|eat|lost|loses|lose|spent|spends|spend|used|uses|use|left|remain\w*|took|takes|dropped|drops|broke|breaks|donated|donates|kept|keeps|shared|shares|split|divided|traded|returned|paid|pays|cost|costs|each|per|every|%|percent)\b/;
/** Names for a whole kind, for "how many animals does Ed have" over dogs, cats and fish. */
export const KINDS = new Set(['animal', 'pet', 'fruit', 'flower', 'vehicle', 'item', 'thing', 'creature']);
export const HAVE = new Set(['has', 'have', 'had', 'owns', 'own', 'owned', 'holds', 'hold', 'contains', 'contain', 'keeps']);

interface Ctx {
  story: Story;
  used: Set<number>;
  equations: LinEquation[];
  steps: string[];
  sentence: number;
  /** The verb the story counts with ("has", "caught", "wrote"); one only. */
  verb: string | null;
  /** Owners in order of mention; subjects of clauses. */
  owners: string[];
  subjects: string[];
  /** Every variable, as owner|noun. */
  vars: Set<string>;
  /** The noun last spoken of, for "Dina has 28". */
  lastNoun: string | null;
  lastVar: string | null;
  /** The person last compared with, for ", who has ...". */
  lastRef: string | null;
  /** Variables given a plain count by a clause of their own. */
  recorded: Set<string>;
  totals: { owners: string[]; noun: string; value: Fraction; sentence: number; text: string }[];
  /** People named in sentences with no amount, who a pronoun could also mean. */
  named: Set<string>;
}

const key = (owner: string, noun: string) => `${owner}|${noun}`;


export function solveRelations(text: string): RelationAnswer | Decline | null {
  if (!/\b(?:as many|more|fewer|less|twice|times|half|together|altogether|combined|in total|total)\b/i.test(text)) return null;
  const story = readStory(text);
  if (!story || story.sentences.length < 2) return null;
  if (CHANGES.test(story.sentences.join(' '))) return null;
  PEOPLE = story.people;
  if (story.numbers.some((n) => n.money || n.percent)) return null;
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?')) return null;
  const ctx: Ctx = { story, used: new Set(), equations: [], steps: [], sentence: 0, verb: null, owners: [], subjects: [], vars: new Set(), lastNoun: null, lastVar: null, lastRef: null, totals: [], recorded: new Set(), named: new Set() };
  const split = splitQuestion(story, (q) => q.findIndex((w, k) => w === 'how' && q[k + 1] === 'many'));
  if (!split) return null;
  const { statements, question: q } = split;
  for (const st of statements) {
    ctx.sentence = st.s;
    const t = st.t;
    // "Lexie and Tom went apple picking.": no amount and no comparison, a setting.
    if (!t.some((w) => numId(w) !== null || /^(?:as|more|fewer|less|times|half|twice|total|together|altogether|combined|same|all|some|none|only|rest|other|others|number)$/.test(w))) {
      // "Tom and Tim went fishing.": both are people a later "he" could mean.
      for (const w of t) if (story.people.includes(w)) ctx.named.add(w);
      continue;
    }
    const colon = t.indexOf(':');
    const problem = sentence(ctx, st.s === 0 && colon >= 0 && !t.slice(0, colon).some((w) => numId(w) !== null) ? t.slice(colon + 1) : t);
    if (problem) return no(`${problem} in "${story.original[st.s]}"`);
  }
  const target = question(ctx, new Cursor(q));
  if (typeof target === 'string') return no(`${target}: "${story.original[qi]}"`);
  const totals = addTotals(ctx);
  if (totals) return no(totals);
  for (const n of story.numbers) if (!ctx.used.has(n.id)) return no(`the number ${n.text} in "${story.original[n.sentence]}" is not used`);
  const solved = solveLinear(ctx.equations);
  if ('problem' in solved) return no(solved.problem);
  for (const v of ctx.vars) {
    const x = solved.values.get(v);
    if (!x) return no(`the story does not determine ${v.replace('|', "'s ")}`);
    if (x.compare(0) < 0) return no(`${v.replace('|', "'s ")} comes out negative`);
    if (x.d !== 1n) return no(`${v.replace('|', "'s ")} comes out as ${x.toFraction()}`);
  }
  const value = evaluate(target.expr, solved.values);
  if (!value) return no('the story does not determine the answer');
  if (value.compare(0) < 0) return no('the answer comes out negative');
  return { value, noun: target.noun, steps: ctx.steps };
}

/** A sentence: clauses cut at ", and", " and " before a new subject, ";", ", while", "who". */
function sentence(ctx: Ctx, t: string[]): string | null {
  return clauses(ctx, t, clause);
}

/** A sentence read clause by clause, each given the subject before it; a string says what could not be read. */
export function clauses<C>(ctx: C, t: string[], clause: (ctx: C, c: Cursor, inherited: string | null) => { subject: string } | string): string | null {
  const c = new Cursor(t);
  let inherited: string | null = null;
  for (;;) {
    const r = clause(ctx, c, inherited);
    if (typeof r === 'string') return r;
    inherited = r.subject;
    if (c.done()) return null;
    if (c.eat(',', 'and') || c.eat(',', 'while') || c.eat(',', 'but') || c.eat(';') || c.eat('and') || c.eat(',') || c.eat('while') || c.eat('but') || c.eat('whereas')) continue;
    return `could not read "${c.t.slice(c.i).join(' ')}"`;
  }
}

/** A noun phrase of up to three words, singular at its head; null when none. */
/** The people of the story being read: a noun phrase stops at a name ("the number of beads Lumi has"). */
let PEOPLE: readonly string[] = [];

function noun(c: Cursor): string | null {
  const words: string[] = [];
  while (c.w && words.length < 3 && /^[a-z]+$/.test(c.w) && !STOP.has(c.w) && !HAVE.has(c.w) && !PEOPLE.includes(c.w)) words.push(c.t[c.i++]);
  if (!words.length) return null;
  words[words.length - 1] = singular(words[words.length - 1]);
  // "digits of pi", "pairs of shoes": one noun.
  if (c.w === 'of' && /^[a-z]+$/.test(c.at(1) ?? '') && !STOP.has(c.at(1)!) && !HAVE.has(c.at(1)!)) {
    words.push('of', c.at(1)!);
    c.i += 2;
  }
  return words.join(' ');
}

/** "at the mall", "in his collection": a place between the noun and "as"/"than", skipped. */
function place(c: Cursor): void {
  if (/^(?:in|at|on|from)$/.test(c.w ?? '') && /^(?:the|his|her|their|a)$/.test(c.at(1) ?? '') && /^[a-z]+$/.test(c.at(2) ?? '') && /^(?:as|than)$/.test(c.at(3) ?? '')) c.i += 3;
}

/** After a person compared with: "has", "does", "did", or the story's own verb ("than Carlos memorized"). */
function refVerb(ctx: Ctx, c: Cursor): void {
  if (c.eat('has') || c.eat('does') || c.eat('did') || c.eat('have')) return;
  if (c.w && ctx.verb && /^[a-z]+$/.test(c.w) && lemma(c.w) === ctx.verb) c.i++;
}

/** The owner at the start of a clause: a name, "he/she" (the subject before), "his sister", "there", "the zoo". */
function owner(ctx: Ctx, c: Cursor, inherited: string | null): string | null {
  const w = c.w;
  if (!w) return null;
  if (w === 'there') {
    c.i++;
    return 'there';
  }
  if (w === 'he' || w === 'she' || w === 'they') {
    if (w === 'they' || !ctx.subjects.length) return null;
    // With two people in the story "she" may be either: only the one subject so far.
    if (new Set([...ctx.subjects, ...ctx.named]).size > 1) return null;
    c.i++;
    return ctx.subjects.at(-1)!;
  }
  // "Her friend, Nelly, has ...": the name.
  if ((w === 'his' || w === 'her') && /^[a-z]+$/.test(c.at(1) ?? '') && c.at(2) === ',' && ctx.story.people.includes(c.at(3) ?? '') && c.at(4) === ',') {
    c.i += 5;
    return c.t[c.i - 2];
  }
  if (w === 'his' || w === 'her' || w === 'their') {
    // "his sister": of the person last named as a subject.
    const base = [...ctx.subjects].reverse().find((x) => !x.includes(' '));
    if (!base || !/^[a-z]+$/.test(c.at(1) ?? '') || STOP.has(c.at(1)!)) return null;
    c.i += 2;
    return `${base} ${c.t[c.i - 1]}`;
  }
  if ((w === 'a' || w === 'an' || w === 'the') && /^[a-z]+$/.test(c.at(1) ?? '') && !STOP.has(c.at(1)!)) {
    c.i += 2;
    return c.t[c.i - 1];
  }
  if (ctx.story.people.includes(w)) {
    c.i++;
    return w;
  }
  void inherited;
  return null;
}

/** Someone an amount is compared with: a name, "her sister", "him", "that". */
function refOwner(ctx: Ctx, c: Cursor, subject: string): string | null {
  const w = c.w;
  if (!w) return null;
  let found: string | null = null;
  if (ctx.story.people.includes(w)) {
    c.i++;
    if (c.w === 's') c.i++;
    found = w;
  } else if ((w === 'his' || w === 'her') && /^[a-z]+$/.test(c.at(1) ?? '') && !STOP.has(c.at(1)!)) {
    c.i += 2;
    found = `${subject} ${c.t[c.i - 1]}`;
  }
  else if (w === 'him' || w === 'her') {
    // "than him": the one other person the story has spoken of.
    const others = [...new Set(ctx.owners)].filter((o) => o !== subject && o !== 'there');
    if (others.length === 1) {
      c.i++;
      found = others[0];
    }
  }
  if (found) ctx.lastRef = found;
  return found;
}

/** One clause: "OWNER VERB AMOUNT" or "OWNER and OWNER VERB N NOUN together". Returns the subject. */
function clause(ctx: Ctx, c: Cursor, inherited: string | null): { subject: string } | string {
  c.eat('if') || c.eat('and') || c.eat('so') || c.eat('however', ',') || c.eat('however') || c.eat('also');
  if (c.w === 'together' && c.at(1) === 'they') c.i++;
  // "Tapanga and Corey have 66 candies together", "they have 142 toys all together".
  const start = c.i;
  const group: string[] = [];
  if (c.eat('they')) group.push(...new Set(ctx.owners));
  else {
    for (;;) {
      const o = owner(ctx, c, null);
      if (!o) break;
      group.push(o);
      if (!(c.eat(',', 'and') || c.eat('and') || c.eat(','))) break;
    }
  }
  if (group.length > 1 || (c.t[start] === 'they' && group.length)) {
    // "Hermione, Luna, and Celestia combined have 83 badges".
    const before = c.eat('combined') || c.eat('together');
    const verb = c.w ?? '';
    c.i++;
    const totalOf = c.eat('a', 'total', 'of');
    const id = numId(c.w);
    if (id === null) return 'no amount for the group';
    c.i++;
    const n = noun(c) ?? ctx.lastNoun;
    if (!n) return 'no thing counted';
    if (!(c.eat('together') || c.eat('combined') || c.eat('in', 'total') || c.eat('altogether') || c.eat('all', 'together') || c.eat('in', 'all') || c.eat('between', 'them') || c.eat('total') || before || totalOf)) return 'a total not said to be one';
    if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
    const v = useVerb(ctx, verb);
    if (v) return v;
    ctx.used.add(id);
    let form = lconst(0);
    for (const o of group) form = ladd(form, variable(ctx, o, n));
    ctx.equations.push({ left: form, right: lconst(ctx.story.numbers[id].value), sentence: ctx.sentence });
    ctx.steps.push(`sentence ${ctx.sentence + 1}: ${group.join(' + ')} (${n}) = ${ctx.story.numbers[id].text}`);
    ctx.lastNoun = n;
    return { subject: group[0] };
  }
  c.i = start;
  let subject = owner(ctx, c, inherited);
  if (!subject) {
    // "and twice as many polar bears": the subject before.
    if (inherited && (numId(c.w) !== null || c.w === 'half')) subject = inherited;
    else return `could not tell whose amount "${c.t.slice(c.i, c.i + 3).join(' ')}" is`;
  } else {
    c.eat('also') || c.eat('only');
    // "Ruth is 12 years old.": an age, which no count here depends on; set aside, and said so.
    const age = numId(c.at(1));
    if (c.w === 'is' && age !== null && c.at(2) === 'years' && c.at(3) === 'old') {
      c.i += 4;
      ctx.used.add(age);
      ctx.steps.push(`sentence ${ctx.sentence + 1}: ${subject}'s age (${ctx.story.numbers[age].text}) set aside: the question does not ask about ages`);
      return { subject };
    }
    const verb = c.w ?? '';
    if (subject === 'there') {
      if (!(c.eat('are') || c.eat('were') || c.eat('is'))) return 'no verb after "there"';
    } else {
      c.i++;
      const v = useVerb(ctx, verb);
      if (v) return v;
    }
  }
  if (subject !== 'there') ctx.subjects.push(subject);
  if (!ctx.owners.includes(subject)) ctx.owners.push(subject);
  // Amounts, the later ones with the verb understood: "has 2 dogs, 3 cats and twice as many fish as cats and dogs combined".
  for (let first = true; ; first = false) {
    if (!first) {
      const save = c.i;
      if (!(c.eat(',', 'and') || c.eat('and') || c.eat(','))) break;
      if (numId(c.w) === null && c.w !== 'half') {
        c.i = save;
        break;
      }
    }
    const r = amount(ctx, c, subject);
    if (r) return r;
    // A place or time after the amount: "in the garden", "on the fence", "this year".
    while (!c.done() && /^(?:in|on|at|this|last|from)$/.test(c.w!) && !(c.w === 'in' && c.at(1) === 'total')) {
      c.i++;
      while (!c.done() && /^[a-z]+$/.test(c.w!) && !/^(?:and|but|while|who|than)$/.test(c.w!)) c.i++;
    }
    if (c.done() || c.w === ';') break;
  }
  // ", who has 8 more than Lily": about the person just named.
  if (c.eat(',', 'who') || c.eat('who')) {
    const who = ctx.lastRef;
    if (!who) return 'no one for "who" to be about';
    const inner = new Cursor([...c.t.slice(0, 0), who, ...c.t.slice(c.i)]);
    const r = clause(ctx, inner, null);
    if (typeof r === 'string') return r;
    c.i += inner.i - 1;
  }
  return { subject };
}

function useVerb(ctx: Ctx, verb: string): string | null {
  if (!/^[a-z]+$/.test(verb) || STOP.has(verb) && !HAVE.has(verb)) return `no verb at "${verb}"`;
  const v = HAVE.has(verb) ? 'have' : lemma(verb);
  if (ctx.verb && ctx.verb !== v) return `two verbs ("${ctx.verb}", "${verb}") count different things`;
  ctx.verb = v;
  return null;
}

function variable(ctx: Ctx, o: string, n: string): Lin {
  ctx.vars.add(key(o, n));
  if (!ctx.owners.includes(o)) ctx.owners.push(o);
  return lvar(key(o, n));
}

/**
 * "twice", "3 times", "half", "1/3": a factor before "as many". With `share`, "half of (what ...)" too, and a
 * fraction before "more/fewer" ("1/2 more") is left as a count.
 */
export function factor(ctx: { story: Story; used: Set<number> }, c: Cursor, share = false): Fraction | null {
  if (c.eat('double')) return new Fraction(2);
  if (c.eat('triple')) return new Fraction(3);
  const id = numId(c.w);
  if (id === null) return null;
  const n = ctx.story.numbers[id];
  if (c.at(1) === 'times') {
    c.i += 2;
    ctx.used.add(id);
    return n.value;
  }
  if (n.value.compare(1) < 0 && !(share && /^(?:more|fewer|less)$/.test(c.at(1) ?? ''))) {
    c.i++;
    if (share) c.eat('of');
    ctx.used.add(id);
    return n.value;
  }
  return null;
}

/**
 * One amount for `subject`: "40 goats", "40 more goats than Washington", "twice as many fish as cats and dogs
 * combined", "5 less than half as many coconut trees as mango trees", "10 more than four times the number of
 * chickens", "28". Adds its equation; a string says why not.
 */
function amount(ctx: Ctx, c: Cursor, subject: string): string | null {
  const id = numId(c.w);
  if (id === null) return `no amount at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  const save = c.i;
  // "k times as many N as R", "half as many N as R", "twice the number of N (as R)".
  const f = factor(ctx, c);
  if (f) {
    if (c.w === 'more' || c.w === 'fewer' || c.w === 'less' || c.w === 'older') return `"${c.t.slice(save, c.i + 1).join(' ')}" is read two ways`;
    const r = scaled(ctx, c, subject, f);
    if (typeof r === 'string') return r;
    return record(ctx, subject, r.noun, r.form, c);
  }
  c.i = save + 1;
  const n0 = ctx.story.numbers[id];
  // "N more/fewer (NOUN) than R".
  const dir = c.eat('more') ? 1 : c.eat('fewer') || c.eat('less') ? -1 : 0;
  let n = noun(c);
  place(c);
  const dir2 = dir || (c.eat('more') ? 1 : c.eat('fewer') || c.eat('less') ? -1 : 0);
  if (dir2) {
    if (!c.eat('than')) return `"${n0.text} ${dir2 > 0 ? 'more' : 'fewer'}" with no "than"`;
    ctx.used.add(id);
    const g = factor(ctx, c);
    const r = scaled(ctx, c, subject, g ?? new Fraction(1), n, g === null);
    if (typeof r === 'string') return r;
    n ??= r.noun;
    return record(ctx, subject, n, ladd(r.form, lconst(n0.value), dir2 as 1 | -1), c);
  }
  n ??= ctx.lastNoun;
  if (!n) return `no thing counted after ${n0.text}`;
  if (n0.value.d !== 1n) return `${n0.text} ${n} is not a whole count`;
  ctx.used.add(id);
  // "If the farmer has 56 animals total": a total over what the story names, formed once all is read.
  if (c.eat('total') || c.eat('in', 'total') || c.eat('altogether') || c.eat('combined') || c.eat('in', 'all')) {
    ctx.totals.push({ owners: [subject], noun: n, value: n0.value, sentence: ctx.sentence, text: n0.text });
    return null;
  }
  return record(ctx, subject, n, lconst(n0.value), c);
}

/** Totals stated for an owner ("56 animals total"): the sum of the owner's amounts of that thing or kind. */
function addTotals(ctx: Ctx): string | null {
  for (const t of ctx.totals) {
    const owners = t.owners.includes('there') ? [...new Set(ctx.owners)] : t.owners;
    const head = t.noun.split(' ').at(-1)!;
    const mine = [...ctx.vars].filter((v) => owners.includes(v.split('|')[0]));
    let parts = mine.filter((v) => {
      const x = v.split('|')[1];
      return x === t.noun || x.endsWith(` ${head}`) || x === head;
    });
    if (!parts.length && KINDS.has(head)) parts = mine;
    if (!parts.length) return `nothing the ${t.text} ${t.noun} could be the total of`;
    let form = lconst(0);
    for (const v of parts) form = ladd(form, lvar(v));
    ctx.equations.push({ left: form, right: lconst(t.value), sentence: t.sentence });
    ctx.steps.push(`sentence ${t.sentence + 1}: ${parts.map((v) => v.replace('|', ' (') + ')').join(' + ')} = ${t.text}`);
  }
  return null;
}

/** After a factor: "as many N as R", "the number of N (as R)", "that many"; the form of the compared amount. */
function scaled(ctx: Ctx, c: Cursor, subject: string, f: Fraction, known: string | null = null, bare = false): { form: Lin; noun: string } | string {
  let n: string | null = known;
  let compared: Lin | null = null;
  if (c.eat('as', 'many') || c.eat('as', 'much')) {
    n = noun(c) ?? n;
    place(c);
    if (!c.eat('as')) {
      // "twice as many polar bears" with nothing after: as the amount just said.
      const last = elided(ctx, n);
      if (typeof last === 'string') return last;
      compared = last;
    }
  } else if (c.eat('the', 'number', 'of') || c.eat('the', 'amount', 'of')) {
    // "four times the number of chickens", "twice the number of Anna's pencils".
    let o = refOwner(ctx, c, subject);
    const m = noun(c);
    if (!m) return 'no thing after "the number of"';
    // "the number of shoes Edward has", "the number of Oreos Jordan has".
    if (!o && (o = refOwner(ctx, c, subject))) refVerb(ctx, c);
    else if (!o) c.eat('that') && (o = refOwner(ctx, c, subject)) && (refVerb(ctx, c), true);
    if (o) compared = variable(ctx, o, m);
    else if (c.eat('as') || c.eat('that')) n = n ?? m;
    else compared = variable(ctx, subject, m);
    n = n ?? m;
    if (compared) return n ? { form: lscale(compared, f), noun: n } : 'no thing counted';
  } else if (c.eat('that', 'many') || c.eat('that', 'number')) {
    const last = elided(ctx, n);
    if (typeof last === 'string') return last;
    compared = last;
  } else if (!bare) return `could not read the comparison at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  if (!compared) {
    // R: a person ("as Bob", "as Bob has", "than his sister") or things of the same owner ("as cats and dogs combined").
    const o = refOwner(ctx, c, subject);
    if (o) {
      refVerb(ctx, c);
      const m = noun(c);
      n = n ?? m ?? ctx.lastNoun;
      if (!n) return 'no thing counted';
      compared = variable(ctx, o, m ?? n);
    } else {
      c.eat('the');
      const kinds: string[] = [];
      for (let m = noun(c); m; m = noun(c)) {
        kinds.push(m);
        if (!(c.eat('and') || c.eat(','))) break;
      }
      c.eat('combined') || c.eat('together');
      if (!kinds.length) return `could not tell what is compared at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
      if (!n) return 'no thing counted';
      compared = lconst(0);
      for (const k of kinds) compared = ladd(compared, variable(ctx, subject, k));
    }
  }
  if (!n) return 'no thing counted';
  return { form: lscale(compared, f), noun: n };
}

/**
 * "twice as many (N)" or "that many" with nothing after: the amount just said, only when no other could be meant (the
 * one amount so far, or the one amount of the sentence before) and of the same kind ("6 miles and three times as many
 * kilometers" compares two units).
 */
function elided(ctx: Ctx, n: string | null): Lin | string {
  if (!ctx.lastVar) return 'no amount for "as many" to compare with';
  const at = ctx.equations.filter((e) => e.left.terms.has(ctx.lastVar!));
  const sentence = at.at(-1)?.sentence ?? -1;
  const inThat = ctx.equations.filter((e) => e.sentence === sentence).length;
  const sole = ctx.vars.size === 1 || (inThat === 1 && sentence < ctx.sentence && !ctx.equations.some((e) => e.sentence === ctx.sentence));
  if (!sole) return '"as many" could mean more than one amount';
  const last = ctx.lastVar.split('|')[1];
  const h = (x: string) => unitWord(x.split(' ').at(-1)!);
  if (n && h(n) !== h(last) && (isMeasure(h(n)) || isMeasure(h(last)))) return `${n} compared with ${last}`;
  return lvar(ctx.lastVar);
}

function record(ctx: Ctx, subject: string, n: string | null, form: Lin, c: Cursor): string | null {
  if (!n) return 'no thing counted';
  // "5 apples in the red basket and 5 apples in the blue one": two amounts this reader would take for one.
  if (!form.terms.size) {
    if (ctx.recorded.has(key(subject, n))) return `two amounts of ${n} for ${subject}`;
    ctx.recorded.add(key(subject, n));
  }
  const v = variable(ctx, subject, n);
  ctx.equations.push({ left: v, right: form, sentence: ctx.sentence });
  ctx.steps.push(`sentence ${ctx.sentence + 1}: ${subject} (${n}) = ${show(form)}`);
  ctx.lastNoun = n;
  ctx.lastVar = key(subject, n);
  void c;
  return null;
}

function show(e: Lin): string {
  const parts: string[] = [];
  for (const [n, k] of e.terms) parts.push(`${k.equals(1) ? '' : `${k.toFraction()}×`}${n.replace('|', ' (')})`);
  if (!e.k.equals(0) || !parts.length) parts.push(e.k.toFraction());
  return parts.join(' + ').replace(/\+ -/g, '- ');
}

/** "How many NOUN does X have", "... do X and Y have together", "How many more NOUN does X have than Y", "How many NOUN are there". */
function question(ctx: Ctx, c: Cursor): { expr: Lin; noun: string } | string {
  if (!c.eat('how', 'many')) return 'a question this reader does not follow';
  const more = c.eat('more') ? 1 : c.eat('fewer') ? -1 : 0;
  let total = c.eat('total');
  let n = noun(c);
  // "How many owls and crows are there": several things, added.
  const also: string[] = [];
  for (let save = c.i; n && c.eat('and'); save = c.i) {
    const m = noun(c);
    if (!m) {
      c.i = save;
      break;
    }
    also.push(m);
    total = true;
  }
  // "red and blue beads": the head said once belongs to each.
  const lastAlso = also.at(-1);
  if (n && lastAlso?.includes(' ') && !n.includes(' ')) n = `${n} ${lastAlso.split(' ').at(-1)}`;
  if (c.eat('in', 'total') || c.eat('total')) total = true;
  let who: string[] = [];
  const everyone = () => [...new Set(ctx.owners)];
  /** "the boys", "these three boys", "the 3 children", "the two of them": everyone, counted when a number is said. */
  const all = (): boolean => {
    const save = c.i;
    c.eat('the') || c.eat('these') || c.eat('those') || c.eat('all');
    const id = numId(c.w);
    if (id !== null) c.i++;
    if (c.eat('of', 'them') || c.eat('boys') || c.eat('girls') || c.eat('children') || c.eat('kids') || c.eat('friends') || c.eat('siblings') || c.eat('brothers') || c.eat('sisters')) {
      if (id !== null) {
        ctx.used.add(id);
        if (!ctx.story.numbers[id].value.equals(everyone().length)) return false;
      }
      return true;
    }
    c.i = save;
    return false;
  };
  if (c.eat('are', 'there') || c.eat('were', 'there')) who = everyone();
  else if ((c.eat('are') || c.eat('were')) && (c.eat('in') || c.eat('on')) && (c.eat('the') || c.eat('his') || c.eat('her')) && noun(c)) {
    // "How many crayons total are in the box?": everything in it.
    who = everyone();
    total = true;
  } else {
    if (!(c.eat('does') || c.eat('do') || c.eat('did') || c.eat('will'))) return 'a question this reader does not follow';
    if (c.eat('they') || c.eat('both', 'of', 'them') || all()) {
      who = everyone();
      total = true;
    } else {
      for (;;) {
        const w = c.w;
        if ((w === 'he' || w === 'she' || w === 'it') && new Set([...ctx.subjects, ...ctx.named]).size === 1) {
          c.i++;
          who.push(ctx.subjects[0]);
        } else {
          const o = owner(ctx, c, null);
          if (!o) break;
          who.push(o);
        }
        if (!(c.eat('and') || c.eat(','))) break;
      }
    }
    if (!who.length) return 'no owner in the question';
    const verb = c.w ?? '';
    c.i++;
    if ((HAVE.has(verb) ? 'have' : lemma(verb)) !== (ctx.verb ?? 'have') && !(HAVE.has(verb) && !ctx.verb)) return `the question asks "${verb}", the story counts with another verb`;
  }
  let than: string | null = null;
  if (more) {
    if (!c.eat('than')) return 'a difference with no "than"';
    than = refOwner(ctx, c, who[0]);
    if (!than || who.length !== 1) return 'a difference this reader does not follow';
  }
  if (c.eat('together') || c.eat('in', 'total') || c.eat('altogether') || c.eat('combined') || c.eat('in', 'all') || c.eat('all', 'together') || c.eat('total')) total = true;
  // "... in all on his farm".
  if (/^(?:in|on|at)$/.test(c.w ?? '') && /^(?:the|his|her|their)$/.test(c.at(1) ?? '') && /^[a-z]+$/.test(c.at(2) ?? '') && c.i + 3 === c.t.length) c.i += 3;
  if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
  const sumOf = (o: string): Lin | string => {
    const nouns = [...ctx.vars].filter((v) => v.startsWith(`${o}|`)).map((v) => v.split('|')[1]);
    if (!n) {
      if (new Set([...ctx.vars].map((v) => v.split('|')[1])).size !== 1) return 'the question does not say which things';
      n = nouns[0] ?? null;
    }
    const asked = n!;
    // "cards" over "pokemon cards", "pokemon cards" over "cards"; never "blue beads" over "red beads".
    const fits = (a: string) => (x: string) => x === a || x.endsWith(` ${a}`) || ((!a.includes(' ') || !x.includes(' ')) && singular(a.split(' ').at(-1)!) === x.split(' ').at(-1));
    let parts = nouns.filter(fits(asked));
    if (!parts.length && also.length) return `nothing in the story counts ${asked} for ${o}`;
    for (const a of also) {
      const more = nouns.filter(fits(a));
      if (!more.length) return `nothing in the story counts ${a} for ${o}`;
      parts = [...new Set([...parts, ...more])];
    }
    if (!parts.length && KINDS.has(asked.split(' ').at(-1)!) && (total || who.length === 1)) parts = nouns;
    if (!parts.length) return `nothing in the story counts ${asked} for ${o}`;
    // "How many balloons does Ned have" when only his red ones are told and Moe has blue ones too: not all of his.
    const kinds = [...ctx.vars].map((v) => v.split('|')[1]).filter((x) => x.endsWith(` ${asked}`));
    if (parts.every((p) => p.endsWith(` ${asked}`)) && kinds.some((k) => !parts.includes(k))) return `not every kind of ${asked} is told for ${o}`;
    if (parts.length > 1 && !total && !KINDS.has(asked.split(' ').at(-1)!)) return 'the question may ask for one of several amounts';
    let form = lconst(0);
    for (const p of parts) form = ladd(form, lvar(key(o, p)));
    return form;
  };
  if (who.length > 1 && !total && c.t[0] === 'how' && !c.t.includes('there')) return 'the question may ask for one of several amounts';
  let expr = lconst(0);
  for (const o of who) {
    const f = sumOf(o);
    if (typeof f === 'string') return f;
    expr = ladd(expr, f);
  }
  if (than) {
    const f = sumOf(than);
    if (typeof f === 'string') return f;
    expr = ladd(expr, f, -1);
    if (more < 0) expr = lscale(expr, new Fraction(-1));
  }
  return { expr, noun: n ?? '' };
}

export function relationReply(a: RelationAnswer): Answer {
  const shown = a.noun ? `${a.value.toString()} ${a.value.equals(1) ? a.noun : plural(a.noun)}` : a.value.toString();
  return {
    content: [shown, '', 'Each amount an unknown, each statement an equation, solved exactly:', ...a.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [a.value.toString(), shown],
  };
}
