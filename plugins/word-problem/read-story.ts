/**
 * A story problem read sentence by sentence into equations, the question into one more equation for
 * `answer`, solved exactly, then checked: every number used, counts whole and non-negative. Anything short
 * of that is a decline naming the sentence.
 */
import Fraction from 'fraction.js';
import type { Decline } from '../../src/plugin-api.js';
import { clausesOf } from './clauses.js';
import { num, op, ref, solve, sum, support, varsOf, type Equation, type Expr } from './equations.js';
import { readItems } from './items.js';
import { addClause, nounMatches, SPENDING, type Mention, type Reading } from './mentions.js';
import { readQuestion, type Target } from './question.js';
import { readStory, type Story } from './story-text.js';
import { effectOf, lemma } from './verbs.js';

export interface StoryAnswer {
  value: Fraction;
  target: Target;
  /** The equations the answer rests on, in story order, each with its sentence. */
  steps: Equation[];
  names: Map<string, Mention>;
}

/** Nouns measured rather than counted: their values may be fractional. */
const MEASURE = /^(?:dollar|hour|minute|second|day|week|month|year|mile|pound|kilogram|gram|kg|liter|litre|gallon|foot|feet|inch|meter|metre|centimeter|cm|km|kilometer|ounce|cup|quart|pint|ton|acre|degree|yard|percent)$/;

/** Words that speak of an amount without a number. */
const VAGUE = /\b(?:some|several|few|more|less|fewer|rest|remaining|remainder|each|every|double|triple|same|equally|increase|decrease|increased|decreased|doubled|tripled|half|twice|daily|weekly|monthly|yearly)\b/;

const no = (reason: string): Decline => ({ reason });

export function solveStory(text: string): StoryAnswer | Decline | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2) return null;
  // "splits the cost with his sister": a share this reader does not divide, and must not drop (money.ts reads it).
  const shared = /\b(?:split|splits|splitting|share|shares|shared|sharing)\b/.exec(story.sentences.join(' '));
  if (shared) return no(`"${shared[0]}": an amount shared, which this reader does not divide`);
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?')) return null;
  // "If she gives away 3, how many ...?": the condition is one more statement.
  const parts = /^(.*?),\s*(how (?:many|much) .*)$/.exec(story.sentences[qi]);
  const statements = [...story.sentences.slice(0, qi), ...(parts ? [parts[1]] : [])];
  const questionText = parts ? parts[2] : story.sentences[qi];
  const reading: Reading = { mentions: [], equations: [] };
  const last = { owner: '' };
  for (const [i, s] of statements.entries()) {
    const said = `"${story.original[Math.min(i, qi)]}"`;
    if (!/#\d/.test(s)) {
      // Set aside only when it moves no amount: "He gave some to Sara" changes what is asked.
      if (VAGUE.test(s) || s.split(/\W+/).some((w) => ['gain', 'lose'].includes(effectOf(lemma(w))))) return no(`${said} changes an amount it does not give`);
      continue;
    }
    // "38 pages on Monday and some pages on Tuesday": an amount not given beside one that is; the sum is unknown.
    const unsaid = /\b(?:some|several|a few)\b(?! of)/.exec(s);
    if (unsaid) return no(`${said} has an amount it does not give ("${unsaid[0]}")`);
    const clauses = clausesOf(s, Math.min(i, qi), story.people, last);
    if (!clauses) return no(`could not tell who or what ${said} is about`);
    for (const c of clauses) {
      const { items, stray } = readItems(c.rest, story.people, (id) => story.numbers[id].money);
      if (stray.length) return no(`could not place ${story.numbers[stray[0]].text} in ${said}`);
      // "and bought some more": a change with no amount read leaves the amount unknown.
      if (!items.length && (VAGUE.test(c.rest) || ['gain', 'lose'].includes(effectOf(c.verb)))) return no(`${said} changes an amount it does not give`);
      const problem = addClause(reading, c, items, story.numbers);
      if (problem) return no(`${problem} in ${said}`);
    }
  }
  const target = readQuestion(questionText, story.people, last.owner);
  if (!target) return no(`could not read the question "${story.original[qi]}"`);
  const asked = targetExpr(reading.mentions, reading.equations, target);
  if (typeof asked === 'string') return no(asked);
  const equations = [...reading.equations, { left: 'answer', right: asked, sentence: qi }];
  let known: Map<string, Fraction>;
  try {
    known = solve(equations);
  } catch (e) {
    return no((e as Error).message);
  }
  const value = known.get('answer');
  if (!value) return no('the story does not determine the answer');
  const checked = checkAll(story, equations, known, reading.mentions);
  if (checked) return no(checked);
  const names = new Map(reading.mentions.map((m) => [m.variable, m]));
  return { value, target, steps: support('answer', equations).equations, names };
}

