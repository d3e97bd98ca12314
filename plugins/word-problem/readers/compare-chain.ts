/**
 * Comparison chains: amounts of named people, things or times defined through each other and then combined.
 * "Natalia sold 48 clips in April, and then half as many in May. How many clips did she sell altogether?",
 * "Jenny has 6 cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando.
 * How many cards do they have in all?", "Billy made 49 sandwiches; Katelyn made 47 more than that. Chloe made
 * a quarter of the amount that Katelyn made. How many sandwiches did they make in all?".
 *
 * Each amount is an unknown keyed by who, what and when ("on Monday", "in May", "yesterday") or where; each
 * clause is one linear equation; the system is solved exactly (linear.ts). The core relations reader reads
 * owners only and one statement shape; this one reads times and places, the elided "and half as many in May",
 * "that many", "N more than half of what X did", and a wider set of questions. It declines when: a pronoun
 * could be two people, "that many" could be more than one amount, "k times more" (read two ways), a number
 * is not used, the verbs differ, the question's noun, people or time do not pick out amounts of the story,
 * or an amount comes out negative or, for counted things, not whole.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { Cursor, numId, splitQuestion } from '../cursor.js';
import { evaluate, ladd, lconst, lscale, lvar, solveLinear, type Lin, type LinEquation } from '../linear.js';
import { clauses, factor, HAVE, KINDS, STOP } from '../relations.js';
import { showAmount, showValue } from '../reply.js';
import { readStory, singular, type Story } from '../story-text.js';
import { isMeasure, unitWord } from '../units.js';
import { lemma } from '../verbs.js';
import { counted } from './counts.js';

interface Qty {
  key: string;
  subject: string;
  noun: string;
  qual: string | null;
  sentence: number;
  /** Given a plain count of its own. */
  literal: boolean;
}

interface Ctx {
  story: Story;
  used: Set<number>;
  eqs: LinEquation[];
  steps: string[];
  qtys: Qty[];
  verb: string | null;
  /** People (and "his sister"-like owners) spoken of, in order, for pronouns. */
  persons: string[];
  last: Qty | null;
  sentence: number;
  /** Amounts stated in each sentence, for "that many". */
  perSentence: Map<number, number>;
  /** The noun last counted, for "Kenley has twice as many as McKenna". */
  lastNoun: string | null;
}

type Fail = string;

const DAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const SPANS = /^(?:day|week|month|year|morning|afternoon|evening|night|weekend|semester|season|hour|game|round|quarter|half|trip|visit|time|term|period)$/;
const ORDINALS = /^(?:first|second|third|fourth|fifth|sixth|next|following|previous|last|other|same)$/;
/** Words a comparison needs; without one the story is not read here. */
const COMPARES = /\b(?:as many|as much|times|twice|half|double|triple|third|quarter|fourth|fifth|that many|that much|that amount|that number|of what|(?:more|fewer|less)\b[^.?!]*\bthan)\b/i;
/**
 * Stories with changes over time, shares or plans are other readers' (a changed amount is not the amount compared
 * with); change verbs and rates ("gave", "each") fail the one-verb rule or the clause grammar on their own.
 */
const OTHER_STEPS = /\b(?:left|remain\w*|rest|average|shared?|split|divided|traded|returned|after|before|now|still|already|initially|originally|at first|anymore|instead|would|plans?|wants?|needs?|if not|%|percent|of them|of it|of these|of those)\b/;
const RELATIVES = /^(?:sister|brother|mother|father|mom|dad|mum|son|daughter|friend|cousin|aunt|uncle|grandmother|grandfather|grandma|grandpa|wife|husband|neighbor|neighbour|classmate|teammate|partner|roommate|boss|coach|teacher|sibling|twin)$/;
const GROUP = /^(?:boys|girls|children|kids|friends|siblings|brothers|sisters|people|men|women|students|players|persons|adults|cousins|teams|classes)$/;
const TOTAL_WORDS: string[][] = [['in', 'total'], ['total'], ['altogether'], ['all', 'together'], ['in', 'all'], ['combined'], ['together'], ['put', 'together'], ['overall'], ['between', 'them'], ['collectively'], ['both']];
/** A noun phrase's head must agree: "card" with "pokemon card", never "red apple" with "green apple". */
const fits = (a: string, b: string) => a === b || a === '?' || b === '?' || a.endsWith(` ${b}`) || b.endsWith(` ${a}`);
const head = (n: string) => n.split(' ').at(-1)!;

export function readComparisonChain(text: string): Answer | null {
  const r = readChain(text);
  return typeof r === 'string' ? null : r;
}

