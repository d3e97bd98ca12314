/**
 * What a shopping story asks, read from its question (lower case, numbers as `#<id>`): what was spent, what is left,
 * the change, what is still needed, or the price of one thing whose price the story leaves open. Each reading names
 * the one asked about (`who`), what the question says was bought (`tail`, checked against the things bought), a bill
 * said in the question (`bill`) and things counted in the question itself (`list`: "how much do 38 pencils cost?").
 */
export type Kind = 'spent' | 'left' | 'change' | 'need' | 'price' | 'more' | 'start';

export interface Asked {
  kind: Kind;
  who?: string;
  tail?: string;
  bill?: string;
  list?: string;
  /** The thing whose price is asked, and how it is counted: "each", "a", "the", or a number token "#3". */
  item?: string;
  det?: string;
  /** "than on frozen yoghurt": what the spending on `tail` is compared with. */
  than?: string;
}

const SUBJ = '(?<who>[a-z]+|the [a-z]+|the two [a-z]+)';
const TT = '(?: in total| in all| altogether| total| all together| together| combined)?';
/** "after shopping", "after buying all the toys", "after these purchases", "to buy more toys": said of all that was bought. */
const AFTER =
  '(?: after (?:shopping|spending|paying|(?:buying|purchasing|paying for|spending on|spending money on|getting) (?<tail>.+?)|(?:these|the|all|all the|those|her|his|their|all (?:her|his|their)) (?:purchases?|expenses|shopping)|going (?:to the [a-z]+(?: [a-z]+)?|shopping)|the purchase)| to (?:buy|spend on) more [a-z]+| to spend(?: on (?:a |an |the )?[a-z]+(?: [a-z]+){0,4})?)?';
/** Things the question itself counts: "38 pencils and 56 pens", "a table and 4 chairs". */
const LIST = '(?<list>(?:a|an|one|#\\d+) [a-z#\\d][a-z#\\d ,\'-]*?)';

/** "at first", "originally", "at the beginning": the money before any of it was spent. */
const AT_FIRST = '(?:at first|originally|initially|at the (?:beginning|start)|in the beginning|to begin with|at the start of (?:the day|the trip|her shopping|his shopping))';

