/** The words the counts reader knows: what verbs do to a stock of things, and the pairs that split a whole. */

/** Verbs by which the owner comes to hold things (a first mention starts the stock, a later one adds to it). */
export const GAIN = new Set(
  'has have had owns owned got gets get bought buys buy found finds find received receives receive picked picks pick collected collects collect made makes make baked bakes bake caught catches catch won wins win brought brings bring grew grows grow harvested harvests harvest ordered orders order gathered gathers gather'.split(
    ' ',
  ),
);
/** Verbs that are only ever about holding: "has 20", not "gets 20 more". */
export const HOLD = new Set('has have had owns owned'.split(' '));
/** Verbs that take things out of the stock, whoever does it ("the guests eat 39 slices"). */
export const LOSE = new Set(
  'gave gives give donated donates donate ate eats eat sold sells sell lost loses lose used uses use threw throws throw dropped drops drop lent lends lend broke breaks break shared shares share took takes take spent spends spend'.split(' '),
);
/** Things leaving on their own: "4 boys drop out", "3 of the eggs broke", "5/6 of the nuts were eaten". */
export const LEAVE = new Set('left leave leaves quit quits died die dies broke break escaped escape escapes'.split(' '));
export const PASSIVE_GAIN = new Set('added returned delivered brought bought found'.split(' '));
export const PASSIVE = new Set('eaten sold lost used broken taken given donated removed stolen thrown dropped'.split(' '));
/** "drop out", "ran away", "fell off", "flew away": a verb and its particle. */
export const LEAVE_PHRASES = [
  ['drop', 'out'], ['drops', 'out'], ['dropped', 'out'], ['ran', 'away'], ['run', 'away'], ['flew', 'away'], ['fly', 'away'], ['fell', 'off'], ['fall', 'off'], ['walked', 'out'], ['went', 'home'], ['go', 'home'],
];
/** "Each box contains 20 matches": how many things one group holds. */
export const CONTAIN = new Set('has have contains contain holds hold comes come carries carry fits fit'.split(' '));
/** Words after a number that make it something other than a count of the noun. */
export const LOADED = new Set(
  'each every per more less fewer times twice than as rest remaining remainder some all both another other except instead only not equally average half more'.split(' '),
);
/**
 * A whole split in two: the part named and the part asked make the whole, but only for wholes the pair covers
 * ("45 children, a third of them girls": the rest are boys; "40 people, 15 girls" says nothing of the boys).
 */
const PAIRS: { pair: [string, string]; wholes: Set<string> | null }[] = [
  { pair: ['boy', 'girl'], wholes: new Set('child kid student pupil baby'.split(' ')) },
  { pair: ['man', 'woman'], wholes: new Set('adult person employee worker'.split(' ')) },
  { pair: ['adult', 'child'], wholes: new Set('person guest visitor passenger attendee'.split(' ')) },
  { pair: ['male', 'female'], wholes: null },
];
export function complementOf(part: string, whole: string): string | null {
  for (const { pair: [a, b], wholes } of PAIRS) {
    if (wholes && !wholes.has(whole)) continue;
    if (part === a) return b;
    if (part === b) return a;
  }
  return null;
}
/** Words that never start a noun phrase. */
export const STOP = new Set(
  'a an the and or but of to in on at by for from with than as that which who whom is are was were be been has have had do does did will would can could this these those it its they them their he she him his her we us our you your i my me if when so then there here how what many much all both some any no not more fewer less times total together altogether combined each every per left now remaining still away out off into'.split(
    ' ',
  ),
);
/** Words a clause may open with that say when, not what: "then", "later", "after that". */
export const LEAD = new Set('then so now later afterwards finally also and but first next'.split(' '));
export const SKIP_ADVERBS = new Set('also only just then still already now later usually originally initially first finally really'.split(' '));