/** The answer, or why the story is not read (for the working and for study). */
export function readChain(text: string): Answer | Fail {
  if (!COMPARES.test(text)) return 'nothing compared';
  // "... how many? Thanks!": a courtesy after the question is not a sentence of the story.
  const story = readStory(text.replace(/\s*(?:thanks|thank you|thx|cheers)(?: so much| a lot)?[.!]*\s*$/i, ''));
  if (!story || story.sentences.length < 2) return 'not a story of two sentences';
  if (story.numbers.some((n) => n.money || n.percent)) return 'money or percent';
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?')) return 'no question mark';
  const other = OTHER_STEPS.exec(story.sentences.join(' . '));
  if (other) return `other steps ("${other[0]}")`;
  const split = splitQuestion(story, (q) => q.findIndex((w, k) => w === 'how' && q[k + 1] === 'many'));
  if (!split) return 'no "how many" question';
  const statements = [...split.statements];
  let question = split.question;
  // "How many dolls do they have combined if Vera has 20 dolls?": the condition is one more statement.
  const cond = question.findIndex((w, k) => k > 2 && w === 'if');
  if (cond > 0) {
    statements.push({ t: question.slice(cond + 1), s: qi });
    question = question.slice(0, question[cond - 1] === ',' ? cond - 1 : cond);
  }
  const ctx: Ctx = { story, used: new Set(), eqs: [], steps: [], qtys: [], verb: null, persons: [], last: null, sentence: 0, perSentence: new Map(), lastNoun: null };
  for (const st of statements) {
    ctx.sentence = st.s;
    // A setting with no amount and nothing compared: "Lexie and Tom went apple picking."
    if (!st.t.some((w) => numId(w) !== null || /^(?:as|more|fewer|less|times|total|together|altogether|combined|same|all|some|none|only|number|amount|that)$/.test(w))) {
      // "Matias is a salesman.": the one person a later "he" can mean; every name said counts against a pronoun.
      for (const w of st.t) if (isName(ctx, w)) note(ctx, w);
      continue;
    }
    // "Quick one please: Lucas planted 16 tulips.": a lead-in before a colon with no number in it.
    const colon = st.t.indexOf(':');
    const r = sentence(ctx, colon >= 0 && !st.t.slice(0, colon).some((w) => numId(w) !== null) ? st.t.slice(colon + 1) : st.t);
    if (r) return `${r} in "${story.original[st.s]}"`;
  }
  const target = ask(ctx, new Cursor(question));
  if (typeof target === 'string') return `${target} (question)`;
  for (const n of story.numbers) if (!ctx.used.has(n.id)) return `${n.text} not used`;
  const solved = solveLinear(ctx.eqs);
  if ('problem' in solved) return solved.problem;
  for (const q of ctx.qtys) {
    const x = solved.values.get(q.key);
    if (!x || x.compare(0) < 0) return `${label(q)} not determined or negative`;
    if (x.d !== 1n && !isMeasure(unitWord(head(q.noun)))) return `${label(q)} not whole`;
  }
  const value = evaluate(target.expr, solved.values);
  if (!value || value.compare(0) < 0) return 'answer not determined or negative';
  const noun = target.noun === '?' ? null : target.noun;
  if (value.d !== 1n && !(noun && isMeasure(unitWord(head(noun))))) return 'answer not whole';
  const shown = noun && !isMeasure(unitWord(head(noun))) ? counted(value, noun) : showAmount(value, noun);
  return {
    content: [shown, '', 'Each amount an unknown (who, what, when), each statement an equation, solved exactly:', ...ctx.steps.map((s) => `- ${s}`), `- asked: ${target.said}`].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(value), shown])],
  };
}

/** A statement: clauses joined by ", and", "and", ",", ";", "while", "but". Null when read whole. */
const sentence = (ctx: Ctx, t: string[]): Fail | null => clauses(ctx, t, clause);

const isName = (ctx: Ctx, w: string | undefined) => !!w && ctx.story.people.includes(w) && !STOP.has(w);

/** The one person a pronoun can mean: only when a single person has been spoken of. */
function onlyPerson(ctx: Ctx): string | null {
  const people = [...new Set(ctx.persons.filter((p) => !p.includes(' ')))];
  return people.length === 1 && new Set(ctx.persons).size === 1 ? people[0] : null;
}

