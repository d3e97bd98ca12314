/**
 * An unknown starting amount worked back from the end: "Jen had some stickers. She gave 12 to her friend and has 30
 * left. How many did she have at first?" One owner, each change read as a gain, a loss or a part taken away, the final
 * amount theirs; every step is then replayed forward and must stay whole (counts) and never go below zero.
 */
import Fraction from 'fraction.js';
import { type Answer, wordsToDigits } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import { singular } from '../story-text.js';
import type { StoryReader } from './reader.js';

type Step = { kind: 'gain' | 'loss'; n: Fraction; said: string } | { kind: 'part'; f: Fraction; said: string };

const GAIN = 'bought|buys|got|gets|received|receives|found|finds|picked|picks|picked up|collected|collects|earned|earns|won|wins|was given|is given|gained|gains|made|makes|added|adds|buying|getting|receiving|finding|earning|winning|collecting|picking';
const LOSS = 'gave away|gives away|gave|gives|lost|loses|sold|sells|ate|eats|used|uses|spent|spends|donated|donates|threw away|throws away|broke|breaks|lent|lends|paid|pays|giving away|giving|losing|selling|eating|using|spending|donating|paying';
const VERB = new RegExp(`^(${GAIN}|${LOSS})\\b\\s*`);
const IS_GAIN = new RegExp(`^(?:${GAIN})$`);

