/**
 * The question's target: which noun, whose, through which verb, and whether it asks for a total, what is
 * left, or a difference ("how many more ... than ...").
 */
import { nounPhrase } from './story-text.js';
import { lemma } from './verbs.js';

export interface Target {
  /** Singular noun phrase, or null when the question names none ("how many did she sell?"). */
  noun: string | null;
  /** People asked about; empty means everyone in the story. */
  owners: string[];
  /** Verb stem; "hav" for possession. */
  verb: string;
  /** "left", "now", "remaining": holdings after the changes. */
  final: boolean;
  /** "in total", "altogether", "combined". */
  total: boolean;
  /** "how many more A does X have than Y": X − Y. */
  than?: string;
  /** Money asked: "how much money", "how much did she spend". */
  money: boolean;
}

const TOTAL = /\b(?:in total|altogether|all together|in all|combined|together|total|overall|total number)\b/;
const FINAL = /\b(?:left|now|remain|remaining|at the end|in the end|still|anymore)\b/;
/** A question tail that adds a condition or a rate this reader does not apply. */
const UNSURE_TAIL = /#\d|\b(?:if|each|equally|share|shared|split|per|average|every|after|before|when|would|percent|times|twice|half|a day|a week|a month|a year|an hour|in a|in an|for the|instead)\b/;
const AUX = '(?:does|did|do|will|would|can|could|should|has|have|had|must|is|are|was|were)';

/** Reads "how many/much ..." sentences; null when the question has another shape. */
export function readQuestion(q: string, people: readonly string[], lastOwner: string): Target | null {
  const text = q.replace(/^(?:so|then|now|and)\s*,?\s+/, '');
  const names = people.join('|') || 'nobody';
  const who = `((?:(?:${names}|he|she|they|it|we|you|i)(?:,? and |, )?)+)`;
  let m = new RegExp(`^how many (more |fewer |less )?([a-z ]+?) ${AUX} ${who} (?:(?:also|still|now) )?([a-z]+)(.*)$`).exec(text);
  let money = false;
  if (!m) {
    const mm = new RegExp(`^how much (more )?(money )?${AUX} ${who} (?:(?:also|still|now) )?([a-z]+)(.*)$`).exec(text);
    if (mm) {
      m = [mm[0], mm[1], 'dollar', mm[3], mm[4], mm[5]] as unknown as RegExpExecArray;
      money = true;
    }
  }
  if (m) {
    const owners = readOwners(m[3], people, lastOwner);
    if (!owners) return null;
    const verb = lemma(m[4]);
    const tail = m[5];
    if (UNSURE_TAIL.test(tail) || (/\b(?:than|compared)\b/.test(tail) && !m[1])) return null;
    // "How much does she spend on the pens?": one kind of purchase, which this reader does not pick out of the others.
    if (money && /^\s*(?:on|for)\b/.test(tail)) return null;
    const target: Target = { noun: money ? 'dollar' : nounOf(m[2]), owners, verb, final: FINAL.test(tail), total: TOTAL.test(tail), money };
    if (m[1]) {
      const than = new RegExp(`^.*? (?:than|compared to|compared with) (${names})\\b`).exec(tail);
      if (!than || owners.length !== 1) return null;
      // "how many fewer does X have than Y" is Y − X: the same difference the other way round.
      [target.owners, target.than] = m[1].trim() === 'more' ? [owners, than[1]] : [[than[1]], owners[0]];
    }
    return target;
  }
  const there = /^how many ([a-z ]+?) (?:are|were) there(.*)$/.exec(text);
  if (there) return { noun: nounOf(there[1]), owners: [], verb: 'hav', final: FINAL.test(there[2]), total: true, money: false };
  return null;
}

function nounOf(words: string): string | null {
  const w = words.trim().split(' ');
  return w[0] ? nounPhrase(w) : null;
}

function readOwners(words: string, people: readonly string[], last: string): string[] | null {
  const out: string[] = [];
  for (const w of words.split(/,? and |, |\s+/).filter(Boolean)) {
    if (w === 'they' || w === 'we') return [];
    if (w === 'he' || w === 'she' || w === 'it' || w === 'i' || w === 'you') {
      if (!last) return null;
      out.push(last);
    } else if (people.includes(w)) out.push(w);
    else return null;
  }
  return out;
}