/** Who a clause is about: a name, "Andrew's dog", "his sister" (Flora), "he/she" (the one person), "there", "the first machine". */
function subjectOf(ctx: Ctx, c: Cursor): string | null {
  const w = c.w;
  if (!w) return null;
  if (w === 'there') {
    c.i++;
    return 'there';
  }
  if (w === 'he' || w === 'she') {
    const p = onlyPerson(ctx);
    if (!p) return null;
    c.i++;
    return p;
  }
  if ((w === 'his' || w === 'her') && RELATIVES.test(c.at(1) ?? '')) {
    const p = onlyPerson(ctx);
    if (!p) return null;
    c.i += 2;
    // "His sister Flora", "her friend, Nelly,".
    if (isName(ctx, c.w)) return c.t[c.i++];
    if (c.w === ',' && isName(ctx, c.at(1)) && c.at(2) === ',') {
      c.i += 3;
      return c.t[c.i - 2];
    }
    return `${p} ${c.t[c.i - 1]}`;
  }
  if (w === 'the' && ORDINALS.test(c.at(1) ?? '') && /^[a-z]+$/.test(c.at(2) ?? '') && !STOP.has(c.at(2)!) && !HAVE.has(c.at(2)!)) {
    c.i += 3;
    return `the ${c.t[c.i - 2]} ${singular(c.t[c.i - 1])}`;
  }
  if (w === 'it' || w === 'they') {
    // "it", "they": the one thing spoken of ("A zoo has 21 penguins. It has ..."), never a person.
    const subjects = [...new Set(ctx.qtys.map((q) => q.subject))];
    if (subjects.length !== 1 || !subjects[0].startsWith('the ') || ctx.persons.length) return null;
    c.i++;
    return subjects[0];
  }
  if (w === 'a' || w === 'an' || w === 'the') {
    // "A garden produced ...", "The box contains ...": the words up to the verb before the amount, or a thing already named.
    for (const q of new Set(ctx.qtys.map((x) => x.subject))) {
      const words = q.split(' ').slice(1);
      if (q.startsWith('the ') && words.every((x, k) => c.at(1 + k) === x || (k === words.length - 1 && singular(c.at(1 + k) ?? '') === x))) {
        c.i += 1 + words.length;
        return q;
      }
    }
    for (let j = c.i + 2; j <= c.i + 4 && j < c.t.length; j++) {
      const words = c.t.slice(c.i + 1, j);
      if (!words.every((x) => /^[a-z]+$/.test(x) && !STOP.has(x) && !HAVE.has(x))) break;
      const v = c.t[j];
      const next = /^(?:up|out|down|away|off|in)$/.test(c.t[j + 1] ?? '') ? c.t[j + 2] : c.t[j + 1];
      if (/^[a-z]+$/.test(v) && (!STOP.has(v) || HAVE.has(v)) && startsAmount(next)) {
        c.i = j;
        return `the ${words.slice(0, -1).join(' ')}${words.length > 1 ? ' ' : ''}${singular(words.at(-1)!)}`;
      }
    }
    return null;
  }
  if (isName(ctx, w)) {
    c.i++;
    // "Andrew's dog", "Jon's textbooks": a thing of theirs.
    if (c.w === 's' && /^[a-z]+$/.test(c.at(1) ?? '') && !STOP.has(c.at(1)!) && !HAVE.has(c.at(1)!) && !isName(ctx, c.at(1))) {
      c.i += 2;
      return `${w} ${singular(c.t[c.i - 1])}`;
    }
    return w;
  }
  return null;
}

/** "on Monday", "in April", "yesterday", "last week", "the next day", "in the morning": a time; "in the run", "at the mall": a place. */
function qualifier(c: Cursor): string | null {
  const w = c.w;
  if (!w) return null;
  if (/^(?:yesterday|today|tomorrow|tonight)$/.test(w) || DAYS.has(w)) {
    c.i++;
    if (/^(?:morning|afternoon|evening|night)$/.test(c.w ?? '')) return `${w} ${c.t[c.i++]}`;
    return w;
  }
  if (/^(?:this|last|next|that)$/.test(w) && SPANS.test(c.at(1) ?? '')) {
    c.i += 2;
    return `${w} ${c.t[c.i - 1]}`;
  }
  if (w === 'the' && ORDINALS.test(c.at(1) ?? '') && SPANS.test(c.at(2) ?? '')) {
    c.i += 3;
    return `the ${c.t[c.i - 2]} ${c.t[c.i - 1]}`;
  }
  if (/^(?:on|in|during|at|for)$/.test(w)) {
    const x = c.at(1) ?? '';
    if (DAYS.has(x) || MONTHS.has(x)) {
      c.i += 2;
      if (/^(?:morning|afternoon|evening|night)$/.test(c.w ?? '')) return `${x} ${c.t[c.i++]}`;
      return x;
    }
    if (x === 'the' && ORDINALS.test(c.at(2) ?? '') && SPANS.test(c.at(3) ?? '')) {
      c.i += 4;
      return `the ${c.t[c.i - 2]} ${c.t[c.i - 1]}`;
    }
    if (x === 'the' && /^(?:morning|afternoon|evening)$/.test(c.at(2) ?? '')) {
      c.i += 3;
      return c.t[c.i - 1];
    }
    if (w === 'at' && x === 'night') {
      c.i += 2;
      return 'night';
    }
    // A place: "in the run", "on the back wheel", "at the mall", "in his collection".
    if (w !== 'for' && w !== 'during' && /^(?:the|his|her|their|a|an)$/.test(x)) {
      const save = c.i;
      c.i += 2;
      const words: string[] = [];
      while (c.w && words.length < 3 && /^[a-z]+$/.test(c.w) && !STOP.has(c.w) && !HAVE.has(c.w)) words.push(c.t[c.i++]);
      if (!words.length) {
        c.i = save;
        return null;
      }
      return `@${words.map(singular).join(' ')}`;
    }
  }
  return null;
}

