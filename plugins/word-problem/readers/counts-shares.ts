/**
 * One whole cut into shares, one after another: "Mary has 400 sheep. She gave a quarter of her sheep to her sister,
 * and half of the remaining sheep to her brother. How many sheep remain with Mary?", "A club with 30 members ordered
 * juice. Two-fifths of them ordered lemon juice. One-third of the remaining members ordered mango juice, and the rest
 * ordered orange juice. How many members ordered orange juice?".
 * Each share is a fraction or a count of the whole ("of them", "of her sheep") or of what is still unshared ("of the
 * remaining", "of the rest"); "the rest ..." names what is still unshared. The question names one share by a word only
 * that share says, or asks what is left (every share taken away), or what is in none of the shares ("neither red nor
 * blue"). Declined: a second share "of them" unless "the rest" closes the list (it could be a share of the first
 * share, or of what was left), "of those" or "of the blue fish" (a share of a share), any number not read as the whole
 * or a share, measures, and a question word the story never says.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { splitQuestion, tokens, numId } from '../cursor.js';
import { showValue } from '../reply.js';
import { readStory, singular, type Story } from '../story-text.js';
import { isMeasure, unitWord } from '../units.js';
import { lemma } from '../verbs.js';
import { counted } from './counts.js';
import type { StoryReader } from './reader.js';

type Ref = 'whole' | 'pool';

interface Share {
  amount: Fraction;
  /** Said of what was still unshared: "the rest are large", "kept the remaining stickers". */
  rest: boolean;
  /** Lemmas of the share's own words: what it is called. */
  label: Set<string>;
  /** The things leave the whole: given, eaten, sent home, flown away. */
  removal: boolean;
  /** A share of everything ("of them"), not of what was still unshared. */
  whole: boolean;
  said: string;
}

/** Words that never name a share. */
const STOP = new Set(
  'a an the and or but of to in on at by for from with as that which who whom is are was were be been being has have had having do does did will would can could should must may might this these those it its they them their he she him his her we us our you your i my me if when so then there here how many much also just only all still now later first next finally get got gets receive received receives'.split(
    ' ',
  ),
);
/** Words after which an amount is something other than a share of the whole. */
const LOADED = new Set('more fewer less another other others each every per times than as both either neither most some several few many extra additional same twice double triple average total altogether combined'.split(' '));
/** Verbs that take things out of the whole: what is "left" is what none of them took. */
const REMOVAL = new Set(
  'give gave gives donate donated ate eat eats eaten sell sold sells lose lost loses use used uses take took taken takes send sent sends sweep swept sweeps steal stole stolen steals throw threw thrown throws drop dropped drops break broke broken breaks spend spent spends let lets skip skipped skips die died dies leave left leaves fly flew flies flown escape escaped escapes run ran runs remove removed removes burn burned burst pop popped pops drink drank drinks lend lent lends fall fell falls trade traded trades return returned returns catch caught catches kill killed kills borrow borrowed borrows'.split(
    ' ',
  ),
);
const AUX = new Set('are is were was have has had will would can could did do does must should'.split(' '));
const PREP = new Set('to for by on in at with into onto from during over under across'.split(' '));
/** Question words that ask what is left, not a share's name. */
const LEFT_WORDS = new Set('left remain remains remained remaining still now'.split(' '));
const NEGATION = new Set('not neither nor never'.split(' '));
const OPPOSITE: Record<string, string> = { present: 'absent' };
const PRONOUNS = new Set('he she they it'.split(' '));

/** Past forms the shared stemmer leaves alone. */
const IRREGULAR: Record<string, string> = { hung: 'hang', came: 'come', went: 'go', sat: 'sit', stood: 'stand', swept: 'sweep', stole: 'steal', stolen: 'steal' };
const norm = (w: string) => lemma(IRREGULAR[w] ?? w);
const lemmas = (words: string[]) => new Set(words.map(norm));
/** Verbs of being somewhere: in a question they name no share. */
const NEUTRAL = new Set('come live attend stay be go arrive'.split(' ').map(norm));

