/**
 * "How many more girls than boys?" over a story that counts two kinds once each: "There are 34 boys and 41 girls in
 * a school play." Both numbers are read with their nouns and the same verb (held, or done the same way); the answer is
 * the difference, and must be above zero. A third number, an unknown amount, or nouns that may overlap is a decline.
 */
import type { Answer } from '../../../src/plugin-api.js';
import type { StoryReader } from './reader.js';
import { readAmounts } from './simple-hold.js';
import { nounOf, relation, simpleText, withNoun } from './simple-text.js';

const AUX = '(?:are|were|is|was|do|does|did|will)';

function solveCompare(raw: string): Answer | null {
  const text = simpleText(raw);
  if (!text || !text.statements.length) return null;
  const q = text.question;
  const m =
    new RegExp(`^how many (more|fewer|less) ([a-z]+(?: [a-z]+)?) than ([a-z]+(?: [a-z]+)?)(?: ${AUX}\\b.*)?$`).exec(q) ??
    new RegExp(`^how many (more|fewer|less) ([a-z]+(?: [a-z]+)?) ${AUX} there than ([a-z]+(?: [a-z]+)?)$`).exec(q);
  if (!m || /\b(?:each|every|per|times|than .* than|if|after|before|left|now)\b/.test(q.slice(m[0].indexOf(m[3])))) return null;
  const said = text.statements.join(' . ');
  if (/\b(?:each|every|per|times|twice|half|than|more|fewer|less|some|left|gave|sold|ate|lost|bought|[()\/%$])\b/.test(said) || /[()\/%$]/.test(said)) return null;
  const a = nounOf(m[2].split(' '));
  const b = nounOf(m[3].split(' '));
  if (!a || !b || relation(a, b) !== 'other' || relation(b, a) !== 'other') return null;
  const read = readAmounts(text.statements, text.names);
  if (!read || read.amounts.length !== 2 || read.subjects.size > 1) return null;
  if ((said.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const [x, y] = read.amounts;
  if (!x.n || !y.n || x.verb !== y.verb) return null;
  const first = [x, y].find((v) => relation(a, v.noun) === 'same' && relation(b, v.noun) === 'other');
  const second = [x, y].find((v) => relation(b, v.noun) === 'same' && relation(a, v.noun) === 'other');
  if (!first || !second || first === second) return null;
  const value = m[1] === 'more' ? first.n!.sub(second.n!) : second.n!.sub(first.n!);
  if (value.compare(0) <= 0) return null;
  const headline = withNoun(value, a);
  return {
    content: [headline, '', `${m[1] === 'more' ? `${withNoun(first.n!, first.noun)} − ${withNoun(second.n!, second.noun)}` : `${withNoun(second.n!, second.noun)} − ${withNoun(first.n!, first.noun)}`} = ${value.toString()}`].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([value.toString(), headline])],
  };
}

export const readers: StoryReader[] = [solveCompare];