/** A noun phrase of up to three words, singular at its head ("digits of pi" whole); null when none. */
function nounOf(ctx: Ctx, c: Cursor): string | null {
  const words: string[] = [];
  while (c.w && words.length < 3 && /^[a-z]+$/.test(c.w) && !STOP.has(c.w) && !HAVE.has(c.w) && !isName(ctx, c.w) && !MONTHS.has(c.w) && !qualifier(new Cursor(c.t, c.i))) words.push(c.t[c.i++]);
  if (!words.length) return null;
  words[words.length - 1] = singular(words[words.length - 1]);
  if (c.w === 'of' && /^[a-z]+$/.test(c.at(1) ?? '') && !STOP.has(c.at(1)!) && !HAVE.has(c.at(1)!) && !isName(ctx, c.at(1))) {
    words.push('of', c.at(1)!);
    c.i += 2;
  }
  return words.join(' ');
}

/** One clause; returns its subject for the next clause to inherit. */
function clause(ctx: Ctx, c: Cursor, inherited: string | null): { subject: string } | Fail {
  while (c.eat('if') || c.eat('and') || c.eat('so') || c.eat('also') || c.eat('only') || c.eat('then'));
  const before: string[] = [];
  for (let q = qualifier(c); q; q = qualifier(c)) {
    before.push(q);
    c.eat(',');
  }
  let subject = subjectOf(ctx, c);
  let verb: string | null = null;
  if (subject) {
    if (subject !== 'there') note(ctx, subject);
    c.eat('also') || c.eat('only') || c.eat('then');
    if (subject === 'there') {
      if (!(c.eat('are') || c.eat('were') || c.eat('is') || c.eat('was'))) return 'no verb after "there"';
      verb = 'be';
    } else {
      // "was able to get", "can do", "has traveled to".
      if (c.eat('was', 'able', 'to') || c.eat('were', 'able', 'to') || c.eat('can') || c.eat('could')) void 0;
      else if (/^(?:has|have|had)$/.test(c.w ?? '') && /ed$/.test(c.at(1) ?? '')) c.i++;
      const v = c.w ?? '';
      if (!/^[a-z]+$/.test(v) || (STOP.has(v) && !HAVE.has(v))) return `no verb at "${v}"`;
      c.i++;
      verb = HAVE.has(v) ? 'have' : lemma(v);
      // "picked up 25", "handed out 150".
      if (/^(?:up|out|down|away|off|in)$/.test(c.w ?? '') && startsAmount(c.at(1))) c.i++;
    }
  } else {
    // "and then half as many in May", "and twice as many on the back wheel": the clause before's subject and verb.
    if (!inherited || !startsAmount(c.w)) return `could not tell whose amount "${c.t.slice(c.i, c.i + 3).join(' ')}" is`;
    subject = inherited;
  }
  if (verb) {
    if (ctx.verb && ctx.verb !== verb) return `two verbs ("${ctx.verb}", "${verb}")`;
    ctx.verb = verb;
  }
  for (let first = true; ; first = false) {
    if (!first) {
      const save = c.i;
      if (!(c.eat(',', 'and') || c.eat('and') || c.eat(','))) break;
      if (!startsAmount(c.w)) {
        c.i = save;
        break;
      }
    }
    const r = amount(ctx, c, subject, before);
    if (r) return r;
  }
  return { subject };
}

const startsAmount = (w: string | undefined) => numId(w) !== null || w === 'double' || w === 'triple';

function note(ctx: Ctx, who: string): void {
  if (who !== 'there' && !who.startsWith('the ')) ctx.persons.push(who);
}

