/** Prose around a question ("can you tell me what is ... please?") peeled off both ends. */

const LEAD = new Set(
  ('what is are was does do equal equals the value of result answer calculate compute evaluate work out figure find give me tell ' +
    'can could would you please pls i need want to know how much simplify solve get if when we us let quick quickly exactly ' +
    'just and then so now hey hi ok okay math maths question help with determine express as number whats ' +
    'kindly mind u ya plz write show state wat wut wats calc').split(' '),
);
const TRAIL = new Set('please pls thanks thank you thx exactly simplified for me is equal equals equal to come to comes to be ok okay again now out work works'.split(' '));

/** Removes filler words and punctuation from both ends; returns null if nothing is left. */
export function stripFiller(text: string): string {
  let words = text.replace(/\?+(\s|$)/g, ' ').replace(/(?<![\d)!])!+(\s|$)/g, ' ').replace(/[:;]\s/g, ' ').split(/\s+/).filter(Boolean);
  const clean = (w: string) => w.replace(/^[,"'.]+|[,"'.:]+$/g, '');
  while (words.length && (LEAD.has(clean(words[0])) || clean(words[0]) === '')) words = words.slice(1);
  while (words.length && (TRAIL.has(clean(words.at(-1)!)) || /^[=.,?!]+$/.test(words.at(-1)!))) words = words.slice(0, -1);
  return words.join(' ').replace(/^[,:;]\s*/, '').replace(/[.,;:=]+$/, '').replace(/\s*=\s*\??$/, '').trim();
}
