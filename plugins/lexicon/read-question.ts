/** Reads what a word question asks: the first rule whose wording matches, and its target. */
import type { Read } from './question.js';
import { FACT_RULES, LOOKUP_RULES } from './rules.js';

const DEFAULT_SCORE = 0.85;
/** Word questions are short; a long text is a document or a story, read by other solvers. */
export const MAX_LENGTH = 600;
/** Translation is not a lexicon question (WordNet is English only). */
const OTHER_LANGUAGE = /\btranslat|\b(?:in|into|to|from)\s+(?:spanish|french|german|italian|portuguese|chinese|mandarin|japanese|korean|russian|arabic|hindi|latin|greek|dutch|swedish|polish|turkish)\b/i;

const ORDER = /\b(?:alphabetical(?:ly)?|alphabeti[sz]e|a\s*(?:-|to)\s*z|z\s*(?:-|to)\s*a|abc\s+order|dictionary\s+order)\b/i;
const REVERSE = /\b(?:reverse|z\s*(?:-|to)\s*a|descending|backwards?)\b/i;

/** "Put these in alphabetical order: pear, apple, fig" or "Sort pear, apple and fig alphabetically". */
function alphabeticalItems(text: string): string[] | null {
  const order = ORDER.exec(text);
  if (!order) return null;
  // The list follows a colon, a line break or a dash after the request ("…alphabetical order: pear, fig").
  const after = text.slice(order.index).search(/[:\n]|\s-\s/);
  let list: string;
  if (after >= 0) list = text.slice(order.index + after + 1);
  else {
    const m = /\b(?:sort|order|arrange|alphabeti[sz]e|list|put)\s+(?:the\s+(?:words?|names?)\s+)?(.+?)\s+(?:in\s+(?:reverse\s+)?(?:alphabetical|abc|dictionary)\s+order|alphabetically|from\s+a\s+to\s+z|a\s*-\s*z|from\s+z\s+to\s+a)\b/i.exec(text);
    if (!m) return null;
    list = m[1];
  }
  const items = list
    .split(/\n|,|;|\s+and\s+|\s*\/\s*/i)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').replace(/^\s*(?:and|or)\s+/i, '').trim().replace(/^["']|["'.?!]+$/g, '').trim())
    .filter(Boolean);
  if (items.length < 2 || items.some((s) => !/^[\p{L}][\p{L}'\- ]*$/u.test(s) || s.split(' ').length > 4)) return null;
  return items;
}

/** Every rule needs one of these words; most questions for other solvers have none and stop here. */
const ANY_RULE =
  /\b(?:mean|means|meant|meaning|meanings|defin\w*|def|look\s+up|synonym\w*|syn|antonym\w*|opposite\w*|words?|terms?|thesaurus|alternatives?|spel\w*|letters?|characters|vowels|consonants|anagrams?|rearrange|palindrome|plurals?|pluralis\w*|pluraliz\w*|singulars?|alphabeti\w*|a\s*-\s*z|a\s+to\s+z|z\s+to\s+a|abc|speech|class|category|noun|verb|adjective|adverb|pronoun|preposition|conjunction|determiner|article|interjection|auxiliary|modal|kinds?|types?|sorts?|forms?|variety|varieties|species|hypernyms?|hyponyms?|pos|contrary|refers?|else|converse|call|describe|broader|narrower|specific|general|superordinates?|umbrella|subcategor\w*|subtypes?|sentences?|examples?|usages?|use|using|backwards?|reverse|more\s+than\s+one|count|how\s+many|number\s+of|is\s+an?|what\s+is|instead|same|similar|like|synonymous|stand|say|is\s+it|correct|right|explain)\b/i;

/** A quantity outside quotes: digits, or a number word as stories write them. */
const QUANTITY =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half|twice|double|triple|third|quarter|fifth)\b/i;

/**
 * A word question is asked in one go; when a sentence before the last one gives a quantity, the text is a story
 * whose question only looks like a word question ("Jonathan's name has 8 letters … how many letters in their
 * names?"), and counting the letters of the words asked about would answer something else.
 */
function isStory(text: string): boolean {
  // A quote opens after a space or a bracket and closes before one: the apostrophe in "Pat's" is neither.
  const unquoted = text.replace(/(?<![\p{L}\p{N}])["'‘“][^"'’”\n]*?["'’”](?![\p{L}\p{N}])/gu, ' ');
  const sentences = unquoted.split(/(?<=[.?!])\s+(?=\S)/).filter((s) => s.trim());
  return sentences.length > 1 && sentences.slice(0, -1).some((s) => QUANTITY.test(s));
}

export function readQuestion(text: string): Read | null {
  if (!text || text.length > MAX_LENGTH || !ANY_RULE.test(text) || OTHER_LANGUAGE.test(text) || isStory(text)) return null;
  for (const rule of FACT_RULES) {
    const m = rule.re.exec(text);
    const question = m && rule.build(m);
    if (question) return { question, score: rule.score ?? DEFAULT_SCORE };
  }
  const items = alphabeticalItems(text);
  if (items) return { question: { kind: 'alphabetical', items, reverse: REVERSE.test(text) }, score: DEFAULT_SCORE };
  for (const rule of LOOKUP_RULES) {
    const m = rule.re.exec(text);
    const question = m && rule.build(m);
    if (question) return { question, score: rule.score ?? DEFAULT_SCORE };
  }
  return null;
}
