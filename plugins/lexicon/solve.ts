/** Answers one word question with the WordNet it is given: read, find the word, then the family's answer. */
import { pluralOf, singularOf, type NumberResult } from '../../src/lexicon/noun-number.js';
import type { Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, isDecline, type Answer, type Decline } from '../../src/solving/solver.js';
import { cleanText, quotedSpans } from './clean-text.js';
import { readConstraints } from './constraints.js';
import { define } from './define.js';
import { describeAnswer } from './describe.js';
import { literalTarget, readTarget, resolveTarget, type Resolved } from './headword.js';
import { broaderAnswer, exampleAnswer, kindOfAnswer } from './kinds.js';
import { partOfSpeech, partOfSpeechChoice } from './part-of-speech.js';
import type { Question } from './question.js';
import { MAX_LENGTH, readQuestion } from './read-question.js';
import { relatedAnswer } from './related.js';
import { readSeveral } from './several.js';
import { choiceAnswer, readOptions, relationAnswer, type Kind } from './relation-check.js';
import { article, computed, isResolved, listing, quote, unknownWord, withCaveat } from './reply.js';
import { classNames, wordClasses } from './senses.js';
import { spellAnswer, spellChoiceAnswer } from './spelling.js';
import { alphabetical, anagramCheck, endLetter, letterCount, oneLetterCount, palindrome, reversed, vowelCount } from './word-facts.js';

type Result = Answer | Decline;