/** What the question must say to ask for the amount before the changes. */
const AT_START = /\b(?:at first|to (?:begin|start) with|originally|initially|in the beginning|at the (?:start|beginning)|start(?:ed)?(?: out)? with|beg[ia]n with)\b/;
/** The amount of the unknown start: "some", "a certain number of". */
const SOME = '(?:some|a few|several|a certain (?:number|amount|sum) of|a number of|an unknown (?:number|amount) of|some amount of|a sum of)';
/** Capitalised words allowed besides the owner's name. */
const NOT_NAMES = /^(?:If|He|She|His|Her|Him|After|How|Then|Later|Next|Finally|Now|At|In|On|Afterwards|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
/** Words ending the noun written after a number. */
const NOUN_STOP = /^(?:to|from|at|on|for|with|in|by|away|back|left|more|extra|additional|of|each|and|that|this|her|his|today|yesterday)$/;
const NUMBER = /\$?\d+(?:\.\d+)?|\(\d+\/\d+\)/g;
const PART = /^\((\d+)\/(\d+)\) of (?:what (?:was|is) left|what (?:she|he) (?:had|has)(?: left)?|what remained|the rest|the remainder|the remaining(?: [a-z]+)?|them|it|(?:his|her) (?:[a-z]+|money))(?: [a-z ]*)?$/;

/** "toy cars" and "cars" name the same things; the head word decides. */
const sameNoun = (a: string, b: string) => singular(a.split(' ').pop() ?? a) === singular(b.split(' ').pop() ?? b);

/** The noun written after a number, up to a preposition: "12 stickers to her friend" gives "stickers". */
function nounAfter(rest: string): string {
  const words: string[] = [];
  for (const w of rest.split(/\s+/).filter(Boolean)) {
    if (NOUN_STOP.test(w)) break;
    words.push(w);
  }
  return words.join(' ');
}

/** One change: "gave 12 to her friend", "bought 8 more cards", "lost (1/2) of what was left", "spending $14". */
function readChange(clause: string, verb: string, money: boolean, noun: string | null): Step | 'noun' | null {
  const part = PART.exec(clause);
  if (part) {
    const f = new Fraction(Number(part[1]), Number(part[2]));
    if (IS_GAIN.test(verb) || f.compare(1) >= 0 || f.compare(0) <= 0) return null;
    return { kind: 'part', f, said: `${verb} ${clause}` };
  }
  const m = /^(\$)?(\d+(?:\.\d+)?)(?: (?:more|extra|additional))?\b\s*(.*)$/.exec(clause);
  if (!m || Boolean(m[1]) !== money) return null;
  let n = new Fraction(m[2]);
  let rest = m[3];
  // "3 to each of her 4 friends": the gift times the friends.
  const each = /^(?:([a-z]+) )?to each of (?:his|her) (\d+) [a-z]+$/.exec(rest);
  if (each) {
    if (IS_GAIN.test(verb)) return null;
    n = n.mul(Number(each[2]));
    rest = each[1] ?? '';
  }
  if (/\d/.test(rest)) return null;
  const written = nounAfter(rest);
  // After money the words say what it was for ("$12 on a book"); after a count they name the things.
  if (!money && written && noun && !sameNoun(written, noun)) return 'noun';
  return { kind: IS_GAIN.test(verb) ? 'gain' : 'loss', n, said: `${verb} ${clause}` };
}

/** The final amount: "has 30 left", "is left with $9", "now has 20 cards". */
function readFinal(clause: string, money: boolean): { n: Fraction; noun: string } | null {
  const m = /^(?:now |still |only )?(?:has|had|is left with|was left with|ended up with|ends up with)(?: only)? (\$)?(\d+(?:\.\d+)?)\b\s*(.*)$/.exec(clause);
  if (!m || Boolean(m[1]) !== money) return null;
  const rest = m[3].replace(/\s*\b(?:left|remaining|now)$/, '');
  if (/\d/.test(rest) || (rest && !/^[a-z]+(?: [a-z]+)?$/.test(rest))) return null;
  return { n: new Fraction(m[2]), noun: rest };
}

function readStart(raw: string): Answer | null {
  // Written fractions read as the number words do: "1/4" as "(1/4)".
  const text = wordsToDigits(raw.replace(/[\u2018\u2019]/g, "'"))
    .trim()
    .replace(/(?<![\d(/.])(\d+)\/(\d+)(?![\d/)])/g, '($1/$2)');
  const q = /((?:[^.!?]|\.(?=\d))*\?)\s*$/.exec(text);
  if (!q) return null;
  let body = text.slice(0, q.index).trim();
  let question = q[1].trim().toLowerCase().replace(/, in dollars,/, '');
  // "If she has $6 left, how much ...": the final amount stated in the question's sentence.
  const given = /^if (.+), (how .+)$/.exec(question);
  if (given) {
    body = `${body} ${given[1]}.`;
    question = given[2];
  }

  // One owner: every capitalised word is their name or a word that is never a name.
  const caps = [...new Set((text.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !NOT_NAMES.test(w)))];
  if (caps.length !== 1) return null;
  const owner = caps[0].toLowerCase();
  const lower = body.toLowerCase();
  // Pronouns refer to the owner only: "he" and "she" in one story mean two people.
  if (/\b(?:he|his|him)\b/.test(lower) && /\b(?:she|her|hers)\b/.test(lower)) return null;
  if (/\b(?:they|their|we|i|you|who|which)\b/.test(lower)) return null;

  const qm = new RegExp(`^how (many|much)(?: ([a-z]+(?: [a-z]+)?))? (?:did|does) (?:${owner}|he|she) (?:originally |initially |first )?(?:have|own|start(?: out)? with|begin with|had)\\b(.*)\\?$`).exec(question);
  if (!qm || !AT_START.test(question) || /\d/.test(question)) return null;
  if (qm[3] && !AT_START.test(qm[3]) && qm[3].trim()) return null;
  const money = qm[1] === 'much';
  if (money && qm[2] && qm[2] !== 'money') return null;
  if (!money && /\$/.test(body)) return null;
  let noun: string | null = money ? null : (qm[2] ?? null);

  // The opening: "Jen had some stickers." or "After spending $14 ..., Zoe has $9."
  let events: string;
  let finalText: string | null = null;
  const opener = new RegExp(`^${owner} (?:had|has|started with|began with|owned|had saved|saved) ${SOME}(?: ([a-z]+(?: [a-z]+)?))?(?: (?:in|at) (?:his|her) [a-z]+)?(?:\\.\\s+|,\\s*|\\s+and\\s+|\\s+but\\s+)`).exec(lower + ' ');
  const after = new RegExp(`^after (.+), ${owner} (.+)\\.$`).exec(lower);
  if (opener) {
    const named = opener[1];
    if (named === 'money') {
      if (!money) return null;
    } else if (named) {
      if (money || (noun && !sameNoun(named, noun))) return null;
      noun ??= named;
    }
    events = lower.slice(opener[0].length).trim();
  } else if (after) {
    events = after[1];
    finalText = after[2];
  } else if (lower.startsWith(`${owner} `)) {
    // No opening amount: "Anna spent 1/4 of her money, and now she has $24 left." The first change must follow.
    events = lower;
  } else return null;

  const clauses = events
    .replace(/\.$/, '')
    .split(/\.\s+|,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?|\s+then\s+/)
    .map((c) =>
      c
        .trim()
        .replace(/^(?:then|later|next|finally|afterwards|after that|now)\s*,?\s*/, '')
        .replace(new RegExp(`^(?:${owner}|he|she)\\s+`), '')
        .replace(/^(?:then|later|also)\s+/, ''),
    )
    .filter(Boolean);
  if (finalText !== null) clauses.push(finalText);
  const last = clauses.pop();
  if (!last) return null;
  const final = readFinal(last, money);
  if (!final) return null;
  if (final.noun && (money ? !/^dollars?$/.test(final.noun) : noun && !sameNoun(final.noun, noun))) return null;
  if (!money && final.noun) noun ??= final.noun;

  const steps: Step[] = [];
  let verb: string | null = null;
  for (const c of clauses) {
    const v = VERB.exec(c);
    let rest = c;
    if (v) {
      verb = v[1];
      rest = c.slice(v[0].length);
    } else if (!verb || !/^\(\d+\/\d+\)|^\$?\d/.test(c)) return null;
    const step = readChange(rest.replace(/^(?:away|another)\s+/, ''), verb, money, noun);
    if (!step || step === 'noun') return null;
    steps.push(step);
  }
  if (!steps.length) return null;

  // Every number read: each change has one (two for "to each of 4"), the final one.
  const used = steps.reduce((k, s) => k + (s.kind !== 'part' && / to each of /.test(s.said) ? 2 : 1), 1);
  if ((body.match(NUMBER) ?? []).length !== used) return null;

  // Back from the end, then forward again to check each step.
  let v = final.n;
  const back: string[] = [];
  for (const s of [...steps].reverse()) {
    let before: Fraction;
    let op: string;
    if (s.kind === 'part') {
      before = v.div(new Fraction(1).sub(s.f));
      op = `${show(v, money)} ÷ (1 - ${s.f.toFraction()})`;
    } else {
      before = s.kind === 'gain' ? v.sub(s.n) : v.add(s.n);
      op = `${show(v, money)} ${s.kind === 'gain' ? '-' : '+'} ${show(s.n, money)}`;
    }
    back.push(`before "${s.said}": ${op} = ${show(before, money)}`);
    v = before;
  }
  const start = v;
  const whole = (x: Fraction) => (money ? x.mul(100).d === 1n : x.d === 1n);
  let at = start;
  if (at.compare(0) <= 0 || !whole(at)) return null;
  for (const s of steps) {
    const change = s.kind === 'part' ? at.mul(s.f) : s.n;
    if (!whole(change) || (s.kind !== 'gain' && change.compare(at) > 0)) return null;
    at = s.kind === 'gain' ? at.add(change) : at.sub(change);
  }
  if (!at.equals(final.n)) return null;

  const headline = money ? showAmount(start, 'dollar') : noun ? `${showValue(start)} ${noun}` : showValue(start);
  return {
    content: [headline, '', `Worked back from the ${show(final.n, money)} ${caps[0]} has at the end:`, ...back.map((b) => `- ${b}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(start), headline])],
  };
}

const show = (v: Fraction, money: boolean) => (money ? showAmount(v, 'dollar') : showValue(v));

export const readers: StoryReader[] = [readStart];
