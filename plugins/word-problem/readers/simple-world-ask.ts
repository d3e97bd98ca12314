/**
 * The question of a small story, answered from the world the story built (simple-world.ts): a stock now or at first
 * ("how many does Grace have left", "how many were on the fence at first"), what was done ("how many did he sell",
 * "how many were eaten"), a difference ("how many more did he lose than he found", "how many fewer were sold on
 * Sunday than on Saturday"), or a sum ("how many do they have together"). Null when the question is not one of
 * these, names something the story does not hold, or asks for an amount the story leaves open.
 */
import Fraction from 'fraction.js';
import { lemma } from '../verbs.js';
import { BE, isVerbWord, PARTICIPLE } from './simple-world-read.js';
import { valueOf, type Deed, type Lin, type Stock, type World } from './simple-world-model.js';
import { nounOf, relation, withNoun, type Noun } from './simple-text.js';

export interface Asked {
  value: Fraction;
  noun: Noun;
  how: string;
  steps: string[];
}

const START = /\b(?:at first|to (?:begin|start) with|originally|initially|in the beginning|at the (?:start|beginning)|before)\b/;
const TOTAL = /\b(?:altogether|in all|in total|all together|together|combined|total|both|in both [a-z]+)\b/;
const FINAL = /\b(?:now|left|still|remain|remaining|then|in the end|at the end)\b/;
const AUX = 'do|does|did|are|were|is|was|will|can|must|should|would|remain|remains|remained|have|has|had';
const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'my', 'our', 'this', 'that']);
/** Question words that only say when or how much in all; anything else unread is a decline. */
const FILLER = new Set(['now', 'left', 'still', 'remain', 'remaining', 'then', 'altogether', 'total', 'together', 'combined', 'all', 'in', 'the', 'end', 'at', 'first', 'to', 'begin', 'start', 'with', 'originally', 'initially', 'beginning', 'before', 'both', 'there']);

/** Wholes made of parts that do not overlap: children are boys and girls. */
const PARTS: Record<string, string[]> = {
  child: ['boy', 'girl'],
  kid: ['boy', 'girl'],
  student: ['boy', 'girl'],
  pupil: ['boy', 'girl'],
  person: ['man', 'woman', 'boy', 'girl', 'adult'],
};

type Who = { holders: string[] } | null;

interface Q {
  cmp: 'more' | 'fewer' | null;
  noun: Noun;
  than: Noun | null;
  who: Who;
  /** Null: what is held; else the verb stem of the doing asked. */
  verb: string | null;
  passive: boolean;
  rest: string[];
}

export function askWorld(q: string, names: readonly string[], w: World, known: Map<number, Fraction>): Asked | null {
  const m = new RegExp(`^how many (?:(more|fewer|less) )?(.+?) (${AUX})\\b ?(.*)$`).exec(q);
  if (!m || /\d/.test(q.replace(/\b(?:over|in|during|for) (?:the|these|those) \d+ [a-z]+$/, ''))) return null;
  const nounWords = m[2].split(' ');
  const thanAt = nounWords.indexOf('than');
  const noun = nounOf(thanAt >= 0 ? nounWords.slice(0, thanAt) : nounWords);
  const than = thanAt >= 0 ? nounOf(nounWords.slice(thanAt + 1)) : null;
  if (!noun || (thanAt >= 0 && (!than || !m[1])) || nounWords.some((x) => names.includes(x) || x === 'of')) return null;
  let rest = m[4].split(' ').filter(Boolean);
  // Whose: a name, a pronoun, "the farmer", "there".
  let who: Who = null;
  const w0 = rest[0];
  if (names.includes(w0)) (who = { holders: [w0] }), (rest = rest.slice(1));
  else if (w0 === 'he' || w0 === 'she' || w0 === 'it') {
    const one = w.names.length === 1 || w.doers.length === 1 ? w.doers[0] ?? w.names[0] : !w.names.length && w.things.length === 1 ? w.things[0] : null;
    if (!one) return null;
    who = { holders: [one] };
    rest = rest.slice(1);
  } else if (w0 === 'they' || w0 === 'we') {
    who = { holders: [...w.names, ...w.things] };
    if (!TOTAL.test(rest.join(' ')) && !m[1]) return null;
    rest = rest.slice(1);
  } else if (DETERMINERS.has(w0) && rest[1] && !isVerbWord(rest[1]) && !BE.has(rest[1]) && !FILLER.has(rest[1])) {
    if (![...w.names, ...w.things].includes(rest[1])) return null;
    who = { holders: [rest[1]] };
    rest = rest.slice(2);
  } else if (w0 === 'there') rest = rest.slice(1);
  // The doing asked, if any.
  let verb: string | null = null;
  let passive = false;
  const aux = m[3];
  const v0 = rest[0];
  if (v0 && /^(?:have|has|had)$/.test(v0)) rest = rest.slice(1);
  else if (v0 && BE.has(aux) && PARTICIPLE[v0]) (verb = lemma(PARTICIPLE[v0])), (passive = true), (rest = rest.slice(/^(?:out|away)$/.test(rest[1] ?? '') ? 2 : 1));
  else if (v0 && /^(?:gain|gained|gains)$/.test(v0) && !BE.has(aux)) (verb = 'get'), (rest = rest.slice(1));
  else if (v0 && isVerbWord(rest.slice(0, 2).join(' ')) && !BE.has(aux) && !/^(?:remain|left)/.test(v0) && !/^(?:remain)/.test(aux)) {
    const two = rest.slice(0, 2).join(' ');
    verb = /^(?:got|get|flew|fly|swam|swim|went|go|came|come) /.test(two) ? two : lemma(v0);
    rest = rest.slice(verb.includes(' ') ? 2 : 1);
    if (rest[0] === 'away') rest = rest.slice(1);
  } else if (v0 && isVerbWord(v0) && !/^(?:left|remain)/.test(v0)) return null;
  return answer({ cmp: m[1] ? (m[1] === 'more' ? 'more' : 'fewer') : null, noun, than, who, verb, passive, rest }, names, w, known, aux);
}

