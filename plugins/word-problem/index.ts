/** word_problem: grade-school story problems read sentence by sentence into equations, solved exactly and checked. */
import { askText, decline, definePlugin, type Answer } from '../../src/plugin-api.js';
import { AGE_QUESTION, ageReply, solveAges } from './ages.js';
import { unaskedReason } from '../../src/reading/asked.js';
import { withoutDistractors } from './distractors.js';
import { setAside } from '../../src/reading/index.js';
import { chainReply, solveChain } from './chains.js';
import { partReply, solvePartition } from './partition.js';
import { relationReply, solveRelations } from './relations.js';
import { moneyReply, solveMoney } from './money.js';
import { solveRates } from './rates.js';
import { solveStory } from './read-story.js';
import { LATE_READERS } from './readers/index.js';
import { rateReply, storyReply } from './reply.js';

/** A story with a question: several sentences, numbers, and "how many/much" or "what is the total cost" at the end. */
const STORY = /\b(?:how (?:many|much|long|far)|what(?:'s| is| was| will be) the total (?:cost|price|amount|bill|number))\b[^?]*\?\s*$/i;

/**
 * Other questions about one quantity, read in the last sentence only: "how tall/old/fast ...", "what is the price of one
 * muffin?", "calculate the total amount she spends." A question naming no measured quantity ("what is his name?") is not one.
 */
const QUANTITY_ASKED =
  /^(?:(?:if|so|then|now|and|after|given)\b[^?]*?,\s*)?(?:how (?:many|much|long|far|old|tall|high|wide|deep|heavy|big|fast|often|large|short)\b[^?]*\?|(?:at what|what|calculate|find|determine|compute|work out)\b[^?]*?\b(?:total|amount|number|price|cost|costs|sum|value|age|weight|height|length|width|distance|speed|average|percent|percentage|profit|difference|area|perimeter|score|rate|salary|wage|earnings|income|balance|change|fee|bill|time|volume|capacity|remainder)\b[^?]*(?:\?|(?<!\bwhat\b[^?]*)\.))\s*$/i;

/** Some number in the story: digits or a number word. */
const HAS_NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|twice|thrice|half|dozen|double|triple)\b/i;

/** The last sentence (after a "." "!" "?" followed by a space, so a decimal point does not split) and how many came before. */
function lastSentence(text: string): { last: string; before: number } {
  let start = 0;
  let before = 0;
  for (const end of text.trimEnd().matchAll(/[.!?]["')]?\s+(?=\S)/g)) {
    start = end.index + end[0].length;
    before++;
  }
  return { last: text.slice(start).trim(), before };
}

/**
 * A question this solver reads: the old phrasings anywhere at the end, or a quantity asked in the last sentence of a
 * story of at least two sentences; a one-line sum ("after a 20% discount a coat costs $80. What was the price?") stays compute's.
 */
function asksQuantity(text: string): boolean {
  if (STORY.test(text) || AGE_QUESTION.test(text)) return true;
  const { last, before } = lastSentence(text);
  // "Zoe has 8 cats and 12 dogs. What percentage of her pets are dogs?": a share of counts asked after one sentence.
  // "A boy runs 1.5 km in 45 minutes. What is his speed in km per hour?": a speed or distance asked after one sentence.
  const oneBefore = /^what (?:is the )?percent(?:age)? of\b|^how fast\b|^what (?:is|was) (?:the |his |her |its |their |my )?(?:\w+'s )?(?:average |total )?(?:speed|distance)\b|^(?:at )?what (?:total |average )?(?:distance|speed)\b/i;
  // "A pen and pencil have a total cost of $6. If the pen costs twice as much as the pencil, what is the cost of the pen?":
  // a price or a sum of money asked after one sentence, with no percentage in it (that one-line sum stays compute's).
  const priceAfterOne = /^(?:(?:if|so|then|and)\b[^?]*?,\s*)?(?:what(?: is|'s| was| will be| would be)|calculate|find|determine)\b[^?]*?\b(?:price|cost|total|change)\b/i.test(last) && /\$/.test(text) && !/%|\bper ?cent\b/i.test(text);
  return (before >= 2 || (before === 1 && (oneBefore.test(last) || priceAfterOne))) && HAS_NUMBER.test(text) && QUANTITY_ASKED.test(last);
}

/** "Venny spent $15000 on a car, 40% of its price. What was the original price?": one statement and a percentage, asked. */
function percentAfterOne(text: string): boolean {
  const { last, before } = lastSentence(text);
  return before === 1 && /%|\bper ?cent\b/i.test(text) && QUANTITY_ASKED.test(last);
}

const wordProblem = definePlugin({
  name: 'word_problem',
  summary: 'Reads grade-school word problems sentence by sentence into equations, solves them exactly and checks every number is used, setting aside only sentences that provably do not bear on the question.',
  examples: {
    claims: [
      { ask: 'Paddington has 40 more goats than Washington. If Washington has 140 goats, how many goats do they have in total?', expect: '320' },
      { ask: 'Mia picked 12 apples on Monday and twice as many apples on Tuesday. How many apples did Mia pick altogether?', expect: '36 apples' },
    ],
    declines: [
      { ask: 'Siobhan has 7 kites. Marcus has 3 more marbles than Siobhan. How many marbles does Marcus have?' },
      { ask: 'Write a story about 3 dragons.' },
    ],
  },
  claim(ask) {
    const text = storyText(ask);
    if (text.length > 1500) return 0;
    // Below compute (0.9): a one-line percent sum stays compute's; what compute declines is read here.
    if (!asksQuantity(text)) return percentAfterOne(text) ? 0.85 : 0;
    // Above compute (0.9): a story is read here first; a decline passes it on.
    return /[.!]\s+\S/.test(text) || /,\s*how (?:many|much)/i.test(text) ? 0.95 : 0;
  },
  answer(ask): Answer | ReturnType<typeof decline> {
    const text = storyText(ask);
    // Whichever reader would answer, the question must be about the story's people and things.
    const unasked = unaskedReason(text);
    if (unasked) return decline(unasked);
    const answer = readPast(text);
    // Money changes hands in whole cents: "$60.015" means the story was misread or does not add up, whichever reader said it.
    const amount = 'content' in answer ? /^\$(\d[\d,]*(?:\.(\d+))?(\/\d+)?)$/.exec((answer.content ?? '').split('\n')[0]) : null;
    if (amount && ((amount[2]?.length ?? 0) > 2 || amount[3])) return decline(`the amount of money comes out as $${amount[1]}, not a whole number of cents`);
    return answer;
  },
});

/** The story without a greeting before it or a sign-off after its question ("Hello, …", "… in total? thanks!"), which every reader would otherwise take for part of it. */
const storyText = (ask: Parameters<typeof askText>[0]) => setAside(askText(ask)).core;

/** A story every reader declines is read once more without the sentences that provably do not bear on its question. */
function readPast(text: string): Answer | ReturnType<typeof decline> {
  const answer = read(text);
  if ('content' in answer) return answer;
  const trimmed = withoutDistractors(text);
  if (!trimmed || unaskedReason(trimmed.text)) return answer;
  const again = read(trimmed.text);
  if (!('content' in again)) return answer;
  const note = `set aside as not bearing on the question: ${trimmed.aside.map((s) => `"${s}"`).join(', ')}`;
  return { ...again, caveat: again.caveat ? `${again.caveat}; ${note}` : note };
}

function read(text: string): Answer | ReturnType<typeof decline> {
  const solved = solveStory(text);
  if (solved && !('reason' in solved)) return storyReply(solved);
  // A story the owner-by-owner reader declines may still be one chain of rates.
  const rates = solveRates(text);
  if (rates && !('reason' in rates)) return rateReply(rates);
  // Or amounts held, spent and taken in: "Todd has $20. He buys 4 candy bars that cost $2 each."
  const money = solveMoney(text);
  if (money && !('reason' in money)) return moneyReply(money);
  // Ages: every age an unknown, statements at other times shifted, solved as one linear system.
  const ages = solveAges(text);
  if (ages && !('reason' in ages)) return ageReply(ages);
  if (ages && (!solved || /\bhow old\b/i.test(text))) return decline(ages.reason);
  // One amount followed through its changes, forward ("how many are left") or back ("how many at first").
  const chain = solveChain(text);
  if (chain && !('reason' in chain)) return chainReply(chain);
  // Amounts defined by each other ("8 more than", "3 times as many", "66 together"), solved as one system.
  const related = solveRelations(text);
  if (related && !('reason' in related)) return relationReply(related);
  // A whole split into parts with "the rest".
  const parts = solvePartition(text);
  if (parts && !('reason' in parts)) return partReply(parts);
  // Domain readers (readers/), tried in turn once the core readers have passed.
  for (const read of LATE_READERS) {
    const answer = read(text);
    if (answer) return answer;
  }
  if (!solved) return decline('not read as a story problem: no statements before a "how many/how much" question');
  return decline(solved.reason);
}

export default wordProblem;