/** "¼", "1/3rd", "3/8ths": written the way the story reader reads fractions. */
const normalise = (raw: string) =>
  raw
    .replace(/¼/g, ' 1/4')
    .replace(/½/g, ' 1/2')
    .replace(/¾/g, ' 3/4')
    .replace(/\b(\d+\/\d+)(?:st|nd|rd|th|ths)\b/g, '$1');

/** Clauses of a sentence: cut at ",", ";", "and", "while", "but", "then", "whereas". */
function clauses(t: string[]): string[][] {
  const out: string[][] = [[]];
  for (const w of t) {
    if (/^(?:,|;|:|and|while|but|then|whereas)$/.test(w)) {
      if (out.at(-1)!.length) out.push([]);
    } else out.at(-1)!.push(w);
  }
  return out.filter((c) => c.length);
}

/** The words of a noun after a number, up to a verb-like or stop word: "baby sea turtles", "members". */
function nounAt(t: string[], i: number): string[] {
  const out: string[] = [];
  while (out.length < 3 && /^[a-z]+$/.test(t[i] ?? '') && !STOP.has(t[i]) && !AUX.has(t[i]) && !PREP.has(t[i]) && !LOADED.has(t[i]) && !/ed$/.test(t[i])) out.push(t[i++]);
  return out;
}

interface Whole {
  value: Fraction;
  id: number;
  words: Set<string>;
  noun: string;
  /** The clause that says the whole: the only place its things are said to be. */
  clause: string[];
  people: Set<string>;
}

/** The whole's own noun words from i on: "members" in "the remaining members ordered". */
function wholeNounAt(t: string[], i: number, whole: Whole): string[] {
  const n = nounAt(t, i);
  const k = n.findIndex((w) => !whole.words.has(singular(w)));
  return k < 0 ? n : n.slice(0, k);
}

/** "of them", "of her sheep", "of the remaining members", "of what is left": the end of the reference, or a reason. */
function reference(t: string[], i: number, whole: Whole): { ref: Ref; end: number } | string {
  const w = t[i];
  if (w === 'them' || w === 'it') return { ref: 'whole', end: i + 1 };
  if (w === 'this' && t[i + 1] === 'number') return { ref: 'whole', end: i + 2 };
  if (w === 'what') {
    let j = i + 1;
    if (PRONOUNS.has(t[j]) || t[j] === 'was' || t[j] === 'is' || t[j] === 'had' || t[j] === 'has') {
      if (PRONOUNS.has(t[j])) j++;
      if (t[j] === 'is' || t[j] === 'was' || t[j] === 'had' || t[j] === 'has') j++;
      return t[j] === 'left' ? { ref: 'pool', end: j + 1 } : 'a share of something else';
    }
    return /^(?:remains|remained)$/.test(t[j]) ? { ref: 'pool', end: j + 1 } : 'a share of something else';
  }
  if (!/^(?:the|his|her|their|its|my|our)$/.test(w ?? '')) return 'a share of something else';
  let j = i + 1;
  if (t[j] === 'rest' || t[j] === 'remainder') {
    j++;
    if (t[j] === 'of' && (t[j + 1] === 'them' || /^(?:the|his|her|their)$/.test(t[j + 1] ?? ''))) {
      const n = t[j + 1] === 'them' ? [] : wholeNounAt(t, j + 2, whole);
      if (!n.every((x) => whole.words.has(singular(x)))) return 'the rest of something else';
      j += t[j + 1] === 'them' ? 2 : 2 + n.length;
    }
    return qualified(t, j, whole, false) ?? { ref: 'pool', end: j };
  }
  const remaining = t[j] === 'remaining';
  if (remaining) j++;
  // "of the remaining ride bikes": after "remaining" only the whole's own noun belongs to the reference.
  const n = remaining ? wholeNounAt(t, j, whole) : nounAt(t, j);
  if (!n.length && !remaining) return 'a share of something else';
  // "of the blue fish" when the whole is fish: a share of a share.
  if (!n.every((x) => whole.words.has(singular(x)))) return 'a share of something other than the whole';
  return qualified(t, j + n.length, whole, !remaining) ?? { ref: remaining ? 'pool' : 'whole', end: j + n.length };
}

