/**
 * "What percent of ..." asked of counts: "Emmett does 12 jumping jacks, 8 pushups, and 20 situps. What
 * percentage of his exercises were pushups?", "There are 400 students. 120 students take dance. 200 students
 * take art. The rest take music. What percentage of students take music?". Every number is one count of a
 * part (a list may share its subject and verb), or the first is the whole; the question names the whole's noun
 * and words that pick out exactly one part (or "not" it). Money, percentages, units, a number-less sentence
 * that could change a count, or a part the question's words fit twice: the story is passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showValue } from '../reply.js';
import { readStory, type StoryNumber } from '../story-text.js';
import { TIME_WORDS, isMeasure, unitWord } from '../units.js';
import { lemma } from '../verbs.js';
import { isCourtesy } from './percentages-common.js';

interface Item {
  n: StoryNumber;
  /** Word keys that name it: its subject, verb and words, and a list's shared subject and verb. */
  label: Set<string>;
  /** Who the count is of: the first word before the number, or the list's. */
  subject: string;
  /** The head of the noun right after the number; null when a verb or nothing follows it. */
  head: string | null;
  rest: boolean;
  sentence: number;
}

/** Words that say nothing about which part is meant. */
const STOP = new Set('the a an his her their its my our your of that which who whom are were is was be been being do does did has have had will would can could it they he she them we you i to s there also only just in total all'.split(' '));
/** Words that end the noun after a number: verbs, prepositions, relatives. */
const BREAK = new Set(
  'are were is was be have has had do does did prefer prefers preferred like likes liked take takes took play plays played want wants wanted choose chose chooses voted vote votes own owns owned wear wears wore speak speaks spoke come comes came go goes went eat eats ate read reads drink drinks drank won win wins make makes made in on at from for to with by of who that which and or but as'.split(
    ' ',
  ),
);
/** A number-less sentence with one of these may change or qualify a count: not read. */
const CHANGES = /\b(?:more|less|fewer|times|half|twice|double|triple|quarter|third|each|per|every|rest|remain\w*|left|lost|loses?|gave|gives?|give|sold|sells?|ate|eats?|broke|add\w*|took|takes?|away|some|none|no|both|again|other|others|another|dozens?|pairs?|if|but|also|percent\w*|#\d+)\b/;
const REST = /\bthe rest\b/;
const SAME: Record<string, string> = { kid: 'child', children: 'child', child: 'child', people: 'person', person: 'person', men: 'man', women: 'woman' };

/** A word's key: the shared stem with a trailing s or e cut, so "roses"/"rose" and "passed"/"pass" meet. */
const key = (w: string) => {
  const l = lemma(w);
  return SAME[w] ?? SAME[l] ?? (l.replace(/[se]+$/, '') || w);
};
const keysOf = (words: string[]) => new Set(words.filter((w) => w && !STOP.has(w)).map((w) => (/n't$/.test(w) ? 'not' : key(w))));

/** The noun after a number up to a verb, preposition or the end: "jumping jacks in the gym" → jumping jacks. */
function nounAfter(words: string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (BREAK.has(w) || STOP.has(w)) break;
    out.push(w);
  }
  return out;
}

const QUESTION_HEAD = /^what (?:is the )?(?:percent|percentage) of (?:all )?(?:of )?/;
const QUESTION = /^what (?:is the )?(?:percent|percentage) of (?:(?:all )?(?:of )?(?:the|his|her|their|its|all) )?(.+)$/;

export function readPercentOf(text: string): Answer | null {
  if (!/\bwhat (?:is the )?percent/i.test(text)) return null;
  const story = readStory(text.replace(/\b(Mr|Mrs|Ms|Dr|Prof)\./g, '$1'));
  if (!story || story.sentences.length < 2) return null;
  const qi = story.sentences.length - 1;
  if (!/\?\s*$/.test(story.original[qi])) return null;
  // "If 4 flowers are red, ..., what percentage ...": the question after its condition.
  const last = story.sentences[qi];
  const split = /^if (.+?),? (what (?:is the )?percent.*)$/.exec(last);
  const cond = split?.[1];
  const qm = QUESTION.exec(split ? split[2] : last);
  if (!qm || /#\d/.test(qm[1]) || (cond && /#\d/.test(split![2])) || /\b(?:round\w*|nearest|chance|likel\w*|random|now|after|before|left|increase|decrease|change|more|less)\b/.test(qm[1])) return null;
  if (story.numbers.some((n) => n.money || n.percent || n.value.d !== 1n || n.value.compare(0) < 0)) return null;

  // The whole's noun as asked: one word, or the words of the whole as the story gave it.
  const qWords = qm[1].split(' ');
  let wPhrase = nounAfter(qWords);
  if (!wPhrase.length) return null;
  // "of the students sing": the first word is the noun the story counts, the rest is what they do.
  const counted = new Set(story.sentences.flatMap((s) => [...s.matchAll(/#\d+ ([a-z]+)/g)].map((m) => key(m[1]))));
  if (wPhrase.length > 1 && counted.has(key(wPhrase[0]))) wPhrase = wPhrase.slice(0, 1);
  const head = key(wPhrase.at(-1)!);
  const items: Item[] = [];
  let whole: Item | null = null;
  const statements = story.sentences.slice(0, qi).map((s, i) => ({ s, i }));
  // "If 4 flowers are red, ..., what percentage of flowers are blue?": the condition is a statement.
  if (cond) statements.push({ s: cond, i: qi });
  for (const { s: sentence, i } of statements) {
    if (isCourtesy(sentence)) continue;
    const s = sentence.replace(/^(?:in|at|on) (?:the|a|an|his|her|their) [a-z ]+?, /, '');
    if (!/#\d/.test(s) && !REST.test(s)) {
      if (CHANGES.test(s.replace(/\beach other\b/g, ''))) return null;
      continue;
    }
    // Pieces with no number ("Veronica, who is the captain, carried ...") belong to the piece they stand in.
    const segs: string[] = [];
    let carry = '';
    for (const piece of s.split(/\s*(?:, and |, | and )\s*/)) {
      if (/#\d|\bthe rest\b/.test(piece)) {
        segs.push(carry ? `${carry} ${piece}` : piece);
        carry = '';
      } else carry = carry ? `${carry} ${piece}` : piece;
    }
    if (carry) {
      if (!segs.length) return null;
      segs[segs.length - 1] += ` ${carry}`;
    }
    let context: string[] = [];
    for (const seg of segs.map((x) => x.replace(/[^a-z'#\d ]+/g, ' ').replace(/\s+/g, ' ').trim())) {
      const m = /^(?:([a-z' ]+) )?#(\d+)(?: ([a-z' ]+))?$/.exec(seg);
      const rest = /^(?:(?:and )?the rest (?:of (?:them|the [a-z]+) )?([a-z' ]+)|([a-z' ]+) the rest(?: [a-z' ]*)?)$/.exec(seg);
      if (rest) {
        if (!whole || items.some((x) => x.rest)) return null;
        const words = seg.split(' ').filter((w) => w !== 'rest' && w !== 'and');
        items.push({ n: whole.n, label: keysOf(words), subject: '', head: null, rest: true, sentence: i });
        continue;
      }
      if (!m) return null;
      const n = story.numbers[Number(m[2])];
      const before = (m[1] ?? '').split(' ').filter(Boolean);
      const after = (m[3] ?? '').split(' ').filter(Boolean);
      let np = nounAfter(after);
      // "50 people ride the wheel": the asked noun, then what they do.
      if (np.length > 1 && key(np[0]) === head) np = np.slice(0, 1);
      if (np.some((w) => TIME_WORDS.has(unitWord(w)) || isMeasure(unitWord(w)))) return null;
      // "there are 400 students", "Ali has 125 bottle caps": the first count, of the asked noun, with no predicate after it.
      const tail = after.slice(np.length).join(' ');
      const holds = /(?:^|\b)(?:there (?:are|were|is|was)|has|have|had|holds|contains|owns|owned|made|makes|bought|buys|collected|carried|counts|counted|planted|picked|got)$/.test(before.join(' '));
      if (segs.length === 1 && !items.length && !whole && np.length && key(np.at(-1)!) === head && holds && (!tail || /^(?:in|at|on|to|from|for) /.test(tail))) {
        if (wPhrase.length > 1 && wPhrase.join(' ') !== np.join(' ')) return null;
        whole = { n, label: new Set(), subject: '', head, rest: false, sentence: i };
        continue;
      }
      if (before.length) context = before;
      const label = keysOf([...(before.length ? before : context), ...after]);
      label.delete(head);
      items.push({ n, label, subject: /^there (?:are|were|is|was)$/.test(context.join(' ')) ? 'there' : (context[0] ?? ''), head: np.length ? key(np.at(-1)!) : null, rest: false, sentence: i });
    }
  }
  if (items.length < (whole ? 1 : 2)) return null;
  if (!whole && wPhrase.length > 1) return null;
  // The parts are counts of the asked noun, or each a different kind of it ("exercises": jumping jacks, pushups, situps).
  const heads = items.filter((x) => !x.rest).map((x) => x.head);
  const same = heads.every((h) => h === null || h === head) && (whole || heads.some((h) => h === head));
  const kinds = !whole && heads.every((h) => h !== null && h !== head) && new Set(heads).size === heads.length;
  if (!same && !kinds) return null;
  // "her pets" or kinds of a thing: one owner's counts (one list, or "there are" each); "Ben ... his sister ..." only when no one's whole is asked.
  const subjects = new Set(items.filter((x) => !x.rest).map((x) => x.subject));
  if ((kinds || /^(?:his|her|their|its|my|our|your) /.test(qm[0].replace(QUESTION_HEAD, ''))) && subjects.size > 1) return null;
  // Which part the question's words pick out.
  const asked = keysOf(qWords.slice(wPhrase.length));
  asked.delete(head);
  const negated = asked.delete('not') || asked.delete('t');
  if (!asked.size) return null;
  const fits = items.filter((x) => [...asked].every((w) => x.label.has(w)));
  if (fits.length !== 1) return null;
  const parts = items.filter((x) => !x.rest).reduce((a, x) => a.add(x.n.value), new Fraction(0));
  const total = whole ? whole.n.value : parts;
  if (total.compare(0) <= 0 || parts.compare(total) > 0) return null;
  const part = fits[0].rest ? total.sub(parts) : fits[0].n.value;
  const value = (negated ? total.sub(part) : part).mul(100).div(total);
  if (!/^\d+(?:\.\d+)?$/.test(showValue(value))) return null;
  const shown = `${showValue(value)}%`;
  const working = [
    whole ? `sentence ${whole.sentence + 1}: the whole = ${whole.n.text}` : `the whole = ${items.map((x) => x.n.text).join(' + ')} = ${showValue(total)}`,
    `sentence ${fits[0].sentence + 1}: the part asked = ${fits[0].rest ? `the rest = ${showValue(part)}` : fits[0].n.text}${negated ? `; not it = ${showValue(total.sub(part))}` : ''}`,
  ];
  return {
    content: [shown, '', ...working.map((w) => `- ${w}`), `- asked: ${negated ? 'not ' : ''}${[...asked].join(' ')} as a share of ${showValue(total)} = ${shown}`].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [showValue(value), shown],
  };
}
