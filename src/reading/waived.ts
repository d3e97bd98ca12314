/**
 * A percentage change the story says did not happen, or only might: "had a 20% off coupon but forgot it at
 * home", "the 10% discount had expired", "if he had used his coupon". Readers that apply every percentage they
 * find would answer as if it did, so such a story is declined, whichever reader would answer it.
 */
import { splitSentences } from './sentences.js';

const CHANGE = /\b(?:coupon|voucher|discount|off|sale|rebate|tax|tip|raise|markup|interest)\b/i;
const PERCENT = /\d\s*%|\bper ?cent\b/i;
const WAIVED =
  /\b(?:forg[eo]t\w*|expired?|lost|left (?:it|them|the \w+) at home|(?:did|could|can|would|does|do|will|was|were)(?: not|n't) (?:use|apply|get|have|bring|redeem|qualify|count|remember|work|valid)\w*|cannot (?:use|apply|get)|if only|would have|instead of using)\b/i;

/** "Tom got a 15% discount", "His friend got …": whose the change is. */
const HOLDER = /^(?:([A-Z][a-z]+)|(?:His|Her|Their|My) ([a-z]+))\s+(?:also\s+)?(?:got|gets|received|receives|was given|is given|had|has|used|uses|paid|pays|earned|earns|left|leaves)\b/;
/** "a 10% discount on a helmet": what the change is on. */
const ON_THING = /%\s*(?:off|discount)\b[^.]*?\bon (?:a|an|the|his|her|their|one|each) ([a-z]+(?:-[a-z]+)?)\b/i;
const NOT_THINGS = new Set(['total', 'bill', 'price', 'cost', 'order', 'purchase', 'purchases', 'meal', 'everything', 'item', 'items', 'amount', 'sale', 'day', 'way', 'rest', 'whole', 'first', 'second', 'next', 'pre-tax', 'subtotal', 'original', 'remaining', 'balance', 'money']);

const NOT_NAME = /^(?:He|She|They|It|We|I|You|The|This|That|These|Those|There|Each|Every|A|An|If|When|Then|After|Before|So|But|And|On|In|At|For|His|Her|Their|My|Our|Its|What|How)$/;
/** The people a sentence opens with: "Ken bought …" gives Ken. */
const opener = (text: string) => /^([A-Z][a-z]+)\s+[a-z]/.exec(text.trim())?.[1];

export function waivedChangeReason(text: string): string | null {
  const sentences = splitSentences(text);
  for (const s of sentences) {
    if (PERCENT.test(s.text) && CHANGE.test(s.text) && WAIVED.test(s.text)) return `"${s.text.trim()}" says a percentage may not apply`;
  }
  const question = sentences.at(-1)?.text ?? '';
  for (const s of sentences.slice(0, -1)) {
    if (!PERCENT.test(s.text) || !CHANGE.test(s.text)) continue;
    // "Ken bought a drill for $80. Tom got a 15% discount. How much did Ken spend?": the change is someone else's.
    const holder = HOLDER.exec(s.text.trim());
    const who = holder?.[1] ?? holder?.[2];
    if (who && !NOT_NAME.test(who) && !new RegExp(`\\b${who}\\b`, 'i').test(question)) {
      const others = sentences.filter((o) => o !== s).map((o) => opener(o.text)).filter((n) => n && n !== who && !NOT_NAME.test(n));
      if (holder?.[2] || others.length) return `"${s.text.trim()}" is a percentage for ${holder?.[2] ? `the ${who}` : who}, whom the question does not ask about`;
    }
    // "Then he got a 10% discount on a helmet": a change on something the story never prices or counts.
    const thing = ON_THING.exec(s.text)?.[1].toLowerCase();
    const stem = thing?.replace(/(?:es|s)$/, '');
    if (thing && stem && !NOT_THINGS.has(thing) && !sentences.some((o) => o !== s && new RegExp(`\\b${stem}`, 'i').test(o.text))) return `"${s.text.trim()}" is a percentage on a ${thing}, which the story says nothing else about`;
  }
  return null;
}