/**
 * "of the students who are present", "of the apples that Kylie picked": some of them, not all. A place after the noun
 * must be the whole's own ("of the balls in the ball pit" when the whole is "360 balls in the ball pit").
 */
function qualified(t: string[], k: number, whole: Whole, named: boolean): string | null {
  // "of the plums she picked on Monday": a clause after the noun picks some of them.
  if (/^(?:who|that|which|whose|whom|not|he|she|they|i|we|you)$/.test(t[k] ?? '') || whole.people.has(t[k] ?? '')) return 'a share of some of them';
  // "sold half of the rest at the market" says where the share went; "half of the balls in the pit" which balls.
  if (named && /^(?:in|on|at|inside|from|under)$/.test(t[k] ?? '') && /^(?:the|a|an|his|her|their|this)$/.test(t[k + 1] ?? '')) {
    const place = nounAt(t, k + 2);
    if (!place.length || !place.every((w) => whole.clause.includes(w))) return 'a share of those in some place';
  }
  return null;
}

interface Read {
  whole: Whole;
  shares: Share[];
  pool: Fraction;
  used: Set<number>;
  /** Words the story says, as lemmas, for the question's check. */
  said: Set<string>;
}

/** One clause after the whole: a share, or a reason it is not one. */
function share(story: Story, t: string[], r: Read, prevRemoval: boolean): Share | string {
  const at = t.findIndex((w) => numId(w) !== null);
  const ids = t.filter((w) => numId(w) !== null);
  const restAt = t.findIndex((w, k) => (w === 'rest' || w === 'remainder' || w === 'others') && (t[k - 1] === 'the' || t[k - 1] === 'his' || t[k - 1] === 'her'));
  const remainingAt = t.findIndex((w, k) => w === 'remaining' && t[k - 1] === 'the' && t[k - 2] !== 'of');
  if (t.some((w) => LOADED.has(w))) return `"${t.find((w) => LOADED.has(w))}" in a share`;
  if (!ids.length) {
    const k = restAt >= 0 ? restAt : remainingAt;
    if (k < 0) return 'a clause with no amount';
    if (t[k - 2] === 'of') return 'a share of the rest with no amount';
    // "the remaining toys": the rest, named by the whole's noun.
    const n = wholeNounAt(t, k + 1, r.whole);
    if (t[k] === 'remaining' && !n.length) return 'the remaining what';
    const words = [...t.slice(0, k - 1), ...t.slice(k + 1 + (t[k] === 'remaining' ? n.length : 0))];
    return { amount: r.pool, rest: true, label: labelOf(words, r), removal: words.some((w) => REMOVAL.has(w)), whole: false, said: t.join(' ') };
  }
  if (ids.length > 1) return 'two numbers in one share';
  const id = numId(t[at])!;
  const n = story.numbers[id];
  if (n.money || n.percent) return 'money or a percentage';
  const pre = t.slice(0, at);
  if (pre.at(-1) === 'the' || pre.at(-1) === 'a' || pre.at(-1) === 'an') return 'a number after "the"';
  const fraction = /\//.test(n.text) || n.value.compare(1) < 0;
  if (fraction && n.value.compare(1) >= 0) return 'a share more than the whole';
  let ref: Ref;
  let end = at + 1;
  if (t[end] === 'of' || (fraction && /^(?:the|his|her|their)$/.test(t[end] ?? ''))) {
    if (t[end] === 'of') end++;
    const got = reference(t, end, r.whole);
    if (typeof got === 'string') return got;
    ref = got.ref;
    end = got.end;
  } else if (fraction) {
    // "a third have 2 pockets", "Two-fifths play volleyball", "ate half for lunch": a share of the whole.
    const next = t[end];
    if (next !== undefined && !AUX.has(next) && !PREP.has(next) && !(REMOVAL.has(next) || /(?:ed|s)$/.test(next)) ) return `could not read "${n.text} ${next}"`;
    if (next !== undefined && r.whole.words.has(singular(next))) return `${n.text} ${next}: an amount, not a share`;
    ref = 'whole';
  } else {
    // "the cat steals 3 pieces": a count of the whole's things.
    const noun = nounAt(t, end);
    if (!noun.length || !noun.every((x) => r.whole.words.has(singular(x)))) return `could not read what ${n.text} counts`;
    ref = 'whole';
    end += noun.length;
  }
  if (!fraction && n.value.d !== 1n) return 'a count that is not whole';
  const base = ref === 'whole' ? r.whole.value : r.pool;
  const amount = fraction ? base.mul(n.value) : n.value;
  r.used.add(id);
  const words = [...pre, ...t.slice(end)];
  // "and 2/3 of the remaining for making cupcakes": no verb of its own, so it does what the share before did.
  const own = words.some((w) => REMOVAL.has(w));
  const bare = pre.length === 0 && (t[end] === undefined || PREP.has(t[end]));
  return {
    amount,
    rest: false,
    label: labelOf(words, r),
    removal: own || (bare && prevRemoval),
    said: `${t.join(' ').replace(/#(\d+)/g, (_, k) => story.numbers[Number(k)].text)}${fraction ? ` (${n.value.toFraction()} of ${ref === 'whole' ? 'all' : 'the rest'}: ${showValue(amount)})` : ''}`,
    whole: ref === 'whole',
  };
}