function answer(q: Q, names: readonly string[], w: World, known: Map<number, Fraction>, aux: string): Asked | null {
  // "before the fair", "over the 2 days": when, not what.
  let days: number | null = null;
  let text = q.rest.join(' ').replace(/\bbefore (?:the|his|her|their) [a-z]+$/, 'before');
  text = text.replace(/\b(?:over|in|during|for) (?:the|these|those) (\d+) [a-z]+$/, (_, n: string) => ((days = Number(n)), 'altogether'));
  text = text.replace(/\b(?:in|during|over|for|on) both (?:the )?[a-z]+$/, 'altogether');
  q.rest = text.split(' ').filter(Boolean);
  const at = START.test(text);
  const total = TOTAL.test(text);
  const final = FINAL.test(text) || /^remain/.test(aux);
  // "in the jar", "on the bus": the place asked about.
  const bare = text.replace(START, ' ').replace(/\b(?:now|left|still|then|anymore)\b/g, ' ').replace(/\s+/g, ' ').trim();
  const placed = /\b(?:in|on|at|inside) (?:the|a|an|his|her|their) ([a-z]+)$/.exec(bare)?.[1] ?? null;
  const place = placed && w.things.includes(placed) ? placed : null;
  const thanAt = q.rest.indexOf('than');
  const left = thanAt >= 0 ? q.rest.slice(0, thanAt) : q.rest;
  const right = thanAt >= 0 ? q.rest.slice(thanAt + 1) : [];
  if (thanAt >= 0 && (!q.cmp || q.than)) return null;
  if (q.cmp && thanAt < 0 && !q.than) return null;
  const detailOf = (ws: string[]) => ws.filter((x) => !FILLER.has(x) && !DETERMINERS.has(x) && !/^(?:on|in|at|during|for|over|from|by|did|does|do|has|have|had|was|were|is|are|he|she|it|they)$/.test(x) && x !== place);
  let holders = q.who?.holders ?? null;
  if (place) {
    if (holders) return null;
    holders = [place];
  }

  const stocksFor = (hs: string[] | null, noun: Noun): Stock[] | null => {
    let pool = w.stocks.filter((s) => s.noun.head === noun.head || relation(noun, s.noun) !== 'other');
    // "15 boys and 18 girls ... how many children": the parts of the whole asked, when they do not overlap.
    const parts = noun.describe.length ? undefined : PARTS[noun.head];
    const isPart = (s: Stock) => !!parts?.includes(s.noun.head) && !s.noun.describe.length;
    const heads = new Set(pool.filter(isPart).map((s) => s.noun.head));
    if (heads.has('adult') && (heads.has('man') || heads.has('woman'))) return null;
    if (pool.some((s) => relation(noun, s.noun) === 'unsure' && !isPart(s))) return null;
    pool = pool.filter((s) => relation(noun, s.noun) === 'same' || isPart(s));
    const hsAll = hs ?? [...new Set(pool.map((s) => s.holder))];
    if (!hs && hsAll.length !== 1) return null;
    const mine = pool.filter((s) => hsAll.includes(s.holder));
    if (!mine.length || (hs && hs.some((h) => !mine.some((s) => s.holder === h)))) return null;
    // Things taken by or given to someone whose stock the story never states may be this stock's: not said, so not read.
    for (const o of w.stocks) {
      if (mine.includes(o) || o.noun.head !== noun.head || !o.open || !o.changed) continue;
      const linked = w.deeds.filter((d) => d.holder === o.holder && d.noun.head === noun.head).every((d) => d.detail.some((x) => hsAll.includes(x)));
      if (!linked) return null;
    }
    return mine;
  };
  /** Set when the value asked is one number of the story as it was said. */
  let echo = false;
  const sumOf = (ls: Lin[]): Fraction | null => {
    echo = ls.length === 1 && !!ls[0].said;
    let v = new Fraction(0);
    for (const l of ls) {
      const x = valueOf(l, known);
      if (!x) return null;
      v = v.add(x);
    }
    return v;
  };
  const held = (hs: string[] | null, noun: Noun): Fraction | null => {
    const mine = stocksFor(hs, noun);
    if (!mine) return null;
    // A past "did he have" after changes, without "at first" or "then", could be any time.
    if (!at && !final && /^(?:did|was|were|had)$/.test(aux) && mine.some((s) => s.changed)) return null;
    if (!at && !final && mine.some((s) => s.changed) && !/^(?:does|do|is|are|will|has|have)$/.test(aux)) return null;
    return sumOf(mine.map((s) => (at ? s.start : s.now)));
  };
  const deedsFor = (hs: string[] | null, verb: string, detail: string[], noun: Noun): Deed[] | null => {
    const all = w.deeds.filter((d) => (verb === d.verb || lemma(verb.split(' ')[0]) === lemma(d.verb.split(' ')[0])) && relation(noun, d.noun) === 'same');
    if (w.deeds.some((d) => relation(noun, d.noun) === 'unsure')) return null;
    const mine = all.filter((d) => (!hs || hs.includes(d.holder)) && detail.every((x) => d.detail.includes(x)));
    if (!mine.length || (days !== null && mine.length !== days)) return null;
    if (detail.length && mine.length > 1 && !total) return null;
    return mine;
  };
  /** A change asked by its verb, worked out from two states when the story gave no verb for it. */
  const implied = (hs: string[] | null, verb: string, noun: Noun): Fraction | null => {
    const ds = w.deeds.filter((d) => d.implied && (!hs || hs.includes(d.holder)) && relation(noun, d.noun) === 'same');
    if (ds.length !== 1) return null;
    const v = valueOf(ds[0].amount, known);
    if (!v) return null;
    const gain = /^(?:get|gain|receiv|find|buy|collect|win|earn|add|pick|mak)/.test(lemma(verb));
    const loss = /^(?:los|giv|eat|sel|spend|us|donat|drop)/.test(lemma(verb));
    const out = gain ? v : loss ? v.neg() : null;
    return out && out.compare(0) > 0 ? out : null;
  };
  const did = (hs: string[] | null, verb: string, detail: string[], noun: Noun): Fraction | null => {
    const ds = deedsFor(hs, verb, detail, noun);
    if (!ds) return detail.length ? null : implied(hs, verb, noun);
    return sumOf(ds.map((d) => d.amount));
  };
  const steps = [...w.log];
  const done = (value: Fraction | null, how: string, noun: Noun = q.noun): Asked | null => (value ? { value, noun, how, steps } : null);
  // "Gus has 30 pens ... how many did he have at first?": a number of the story given back is not worked out.
  const worked = (value: Fraction | null, how: string): Asked | null => (echo ? null : done(value, how));

  if (q.cmp) {
    const sign = q.cmp === 'more' ? 1 : -1;
    let a: Fraction | null;
    let b: Fraction | null;
    if (q.than) {
      // "how many more blue balloons than red balloons does she have", "how many more girls than boys are there".
      if (q.verb || detailOf(q.rest).length) return null;
      a = held(holders, q.noun);
      b = held(holders, q.than);
    } else if (q.verb === null) {
      // "how many more cards does Jake have than Tim (has)".
      const other = right.filter((x) => !/^(?:has|have|had|does|did|do)$/.test(x));
      if (!holders || holders.length !== 1 || other.length !== 1 || !names.includes(other[0]) && ![...w.things].includes(other[0])) return null;
      if (detailOf(left).length) return null;
      a = held(holders, q.noun);
      b = held([other[0]], q.noun);
    } else {
      // "than he found", "than she bought", "than on monday", "than Ben (did)".
      let r = right.filter((x) => !/^(?:did|does|do)$/.test(x));
      let otherWho = holders;
      if (r.length && (names.includes(r[0]) || /^(?:he|she|it|they)$/.test(r[0]))) {
        if (names.includes(r[0])) otherWho = [r[0]];
        r = r.slice(1);
      } else if (r.length >= 2 && DETERMINERS.has(r[0]) && w.things.includes(r[1])) {
        // "than his sister (did)".
        otherWho = [r[1]];
        r = r.slice(2);
      }
      const otherVerb = r.length && isVerbWord(r[0]) ? lemma(r[0]) : q.verb;
      if (r.length && isVerbWord(r[0])) r = r.slice(1);
      if (otherVerb === q.verb && otherWho === holders && !r.length) return null;
      a = did(holders, q.verb, detailOf(left), q.noun);
      b = did(otherWho, otherVerb, detailOf(r), q.noun);
    }
    if (!a || !b) return null;
    const v = a.sub(b).mul(sign);
    return v.compare(0) > 0 ? done(v, `The difference: ${withNoun(a, q.noun)} and ${withNoun(b, q.than ?? q.noun)}.`) : null;
  }
  if (q.verb) {
    const detail = detailOf(q.rest).filter((x) => !(holders ?? []).includes(x));
    const hs = q.passive ? null : holders;
    if (!hs && !q.passive) return null;
    return worked(did(hs, q.verb, detail, q.noun), `What was done ("${q.verb}"), added over the story.`);
  }
  if (detailOf(q.rest).length) return null;
  if (holders && holders.length > 1 && !total) return null;
  return worked(held(holders, q.noun), at ? 'The amount at first, worked back from what the story says.' : 'The amount held after every change in the story.');
}