/** An amount and its trailing time or place; adds its equation. */
function amount(ctx: Ctx, c: Cursor, subject: string, prefix: string[]): Fail | null {
  const before = [...prefix];
  const id = numId(c.w);
  if (id === null && !startsAmount(c.w)) return `no amount at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  const save = c.i;
  let form: Lin;
  let noun: string | null;
  const f = factor(ctx, c, true);
  if (f) {
    if (/^(?:more|fewer|less|older|younger|bigger|larger|smaller)$/.test(c.w ?? '')) return '"times more" is read two ways';
    const r = compared(ctx, c, subject, f, null, before);
    if (typeof r === 'string') return r;
    form = r.form;
    noun = r.noun;
  } else {
    c.i = save + 1;
    const n0 = ctx.story.numbers[id!];
    ctx.used.add(id!);
    let dir = c.eat('more') ? 1 : c.eat('fewer') || c.eat('less') ? -1 : 0;
    noun = nounOf(ctx, c);
    if (!dir) dir = c.eat('more') ? 1 : c.eat('fewer') || c.eat('less') ? -1 : 0;
    // "three fewer in August than she did in July".
    const mid = dir ? qualifier(c) : null;
    if (mid) before.push(mid);
    if (dir) {
      if (!(c.eat('than') || c.eat('compared', 'to'))) return `"${n0.text} more" with no "than"`;
      const g = factor(ctx, c, true);
      const r = compared(ctx, c, subject, g ?? new Fraction(1), noun, before, g === null);
      if (typeof r === 'string') return r;
      noun ??= r.noun;
      form = ladd(r.form, lconst(n0.value), dir as 1 | -1);
    } else form = lconst(n0.value);
  }
  noun ??= ctx.lastNoun;
  if (!noun) return 'no thing counted';
  const after: string[] = [];
  for (let q = qualifier(c); q; q = qualifier(c)) after.push(q);
  const quals = [...before, ...after];
  if (quals.length > 1) return 'two times or places for one amount';
  const v = quantity(ctx, subject, noun, quals[0] ?? null, form.terms.size === 0);
  if (typeof v === 'string') return v;
  // "On Sunday she sold half as many as Sunday": a slip the story makes, not an equation to solve.
  if (form.terms.has(v.key)) return `${label(v)} compared with itself`;
  ctx.eqs.push({ left: lvar(v.key), right: form, sentence: ctx.sentence });
  ctx.steps.push(`sentence ${ctx.sentence + 1}: ${label(v)} = ${show(ctx, form)}`);
  ctx.last = v;
  ctx.lastNoun = noun;
  ctx.perSentence.set(ctx.sentence, (ctx.perSentence.get(ctx.sentence) ?? 0) + 1);
  return null;
}

const label = (q: Qty) => `${q.subject === 'there' ? '' : `${q.subject} `}(${q.noun}${q.qual ? `, ${q.qual.replace(/^@/, 'at ')}` : ''})`;

function show(ctx: Ctx, e: Lin): string {
  const parts: string[] = [];
  for (const [n, k] of e.terms) {
    const q = ctx.qtys.find((x) => x.key === n)!;
    parts.push(`${k.equals(1) ? '' : `${k.toFraction()} × `}${label(q)}`);
  }
  if (!e.k.equals(0) || !parts.length) parts.push(showValue(e.k));
  return parts.join(' + ').replace(/\+ -/g, '- ');
}

/** The amount for (subject, noun, qual): the one already spoken of, or a new unknown. */
function quantity(ctx: Ctx, subject: string, noun: string, qual: string | null, literal: boolean): Qty | Fail {
  const key = `${subject}|${noun}|${qual ?? ''}`;
  let q = ctx.qtys.find((x) => x.key === key);
  if (!q) {
    // "Orlando has 2 more cards than Jenny" after "Jenny has 6 Pokemon cards": one amount, said two ways.
    const like = ctx.qtys.filter((x) => x.subject === subject && x.qual === qual && fits(x.noun, noun));
    if (like.length > 1) return `which of ${subject}'s amounts is meant`;
    if (like.length === 1) q = like[0];
  }
  if (q && literal) {
    // "5 apples in the red basket and 5 apples in the blue one": two counts this reader would take for one.
    if (q.literal) return `two counts of ${noun} for ${subject}`;
    q.literal = true;
  }
  if (!q) {
    q = { key, subject, noun, qual, sentence: ctx.sentence, literal };
    ctx.qtys.push(q);
  }
  return q;
}

/** What an amount is compared with: someone's like amount, a time's, a thing of the same owner, or the one just said. */
function lookup(ctx: Ctx, subject: string, noun: string | null, qual: string | null, explicit = false): Qty | Fail {
  const n = noun ?? ctx.lastNoun;
  if (!n) return 'no thing counted';
  // A time or place named ("as she did on Monday") picks that one only.
  const mine = ctx.qtys.filter((x) => x.subject === subject && fits(x.noun, n) && (!explicit || x.qual === qual));
  const exact = mine.filter((x) => x.noun === n);
  let found = exact.length ? exact : mine;
  if (found.length > 1) found = found.filter((x) => x.qual === qual);
  if (found.length > 1) return `which of ${subject}'s amounts is meant`;
  if (found.length === 1) return found[0];
  return quantity(ctx, subject, n, qual, false);
}