/** "'mad' (as in angry)", "in the sense of 'angry'": a word naming the sense asked about. */
const SENSE_HINT = /\b(?:as\s+in|in\s+the\s+sense\s+of|i\s+mean)\s+(?:an?\s+|the\s+)?["']?((?:not\s+)?[a-z]{3,}(?:\s[a-z]+)?)["']?\s*\)?\s*[?.!]*\s*$/i;

/** "…'running' in 'running is fun'": the class in one sentence needs its grammar, which is not parsed here. */
function inSentence(wn: Wordnet, r: Resolved): Decline | null {
  const names = classNames(wordClasses(wn, r.word));
  if (names.length < 2) return null;
  return decline(`${quote(r.word)} can be ${listing(names.map(article), 'or')}; which one it is in that sentence depends on its grammar, which this solver does not parse`);
}

/** A sentence the word is asked about in: "in 'running is fun'", "in the sentence: …". */
const IN_SENTENCE = /\b(?:in|within)\s+(?:the\s+(?:sentence|phrase)\s*:?\s*|this\s+(?:sentence|phrase)\s*:?\s*)?["'][^"'\n]+\s[^"'\n]+["']|\bin\s+(?:the|this)\s+sentence\b/i;

/** Finds the word a lookup is about and answers with `then`; unknown words are declined by name. */
function lookup(wn: Wordnet, region: string, text: string, then: (r: Resolved) => Result, allowClosed = false): Result {
  const target = readTarget(region, text);
  if (!target) return decline('no word to look up was found in the question');
  const r = resolveTarget(target, wn, allowClosed);
  return isResolved(r) ? then(r) : unknownWord(wn, r);
}

/** The question without its quoted parts and the word itself, where conditions on the answer are read. */
function withoutWord(text: string, word: string): string {
  const rest = quotedSpans(text).reduceRight((t, q) => t.slice(0, q.start) + ' ' + t.slice(q.end), text);
  const at = rest.toLowerCase().indexOf(word.toLowerCase());
  return at < 0 ? rest : rest.slice(0, at) + ' ' + rest.slice(at + word.length);
}

function literal(region: string, text: string, then: (word: string) => Result): Result {
  const word = literalTarget(region, text);
  return word ? then(word) : decline('no word was found in the question');
}

function nounNumber(wn: Wordnet, word: string, kind: 'plural' | 'singular'): Result {
  const r: NumberResult = kind === 'plural' ? pluralOf(wn, word) : singularOf(wn, word);
  if ('reason' in r) return decline(r.reason);
  const lines = [`The ${kind} of ${quote(word)} is ${listing(r.forms.map(quote), 'or')} (${r.how}).`];
  return computed(lines, r.forms.map((f) => `${kind}:${word.toLowerCase()}:${f}`));
}

function anagrams(wn: Wordnet, word: string): Result {
  const key = word.toLowerCase();
  if (!/^[a-z]{2,}$/.test(key)) return decline(`anagrams are searched for single words of plain letters, not ${quote(word)}`);
  const found = wn.anagrams(key);
  const first = found.length
    ? `Anagrams of ${quote(word)} in ${wn.source}'s word list: ${found.join(', ')}.`
    : `${wn.source}'s word list has no anagram of ${quote(word)}.`;
  return computed([first], `anagrams:${key}:${found.join(',')}`, `Searched every single-word lemma of ${wn.source}; rarer words and inflected forms are not in that list.`);
}

function answerQuestion(wn: Wordnet, q: Question, text: string): Result {
  switch (q.kind) {
    case 'define':
      return lookup(wn, q.target, text, (r) => define(wn, r), true);
    case 'synonym':
    case 'antonym':
      return lookup(wn, q.target, text, (r) => {
        const at = text.indexOf(q.target);
        const options = readOptions(text, at < 0 ? 0 : at + q.target.length);
        if (options) return choiceAnswer(wn, r, options, q.kind as Kind);
        const read = readConstraints(withoutWord(text, r.word));
        if ('unsupported' in read) return decline(read.unsupported);
        return relatedAnswer(wn, r, q.kind as Kind, read.constraints, SENSE_HINT.exec(text)?.[1]);
      });
    case 'describe': {
      // "a word for happy": one word WordNet knows is a synonym question.
      const plain = q.target.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/^["']|["'?.!]+$/g, '');
      if (plain.split(/\s+/).length <= 2 && wn.knows(plain)) return lookup(wn, plain, text, (r) => relatedAnswer(wn, r, 'synonym'));
      return describeAnswer(wn, q.target);
    }
    case 'relation-check':
      return lookup(wn, q.target, text, (r) => {
        const other = literalTarget(q.other, text);
        if (!other) return decline('no second word was found to compare');
        const checked = relationAnswer(wn, r, other, q.relation);
        if (!q.means || !isDecline(checked)) return checked;
        // "Does 'X' mean Y?" with no relation listed: what X means, saying Y is not listed as a synonym.
        const meaning = define(wn, r);
        if (isDecline(meaning)) return checked;
        const note = `${wn.source} does not list ${quote(other)} as a synonym or antonym of ${quote(r.word)}; its senses follow.`;
        return { ...meaning, content: `${note}\n${meaning.content ?? ''}` };
      });
    case 'pos':
      return lookup(wn, q.target, text, (r) => (IN_SENTENCE.test(text) && inSentence(wn, r)) || partOfSpeech(wn, r), true);
    case 'pos-choice':
      return lookup(wn, q.target, text, (r) => (IN_SENTENCE.test(text) && inSentence(wn, r)) || partOfSpeechChoice(wn, r, q.choices), true);
    case 'broader':
    case 'narrower':
      return lookup(wn, q.target, text, (r) => broaderAnswer(wn, r, q.kind as 'broader' | 'narrower'));
    case 'kind-of':
      return lookup(wn, q.target, text, (r) => kindOfAnswer(wn, r, q.categories));
    case 'example':
      return lookup(wn, q.target, text, (r) => exampleAnswer(wn, r));
    case 'spell':
      return literal(q.target, text, (w) => spellAnswer(wn, w));
    case 'spell-choice':
      return spellChoiceAnswer(wn, q.options);
    case 'letters':
      return literal(q.target, text, letterCount);
    case 'end-letter':
      return literal(q.target, text, (w) => endLetter(w, q.end));
    case 'letter-count':
      return literal(q.target, text, (w) => oneLetterCount(w, q.letter));
    case 'vowels':
    case 'consonants':
      return literal(q.target, text, (w) => vowelCount(w, q.kind as 'vowels' | 'consonants'));
    case 'palindrome':
      return literal(q.target, text, palindrome);
    case 'reverse':
      return literal(q.target, text, reversed);
    case 'anagram-check':
      return literal(q.target, text, (a) => literal(q.other, text, (b) => anagramCheck(a, b)));
    case 'anagrams':
      return literal(q.target, text, (w) => anagrams(wn, w));
    case 'plural':
    case 'singular':
      return literal(q.target, text, (w) => nounNumber(wn, w, q.kind as 'plural' | 'singular'));
    case 'alphabetical':
      return alphabetical(q.items, q.reverse);
  }
}

/** The whole question: clean-up (naming repaired keywords in the caveat), reading, answering. */
export function solveLexicon(raw: string, wn: Wordnet): Result {
  const cleaned = cleanText(raw, (w) => wn.knows(w));
  const several = cleaned.text.length <= MAX_LENGTH ? readSeveral(cleaned.text) : null;
  if (several) return withRepairs(combine(several.map((p) => answerQuestion(wn, p.question, p.text))), cleaned.repairs);
  const read = readQuestion(cleaned.text);
  if (!read) return decline('not a question about a word this solver reads');
  return withRepairs(answerQuestion(wn, read.question, cleaned.text), cleaned.repairs);
}

function withRepairs(result: Result, repairs: readonly [string, string][]): Result {
  if (isDecline(result)) return result;
  const notes = repairs.map(([from, to]) => `Read ${quote(from)} as ${quote(to)}.`).join(' ');
  return withCaveat(result, notes || undefined);
}

const SOURCE_LINE = /\n\nSource: [^\n]*$/;

/** One reply for several questions: each answer in turn (the source named once), what was declined said. */
function combine(results: readonly Result[]): Result {
  const answers = results.filter((r): r is Answer => !isDecline(r));
  const declined = results.filter(isDecline);
  if (!answers.length) return declined[0];
  const source = answers.map((a) => SOURCE_LINE.exec(a.content ?? '')?.[0]).find(Boolean);
  const content = answers.map((a) => (a.content ?? '').replace(SOURCE_LINE, '')).join('\n\n') + (source ?? '');
  const canonical = answers.flatMap((a) => (a.canonical === undefined ? [] : typeof a.canonical === 'string' ? [a.canonical] : [...a.canonical]));
  const caveats = [...answers.map((a) => a.caveat), ...declined.map((d) => `One part was not answered: ${d.reason}.`)].filter(Boolean);
  return {
    content,
    verified: !declined.length && answers.every((a) => a.verified),
    checked: answers.every((a) => a.checked === 'computed') ? 'computed' : 'lexicon_lead',
    canonical,
    ...(caveats.length ? { caveat: caveats.join(' ') } : {}),
  };
}

/** The claim: the same reading, without WordNet (cheap and pure). */
export function lexiconScore(raw: string): number {
  // A word question is short: a long text is not cleaned just to be refused by its length.
  if (raw.length > 2 * MAX_LENGTH) return 0;
  return readQuestion(cleanText(raw).text)?.score ?? 0;
}