function labelOf(words: string[], r: Read): Set<string> {
  return lemmas(words.filter((w) => /^[a-z]+$/.test(w) && !STOP.has(w) && !AUX.has(w) && !PREP.has(w) && !r.whole.words.has(singular(w)) && !PRONOUNS.has(w)));
}

interface Result {
  value: Fraction;
  noun: string;
  steps: string[];
}

export function solveShares(raw: string): Result | string {
  const story = readStory(normalise(raw));
  if (!story || story.sentences.length < 2) return 'not a story';
  if (story.numbers.some((n) => n.money || n.percent)) return 'money or percent';
  const split = splitQuestion(story, (q) => q.findIndex((w, i) => w === 'how' && q[i + 1] === 'many'));
  if (!split) return 'no "how many" question';
  const people = new Set(story.people);
  let r: Read | null = null;
  const steps: string[] = [];
  let closed = false;
  for (const st of split.statements) {
    const t = st.t[0] === 'if' ? st.t.slice(1) : st.t;
    for (const c of clauses(t)) {
      if (!r) {
        const at = c.findIndex((w) => numId(w) !== null);
        if (at < 0) {
          if (c.some((w) => w === 'rest' || w === 'remaining' || w === 'remainder')) return 'the rest before a whole';
          continue;
        }
        if (c.filter((w) => numId(w) !== null).length > 1) return 'two numbers where the whole is said';
        const n = story.numbers[numId(c[at])!];
        if (n.money || n.percent || n.value.d !== 1n || n.value.compare(1) <= 0) return 'the whole is not a count';
        // "a box of 40 light bulbs", "In the class of 24 students", "Of 96 oranges": the whole inside a group's name.
        const named = c[at - 1] === 'of' && (at === 1 || c[at - 2] === 'out' || (/^[a-z]+$/.test(c[at - 2] ?? '') && !STOP.has(c[at - 2]) && /^(?:a|an|the|his|her|their|my)$/.test(c[at - 3] ?? '')));
        // "a total of 42 turtles", "70 scientists in total": the whole said as a total; "each week" is not one whole.
        if (c.some((w) => LOADED.has(w) && w !== 'total') || (c[at - 1] === 'of' && !named) || c[at + 1] === 'of') return 'the whole is not a plain count';
        const noun = nounAt(c, at + 1);
        if (!noun.length) return 'no noun for the whole';
        const words = new Set(noun.map((w) => singular(w)));
        if (noun.some((w) => isMeasure(unitWord(singular(w))))) return 'a measure, not a count';
        r = { whole: { value: n.value, id: n.id, words, noun: [...noun.slice(0, -1), singular(noun.at(-1)!)].join(' '), clause: c, people }, shares: [], pool: n.value, used: new Set([n.id]), said: new Set() };
        steps.push(`all: ${showValue(n.value)} ${noun.join(' ')}`);
        if (c.slice(at + 1 + noun.length).some((w) => numId(w) !== null || w === 'rest' || w === 'remaining')) return 'more after the whole';
        continue;
      }
      // "... hatched and are headed to the ocean": more said of the whole, with no amount; "and some goats" would be more things.
      if (st.s === story.numbers[r.whole.id].sentence && !c.some((w) => numId(w) !== null || w === 'rest' || w === 'remaining' || w === 'remainder')) {
        if (c.some((w) => LOADED.has(w))) return `more things beside the whole: "${story.original[st.s]}"`;
        continue;
      }
      const prev = r.shares.at(-1);
      const s = share(story, c, r, prev?.removal ?? false);
      if (typeof s === 'string') return `${s}: "${story.original[st.s]}"`;
      if (closed && !s.rest && s.whole) return 'a share of all after the rest';
      if (closed && s.rest) return 'the rest named twice';
      if (!s.rest) {
        if (s.amount.d !== 1n || s.amount.compare(0) < 0) return `a share of ${s.amount.toFraction()}`;
        r.pool = r.pool.sub(s.amount);
        if (r.pool.compare(0) < 0) return 'the shares are more than the whole';
      } else closed = true;
      r.shares.push(s);
      steps.push(`${s.rest ? `the rest (${showValue(s.amount)})` : ''}${s.rest ? ': ' : ''}${s.said}${s.rest ? '' : `; still unshared: ${showValue(r.pool)}`}`);
    }
  }
  if (!r || !r.shares.length) return 'no shares';
  // "of them" after another share: fine only when the list is closed by "the rest" and nothing left the whole before.
  const wholeShares = r.shares.map((s, k) => ({ s, k })).filter(({ s }) => s.whole);
  if (wholeShares.some(({ k }) => k > 0) && (!closed || r.shares.some((s) => s.removal))) return 'a second share "of them": of all or of what was left';
  for (const n of story.numbers) if (!r.used.has(n.id)) return `the number ${n.text} is not used`;
  for (const s of r.shares) for (const w of s.label) r.said.add(w);
  for (const t of split.statements.map((x) => x.t)) for (const w of t) r.said.add(norm(w));
  return ask(split.question, r, people, steps);
}