/** "that many", "as many" with nothing after: the amount just said, when no other could be meant. */
function previous(ctx: Ctx): Qty | Fail {
  const q = ctx.last;
  if (!q) return 'no amount for "that" to mean';
  const count = ctx.perSentence.get(q.sentence) ?? 0;
  const sole = ctx.qtys.length === 1;
  if (!sole && !(count === 1 && q.sentence < ctx.sentence && !ctx.perSentence.get(ctx.sentence))) return '"that many" could mean more than one amount';
  return q;
}

/**
 * After a factor (or a bare "than"): "as many N as R", "as many" (the one before), "that many", "the number of N R
 * has", "what R did", "R's N", "R". The compared amount scaled.
 */
function compared(ctx: Ctx, c: Cursor, subject: string, f: Fraction, known: string | null, mid: string[], bare = false): { form: Lin; noun: string | null } | Fail {
  let noun = known;
  let ref: Qty | Fail | null = null;
  if (c.eat('as', 'many') || c.eat('as', 'much')) {
    noun = nounOf(ctx, c) ?? noun;
    // "twice as many on Tuesday as on Monday": the time is the amount's own.
    const q0 = qualifier(c);
    if (q0) mid.push(q0);
    if (c.eat('as')) ref = reference(ctx, c, subject, noun);
    else ref = previous(ctx);
  } else if (c.eat('that', 'many') || c.eat('that', 'number') || c.eat('that', 'amount') || c.eat('that', 'much') || c.eat('that')) {
    noun = nounOf(ctx, c) ?? noun;
    ref = previous(ctx);
  } else if (c.eat('the', 'number', 'of') || c.eat('the', 'amount', 'of')) {
    // "the number of Oreos Jordan has", "the number of cows We have", "the amount Katelyn made".
    const m = nounOf(ctx, c);
    noun ??= m;
    c.eat('that');
    if (isName(ctx, c.w)) ref = reference(ctx, c, subject, m ?? noun);
    else if (c.eat('as')) ref = reference(ctx, c, subject, m ?? noun);
    else return 'no one after "the number of"';
  } else if (c.eat('the', 'amount', 'that') || c.eat('the', 'amount') || c.eat('what')) {
    ref = reference(ctx, c, subject, noun);
  } else if (bare || isName(ctx, c.w)) {
    ref = reference(ctx, c, subject, noun);
  } else return `could not read the comparison at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  if (typeof ref === 'string') return ref;
  if (!ref) return 'nothing compared with';
  return { form: lscale(lvar(ref.key), f), noun: noun ?? (ref.noun === '?' ? null : ref.noun) };
}

/** R: "Jenny", "Jenny did", "Jenny's", "his sister", "him", "that", "goldfish" (the subject's own), "on Monday". */
function reference(ctx: Ctx, c: Cursor, subject: string, noun: string | null): Qty | Fail {
  const w = c.w;
  if (!w) return 'nothing compared with';
  const q = qualifier(c);
  if (q) return lookup(ctx, subject, noun, q, true);
  if (c.eat('that')) return previous(ctx);
  // "as he did on Monday", "than she did in July": the subject's own amount at another time.
  if ((w === 'he' || w === 'she' || w === 'it' || w === 'they') && (subject === onlyPerson(ctx) || subject.startsWith('the '))) {
    const save = c.i;
    c.i++;
    if (/^(?:has|have|had|does|did|do|is|was)$/.test(c.w ?? '') || (c.w && ctx.verb && /^[a-z]+$/.test(c.w) && lemma(c.w) === ctx.verb)) c.i++;
    const when = qualifier(c);
    if (when && !when.startsWith('@')) return lookup(ctx, subject, noun, when, true);
    c.i = save;
    return 'a pronoun compared with';
  }
  let who: string | null = null;
  if (isName(ctx, w)) {
    c.i++;
    who = w;
    if (c.eat('s')) {
      const m = nounOf(ctx, c);
      if (m && !fits(m, noun ?? m)) return `${m} compared with ${noun}`;
      noun ??= m;
    }
  } else if ((w === 'his' || w === 'her') && RELATIVES.test(c.at(1) ?? '')) {
    const p = onlyPerson(ctx);
    if (!p) return 'a pronoun that could mean two people';
    c.i += 2;
    who = `${p} ${c.t[c.i - 1]}`;
  } else if (w === 'him' || w === 'her') {
    const others = [...new Set(ctx.persons)].filter((o) => o !== subject && !o.includes(' '));
    if (others.length !== 1) return 'a pronoun that could mean two people';
    c.i++;
    who = others[0];
  } else if (w === 'the' && ORDINALS.test(c.at(1) ?? '') && /^[a-z]+$/.test(c.at(2) ?? '')) {
    c.i += 3;
    who = `the ${c.t[c.i - 2]} ${singular(c.t[c.i - 1])}`;
  }
  if (who) {
    note(ctx, who);
    // "as Bob did", "than Carlos memorized", "as Bob has".
    if (/^(?:has|have|had|does|did|do|is|was)$/.test(c.w ?? '')) c.i++;
    else if (c.w && ctx.verb && /^[a-z]+$/.test(c.w) && lemma(c.w) === ctx.verb) c.i++;
    const r = lookup(ctx, who, noun, null);
    return r;
  }
  // Things of the subject's own: "twice as many cars as trucks", "than the cucumbers".
  c.eat('the');
  const m = nounOf(ctx, c);
  if (!m) return `could not tell what is compared at "${c.t.slice(c.i, c.i + 3).join(' ')}"`;
  if (noun && fits(m, noun)) return `"${m}" compared with itself`;
  return lookup(ctx, subject, m, null);
}

/** The question: "how many [more] N do/did WHO VERB [when] [in total] [than R]", "how many N are there [in total]". */
function ask(ctx: Ctx, c: Cursor): { expr: Lin; noun: string; said: string } | Fail {
  if (!c.eat('how', 'many')) return 'not a "how many" question';
  const more = c.eat('more') ? 1 : c.eat('fewer') || c.eat('less') ? -1 : 0;
  let total = c.eat('total');
  let noun = nounOf(ctx, c);
  const totalWord = () => TOTAL_WORDS.some((w) => c.eat(...w));
  if (totalWord()) total = true;
  let who: string[] | null = null;
  let group = false;
  const quals: string[] = [];
  const everyone = () => [...new Set(ctx.qtys.map((q) => q.subject))];
  if (c.eat('are', 'there') || c.eat('were', 'there') || c.eat('is', 'there')) {
    if (ctx.verb !== 'have' && ctx.verb !== 'be') return 'the question asks what there is, the story counts a doing';
    who = everyone();
    group = true;
  } else {
    if (!(c.eat('does') || c.eat('do') || c.eat('did') || c.eat('will') || c.eat('can') || c.eat('could'))) return 'a question this reader does not follow';
    const save = c.i;
    if (c.eat('they') || c.eat('both', 'of', 'them') || c.eat('all', 'of', 'them') || c.eat('the', 'two', 'of', 'them')) {
      who = everyone();
      group = true;
    } else {
      // "the three girls", "the 3 people", "all three", "the three of them", "these three boys".
      c.i = save;
      c.eat('the') || c.eat('these') || c.eat('those') || c.eat('all');
      const id = numId(c.w);
      if (id !== null) c.i++;
      if ((id !== null || c.t[save] === 'the' || c.t[save] === 'these') && (c.eat('of', 'them') || (GROUP.test(c.w ?? '') && ++c.i > 0) || (id !== null && c.t[save] === 'all'))) {
        who = everyone();
        group = true;
        if (id !== null) {
          ctx.used.add(id);
          if (!ctx.story.numbers[id].value.equals(who.length)) return 'the question counts other people';
        }
      } else {
        c.i = save;
        who = [];
        for (;;) {
          const w = c.w;
          if (w === 'he' || w === 'she') {
            const p = onlyPerson(ctx);
            if (!p) return 'a pronoun that could mean two people';
            c.i++;
            who.push(p);
          } else {
            const s = subjectOf(ctx, c);
            if (!s || s === 'there') break;
            who.push(s);
          }
          if (!(c.eat(',', 'and') || c.eat('and') || c.eat(','))) break;
        }
        if (!who.length) return 'no one in the question';
        if (who.length > 1) group = true;
      }
    }
    c.eat('also') || c.eat('still');
    if (c.eat('have', 'to')) void 0;
    const v = c.w ?? '';
    c.i++;
    if ((HAVE.has(v) ? 'have' : lemma(v)) !== ctx.verb) return `the question asks "${v}", the story counts with another verb`;
    if (/^(?:up|out|down|away|off)$/.test(c.w ?? '')) c.i++;
    if (!noun) noun = nounOf(ctx, c);
  }
  let than: Qty | null = null;
  for (;;) {
    if (totalWord()) {
      total = true;
      continue;
    }
    // "on the two days", "over these three weeks", "in both months": every time the story speaks of, counted.
    const save = c.i;
    if ((c.eat('on') || c.eat('in') || c.eat('over') || c.eat('during') || c.eat('for') || c.eat('across')) && (c.eat('the') || c.eat('these') || c.eat('those') || c.eat('both') || true)) {
      const id = numId(c.w);
      const n = id !== null ? ctx.story.numbers[id].value : c.t[c.i - 1] === 'both' ? new Fraction(2) : null;
      if (id !== null) c.i++;
      if (n && /^(?:days|weeks|months|years|weekends|nights|mornings)$/.test(c.w ?? '')) {
        c.i++;
        if (id !== null) ctx.used.add(id);
        const times = new Set(ctx.qtys.map((q) => q.qual));
        if (times.has(null) || !n.equals(times.size)) return 'the days asked are not the days of the story';
        total = true;
        continue;
      }
      c.i = save;
    }
    const q = qualifier(c);
    if (q) {
      quals.push(q);
      if (c.eat('and') || c.eat(',')) continue;
      continue;
    }
    if (more && (c.eat('than') || c.eat('compared', 'to') || c.eat('compared', 'with'))) {
      if (than) return 'two "than"';
      const r = reference(ctx, c, who![0], noun);
      if (typeof r === 'string') return r;
      than = r;
      continue;
    }
    break;
  }
  if (!c.done()) return `could not read "${c.t.slice(c.i).join(' ')}"`;
  const asked = noun ?? '?';
  // The question's times pick amounts ("in May"); places only ever name where all of them are.
  // "in April and May" when those are all the story's times, or "yesterday" when it is the only one: no choice made.
  const storyTimes = new Set(ctx.qtys.map((q) => q.qual).filter((q): q is string => !!q && !q.startsWith('@')));
  let times = quals.filter((q) => !q.startsWith('@'));
  const timesAsked = times.length;
  if (times.length && times.length === storyTimes.size && times.every((t) => storyTimes.has(t))) times = [];
  const places = new Set(ctx.qtys.map((q) => q.qual).filter((q) => q?.startsWith('@')));
  if (quals.some((q) => q.startsWith('@')) && places.size > 1) return 'a place in the question among several';
  const pick = (subjects: string[]): Qty[] | Fail => {
    const theirs = ctx.qtys.filter((q) => subjects.includes(q.subject));
    // A time asked where some amounts were given none: which of them it picks is not said.
    if (times.length && theirs.some((q) => !q.qual)) return 'a time in the question, amounts with no time in the story';
    const mine = theirs.filter((q) => !times.length || times.includes(q.qual ?? ''));
    let parts = mine.filter((q) => fits(q.noun, asked));
    if (!parts.length && KINDS.has(head(asked))) parts = mine;
    if (!parts.length) return `nothing counts ${asked}`;
    // A total asked over things that are not all of the asked kind ("how many apples" with pears said).
    if (total && mine.some((q) => !parts.includes(q)) && !KINDS.has(head(asked))) return 'other things counted beside the asked ones';
    if (times.some((t) => !mine.some((q) => q.qual === t))) return 'a time in the question the story does not speak of';
    // "How many balloons does Ned have" when only his red ones are told and someone has blue ones: not all of his.
    if (parts.every((q) => q.noun !== asked && q.noun.endsWith(` ${asked}`)) && !KINDS.has(head(asked))) {
      const kinds = new Set(ctx.qtys.filter((q) => q.noun.endsWith(` ${asked}`)).map((q) => q.noun));
      for (const who of subjects) if ([...kinds].some((k) => !parts.some((q) => q.subject === who && q.noun === k))) return `not every kind of ${asked} is told for ${who}`;
    }
    return parts;
  };
  if (!who?.length) return 'no one in the question';
  const parts = pick(who);
  if (typeof parts === 'string') return parts;
  if (parts.length > 1 && !total && !group && timesAsked < 2) return 'the question may ask for one of several amounts';
  let expr = lconst(0);
  for (const p of parts) expr = ladd(expr, lvar(p.key));
  let said = `${parts.map(label).join(' + ')}`;
  if (more) {
    if (!than || parts.length !== 1) return 'a difference this reader does not follow';
    if (than.key === parts[0].key) return 'a difference of an amount with itself';
    expr = ladd(expr, lvar(than.key), -1);
    if (more < 0) expr = lscale(expr, new Fraction(-1));
    said = more > 0 ? `${label(parts[0])} - ${label(than)}` : `${label(than)} - ${label(parts[0])}`;
  } else if (than) return 'a "than" with no difference asked';
  return { expr, noun: asked === '?' ? (parts.every((p) => fits(p.noun, parts[0].noun)) ? parts[0].noun : '?') : asked, said };
}