const ITEM = '(?<det>each|a|an|one|every|the|a single|#\\d+) (?<item>[a-z][a-z\' -]*?)';
const Q: [Kind, RegExp][] = [
  ['more', new RegExp(`^how (?:much more(?: money)?|many (?:more dollars|dollars more)) (?:did|does|do|will|would) ${SUBJ} (?:spend|pay|spent|paid) (?:on|for) (?<tail>[a-z][a-z' -]*?) than (?:on |for )?(?<than>[a-z][a-z' -]*?)$`)],
  ['price', new RegExp(`^how much (?:money )?(?:did|does|do|will|would) ${ITEM} cost(?: each| apiece)?(?: (?:him|her|them))?$`)],
  ['price', new RegExp(`^how much (?:is|was|were|are) ${ITEM}(?: each)?$`)],
  ['price', new RegExp(`^(?:what (?:is|was|s) |calculate |find |determine )?the (?:price|cost) of ${ITEM}$`)],
  // Things counted in the question itself, read before the same questions of what was bought in the story.
  ['spent', new RegExp(`^how much (?:money )?(?:will|would|do|does|did|should) ${SUBJ} (?:have to |need to )?(?:pay|spend) (?:for|on) ${LIST}$`)],
  ['spent', new RegExp(`^(?:what (?:is|was|s|will be) )the (?:total )?cost of ${LIST}$`)],
  ['spent', new RegExp(`^(?:collectively |altogether |in total )?how much (?:money )?(?:did|does|do|will|would|has|have|should) ${SUBJ} (?:pay|spend|spent|paid|have to (?:pay|spend)|need to (?:pay|spend)|end up (?:paying|spending))${TT}(?: (?:on|for|at|in) (?<tail>.+?))?${TT}$`)],
  ['spent', new RegExp(`^how much (?:money )?(?:will|would|do|does|did) ${LIST} cost${TT}$`)],
  ['spent', new RegExp(`^how much (?:money )?(?:did|does|do|will|would) (?:everything|it all|all|they|both|(?:the|his|her|their) (?<tail>.+?)) cost(?: (?:him|her|them|me|us))?${TT}$`)],
  ['spent', new RegExp(`^how much (?:will|does|would|did) it cost(?: (?:him|her|them))? to (?:buy|purchase|get) (?:${LIST}|(?<tail>.+?))$`)],
  ['spent', new RegExp(`^how much money (?:does|will|would|did) ${SUBJ} need to (?:buy|purchase|pay for) ${LIST}$`)],
  ['spent', new RegExp(`^(?:what (?:is|was|s|will be) |calculate |find |determine )?the (?:total|combined|combined total) (?:cost|price|amount|amount of money|bill)(?: (?:of|for) (?:the |all the |all |both )?(?<tail>.+?))?$`)],
  ['spent', new RegExp(`^(?:calculate |find |determine |what is )?the total amount of money ${SUBJ} (?:spent|used|paid|spends|uses|pays)(?: (?:to buy|on|for|at) (?<tail>.+?))?$`)],
  ['left', new RegExp(`^how much (?:money )?(?:does|did|will|would|do) ${SUBJ} (?:still )?have (?:left|left over|remaining|remaining in (?:his|her|their) budget)${AFTER}$`)],
  ['left', new RegExp(`^how much (?:money )?(?:is|was|will be|would be) (?:left|remaining)(?: (?:on|in|of) (?:her|his|their|the) (?:[a-z]+ )?(?:budget|money|wallet|purse))?(?: (?:with|for|from) ${SUBJ})?${AFTER}$`)],
  ['left', /^how much of (?:his|her|their) money (?:remains|remained|is left|was left|will remain|will be left)$/],
  ['left', /^what (?:is|was|will be) (?:his|her|their) remaining (?:balance|money|budget)$/],
  ['left', new RegExp(`^what is the amount of money ${SUBJ} (?:has|had|will have) left${AFTER}$`)],
  ['left', new RegExp(`^how much (?:money )?(?:was|is|will|would) ${SUBJ} (?:be )?left with${AFTER}$`)],
  ['left', new RegExp(`^what does ${SUBJ} have left${AFTER}$`)],
  ['change', new RegExp(`^how much change (?:does|did|will|would|should|must|can) ${SUBJ} (?:get|receive|take|bring home|take home|have|be given)(?: back)?(?: (?:from|for|out of) (?:a|an|one|her|his|the) #(?<bill>\\d+)(?: bill)?)?${AFTER}$`)],
  ['change', new RegExp(`^how much (?:money )?(?:does|did|will|would|should) ${SUBJ} (?:get|receive) (?:back|in change|back in change|as change|back as change)$`)],
  ['change', new RegExp(`^how much change (?:was|is|will be|would be) ${SUBJ} given$`)],
  ['change', new RegExp(`^(?:calculate |find |determine |what is |what was )?the (?:amount of )?change ${SUBJ} (?:received|receives|got|gets|will receive|will get|would receive|would get)(?: back)?${AFTER}$`)],
  ['start', new RegExp(`^how much (?:money )?(?:did|does) ${SUBJ} (?:have|bring|take|carry)(?: with (?:her|him|them))? ${AT_FIRST}$`)],
  ['start', new RegExp(`^how much (?:money )?(?:did|does) ${SUBJ} (?:originally |initially |first )?(?:start|begin) (?:out |off )?with$`)],
  ['start', new RegExp(`^how much (?:money )?(?:did|does) ${SUBJ} (?:originally|initially|first) have$`)],
  ['start', new RegExp(`^what (?:is|was) the amount of money ${SUBJ} had ${AT_FIRST}$`)],
  ['need', new RegExp(`^how much more (?:money )?(?:does|did|will|would|should|do) ${SUBJ} (?:need|have to (?:save|get|find))(?: to (?:buy|get|afford|purchase|pay for) .+)?$`)],
];

/** The question with its commas, "in dollars" and a leading "so" set aside; null when it is none of the above. */
export function readAsked(question: string): Asked | null {
  const q = question
    .replace(/ ?,/g, '')
    .replace(/(?:^| )in dollars(?= |$)/g, '')
    .replace(/^(?:so|then|and|now|ok|okay) /, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [kind, re] of Q) {
    const m = re.exec(q);
    if (!m) continue;
    const g = m.groups ?? {};
    // "How much does a printer cost?": the price of one left open, or, when nothing is, a list of one.
    const list = g.list ?? (g.det && g.det !== 'the' && g.det !== 'every' && g.det !== 'each' ? `${g.det.replace(/^a single$/, 'a')} ${g.item}` : undefined);
    return { kind, who: g.who, tail: g.tail, bill: g.bill, list, item: g.item, det: g.det, than: g.than };
  }
  return null;
}

/** "on the ingredients", "at the store": a tail that names everything bought, not one part of it. */
export const EVERYTHING =
  /^(?:(?:the |all |all the |all of the |her |his |their |these |those )?(?:ingredients|groceries|food|items|things|purchases|supplies|shopping|stuff|everything|it|them|it all|all|all of them|all of it|gifts|presents|snacks|party supplies|treats and (?:the )?\w+)|(?:the |a |an |her |his )?(?:\w+ )?(?:store|shop|market|mall|supermarket|grocery store|bakery|butcher|butchers|butcher s|cafe|restaurant|fair|carnival|stand|counter|register|checkout|local shop))$/;
