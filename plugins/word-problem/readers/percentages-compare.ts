/**
 * Two amounts, the second a percentage more or less than the first, and the total of both asked: "Janet
 * counts 30 crows and 60% more hawks than crows. How many birds does she count total?", "Mary used 15 gallons
 * this week. Last week she used 20% less. How much fuel did she use in total for the two weeks?". Only stories
 * with exactly these two numbers; what "than" names must be the one the amount was given for, and with no
 * "than" the amount must come first. Anything else passes the story on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { lemma } from '../verbs.js';
import { percentReply, percentStory } from './percentages-common.js';

const MORE = 'more|larger|bigger|higher|greater|longer|taller|heavier|more expensive';
const LESS = 'less|fewer|smaller|lower|shorter|lighter|cheaper|less expensive';
/** Words that make the story more than two amounts and a comparison. */
const OTHER = /\b(?:plans?|wants?|hopes?|goal|expects?|wish\w*|needs?|would|will|each|per|every|times|twice|half|gave|give|lost|lose|ate|eat|left|remain\w*|rest|of them|of it|average|share|split|discount|off|tax|tip|raise|increase\w*|decrease\w*|reduc\w*|profit|interest|if not|instead|after|before|then)\b/;
const TOTAL = /\b(?:in total|total|altogether|in all|combined|both|the two [a-z]+|together)\b/;

export function readPercentCompare(text: string): Answer | null {
  const read = percentStory(text, /\bhow (?:many|much)\b/);
  if (!read) return null;
  const { story, statements, q } = read;
  if (!TOTAL.test(q)) return null;
  // "in total for the two weeks": the two are the two amounts, not a third number.
  const two = /\bthe #(\d+) [a-z]+/.exec(q);
  const numbers = story.numbers.filter((x) => !(two && x.id === Number(two[1]) && x.value.equals(2) && !x.money && !x.percent));
  if (numbers.length !== 2) return null;
  const p = numbers.find((n) => n.percent);
  const n = numbers.find((x) => !x.percent);
  if (!p || !n || p.value.compare(0) <= 0) return null;
  const all = statements.map((s) => s.s).join(' . ');
  if (OTHER.test(all) || OTHER.test(q)) return null;
  const at = new RegExp(String.raw`#${p.id} (?:(${MORE})|(${LESS}))\b(?:(?: [a-z]+)? than ([a-z' ]+)|(?: [a-z ]*)?)$`).exec(statements.find((s) => s.s.includes(`#${p.id}`))!.s.split(/, and | and (?=#)/).find((c) => c.includes(`#${p.id}`))!);
  if (!at) return null;
  // "25% more pages on Tuesday than on Wednesday": a "than" not read as the amount's owner.
  if (!at[3] && / than /.test(at[0])) return null;
  const up = !!at[1];
  if (!up && p.value.compare(100) >= 0) return null;
  const nIn = statements.find((s) => s.s.includes(`#${n.id}`))!;
  const pIn = statements.find((s) => s.s.includes(`#${p.id}`))!;
  const than = at[3]?.trim();
  if (than) {
    // "than Lassie Lake" with "Lassie Lake has 45 frogs", "than crows" with "30 crows".
    const own = new RegExp(String.raw`(?:^|, |and )(?:if )?${than} (?:has|have|had|is|was|are|were|costs?|weighs?|holds?|counts?|got|gets) #${n.id}\b|#${n.id} ${than}\b`);
    if (!own.test(nIn.s)) return null;
  } else if (nIn.i > pIn.i || (nIn === pIn && nIn.s.indexOf(`#${n.id}`) > nIn.s.indexOf(`#${p.id}`))) return null;
  // "scored 260 ... scored 20% more", "30 crows and 60% more hawks", "is 30% larger": the same doing, or a size compared; "plans to have 20% more" is not read.
  const verbOf = (id: number) => new RegExp(String.raw`(\w+) #${id}\b`).exec(statements.find((s) => s.s.includes(`#${id}`))!.s)?.[1] ?? '';
  const pVerb = verbOf(p.id);
  const sameDoing = lemma(pVerb) === lemma(verbOf(n.id)) && !/^(?:has|have|had|is|was|are|were)$/.test(pVerb);
  const sized = /^(?:is|was|are|were)$/.test(pVerb) && at[1] !== 'more' && at[2] !== 'less' && at[2] !== 'fewer';
  if (!(than || sameDoing || sized || (pVerb === 'and' && nIn === pIn))) return null;
  const factor = up ? new Fraction(1).add(p.value.div(100)) : new Fraction(1).sub(p.value.div(100));
  const other = n.value.mul(factor);
  const total = n.value.add(other);
  if (n.money ? total.mul(100).d !== 1n : other.d !== 1n) return null;
  const working = [`sentence ${nIn.i + 1}: the first amount = ${n.text}`, `sentence ${pIn.i + 1}: the second = ${n.text} × (1 ${up ? '+' : '−'} ${p.text}) = ${n.money ? '$' : ''}${other.toString()}`];
  const noun = n.money ? 'dollar' : null;
  return percentReply(total, noun, 'the two together', working);
}