function ask(q: string[], r: Read, people: Set<string>, steps: string[]): Result | string {
  let i = 2;
  if (q[i] === 'of' && /^(?:the|them|these|those)$/.test(q[i + 1] ?? '')) i += 2;
  const noun = /^(?:them|those|these)$/.test(q[i - 1]) ? [] : nounAt(q, i);
  // "How many reptiles live ...": the asked noun ends at its plural (or the whole's own word), not at the verb after it.
  while (noun.length && singular(noun.at(-1)!) === noun.at(-1) && !r.whole.words.has(noun.at(-1)!)) noun.pop();
  i += noun.length;
  const extra = noun.filter((w) => !r.whole.words.has(singular(w)));
  const rest = q.slice(i);
  if (rest.some((w) => /^(?:more|fewer|less|than|times|total|altogether|combined|each|every|per|and|or|percent|fraction|average|both|all)$/.test(w)) && !rest.includes('nor')) return 'the question asks for more than one share';
  // "left to make sunny-side-up eggs": what the things left are for is not a share's name.
  const purpose = rest.findIndex((w, k) => LEFT_WORDS.has(w) && (rest[k + 1] === 'to' || rest[k + 1] === 'for'));
  const read = purpose >= 0 ? rest.slice(0, purpose + 1) : rest;
  const leftAsked = read.some((w) => LEFT_WORDS.has(w));
  const asked = [...extra, ...read].filter((w) => /^[a-z]+$/.test(w) && !STOP.has(w) && !AUX.has(w) && !PREP.has(w) && !people.has(w) && !PRONOUNS.has(w) && !LEFT_WORDS.has(w));
  const negated = q.some((w) => NEGATION.has(w) || /n't$/.test(w)) || asked.some((w) => OPPOSITE[w]);
  const words = asked
    .filter((w) => !NEGATION.has(w))
    .map((w) => OPPOSITE[w] ?? w)
    // "How many children came to the wedding?": a verb of being somewhere names no share, unless the story uses it.
    .filter((w) => !NEUTRAL.has(norm(w)) || r.said.has(norm(w)));
  for (const w of words) if (!r.said.has(norm(w)) && !r.whole.words.has(singular(w))) return `the question says "${w}", which the story does not`;
  const Q = lemmas(words);
  // A share's own words: said by it and by no other share.
  const own = r.shares.map((s) => new Set([...s.label].filter((w) => !r.shares.some((o) => o !== s && o.label.has(w)))));
  const named = r.shares.filter((_, k) => [...own[k]].some((w) => Q.has(w)));
  // Words no share owns must be the whole's own ("in the jar" when the whole is "45 marbles in a jar").
  const wholeSaid = lemmas(r.whole.clause);
  const stray = words.filter((w) => !r.shares.some((_, k) => own[k].has(norm(w))) && !wholeSaid.has(norm(w)) && !r.whole.words.has(singular(w)));
  const showNoun = [...extra, r.whole.noun.split(' ').at(-1)!].filter((w, k, a) => a.indexOf(w) === k).map((w) => singular(w)).join(' ');
  if (negated) {
    // "neither red nor blue", "present" (not absent): what is in none of the shares, when every share is named.
    const taken = r.shares.filter((s) => !s.rest);
    if (r.shares.some((s) => s.rest) || named.length !== taken.length || stray.length || leftAsked) return 'a question with "not" that does not name every share';
    steps.push(`asked: in none of the shares, ${showValue(r.pool)}`);
    return { value: r.pool, noun: showNoun, steps };
  }
  if (named.length === 1) {
    if (extra.some((w) => !named[0].label.has(norm(w)))) return 'the question names things the share does not';
    if (leftAsked && !named[0].rest) return 'what is left of one share';
    steps.push(`asked: the share "${named[0].said.replace(/ \(.*$/, '')}", ${showValue(named[0].amount)}`);
    return { value: named[0].amount, noun: showNoun, steps };
  }
  if (named.length > 1) return 'the question names several shares';
  // "How many are left?": what none of the shares took away, when every share took things away.
  if (!leftAsked) return 'the question names no share and does not ask what is left';
  if (extra.length || stray.length) return 'the question names something else';
  if (r.shares.some((s) => s.rest || !s.removal)) return 'what is left, when some shares stay';
  steps.push(`asked: what is left, ${showValue(r.pool)}`);
  return { value: r.pool, noun: showNoun, steps };
}

function readShares(text: string): Answer | null {
  const got = solveShares(text);
  if (typeof got === 'string') return null;
  const headline = counted(got.value, got.noun);
  return {
    content: [headline, '', 'The whole, then each share in turn:', ...got.steps.map((s) => `- ${s}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(got.value), headline])],
  };
}

export const readers: StoryReader[] = [readShares];