/** The asked quantity over the mentions; a string says why it cannot be formed. */
function targetExpr(mentions: readonly Mention[], equations: readonly Equation[], t: Target): Expr | string {
  // "they": everyone the story gives this noun to, also those known only through a comparison.
  const referred = equations.flatMap((eq) => [...varsOf(eq.right)]).filter((v) => v.startsWith('h:') && (!t.noun || nounMatches(t.noun, v.split(':')[2])));
  const owners = t.owners.length ? t.owners : [...new Set([...mentions.map((m) => m.owner), ...referred.map((v) => v.split(':')[1])])];
  // A state said twice ("Kennedy has ... If Kennedy has 10000") is one variable, counted once.
  const matching = (owner: string) =>
    mentions.filter((m, i) => (m.owner === owner || m.to === owner) && (!t.noun || nounMatches(t.noun, m.noun)) && mentions.findIndex((x) => x.variable === m.variable) === i);
  const total = (owner: string): Expr | string => {
    const found = matching(owner);
    // Known only through a comparison: "4 times as many as Benedict".
    const compared = referred.find((v) => v.split(':')[1] === owner);
    if (!found.length && (t.verb === 'hav' || t.verb === 'be') && compared) return ref(compared);
    if (!found.length) return `nothing in the story says ${t.noun ?? 'how many'} for ${owner}`;
    if (t.verb === 'hav' || t.verb === 'be') {
      const changes = found.filter((m) => m.effect === 'gain' || m.effect === 'lose');
      if (changes.length && !t.final && !t.than) return 'the question does not say whether it asks before or after the changes';
      const held = found.filter((m) => m.effect !== 'event' && m.effect !== 'lose' && m.owner === owner).map((m) => ref(m.variable));
      let e: Expr = held.length ? sum(held) : num(new Fraction(0));
      for (const m of found) if (m.effect === 'lose' && m.owner === owner) e = op('-', e, ref(m.variable));
      for (const m of found) if (m.effect === 'lose' && m.to === owner && m.owner !== owner) e = op('+', e, ref(m.variable));
      return e;
    }
    // Money asked with "spend", "pay" or "buy": any of the three paid it.
    const sameVerb = (v: string) => v === t.verb || (t.money && SPENDING.has(v) && SPENDING.has(t.verb));
    const done = found.filter((m) => sameVerb(m.verb) && m.owner === owner);
    if (!done.length) return `nothing in the story says what ${owner} did with "${t.verb}"`;
    // Everything bought is what was spent; other verbs need "in total" to sum several amounts.
    if (done.length > 1 && !t.total && !(t.money && SPENDING.has(t.verb))) return 'the question may ask for one of several amounts';
    return sum(done.map((m) => ref(m.variable)));
  };
  if (t.than) {
    const a = total(owners[0]);
    const b = total(t.than);
    if (typeof a === 'string') return a;
    if (typeof b === 'string') return b;
    return op('-', a, b);
  }
  const parts: Expr[] = [];
  for (const o of owners) {
    const e = total(o);
    if (typeof e === 'string') {
      if (!t.owners.length && o === 'there' && t.verb !== 'hav') continue;
      return e;
    }
    parts.push(e);
  }
  if (parts.length > 1 && !t.total && !t.owners.length) return 'the question may ask for one of several amounts';
  return parts.length ? sum(parts) : 'nothing in the story matches the question';
}

/** Every number used, every value determined, counts whole and non-negative. */
function checkAll(story: Story, equations: readonly Equation[], known: ReadonlyMap<string, Fraction>, mentions: readonly Mention[]): string | null {
  const used = support('answer', equations);
  for (const n of story.numbers) {
    if (!used.numbers.has(n.id)) return `the number ${n.text} in "${story.original[n.sentence]}" is not used by the answer`;
  }
  for (const eq of used.equations) {
    const v = known.get(eq.left);
    if (!v) return `the story does not determine every quantity in "${story.original[eq.sentence]}"`;
    if (v.compare(0) < 0) return `a quantity comes out negative in "${story.original[eq.sentence]}"`;
    const m = mentions.find((x) => x.variable === eq.left);
    const noun = m?.noun ?? '';
    if (m && !MEASURE.test(noun.split(' ').at(-1)!) && v.d !== 1n) return `a count of ${noun}s comes out as ${v.toFraction()} in "${story.original[eq.sentence]}"`;
  }
  return null;
}
