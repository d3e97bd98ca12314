/** Grade-school word problems: quantities per person, changes, comparisons, rates and prices; every number must be used. */
import { wordsToDigits } from '../../src/reading/number-words.js';
import { parseDecimal, type Q } from './rational.js';
import { showMoney, showNumber } from './present-quantity.js';
import type { Outcome } from './solved.js';
import { rx, rxGlobal } from './pattern.js';
import { SOME_DAYS } from '../../src/reading/index.js';

const N = String.raw`\$?(\d+(?:\.\d+)?)`;
const GAIN = 'buys|bought|gets|got|finds|found|receives|received|earns|earned|picks|picked|collects|collected|gains|gained|is given|was given|makes|made|bakes|baked|adds|added|wins|won|saves|saved';
const LOSS = 'gives away|gave away|gives|gave|loses|lost|eats|ate|sells|sold|spends|spent|uses|used|drops|dropped|breaks|broke|donates|donated|throws away|threw away';
const HAVE = 'has|had|have|owns|owned|starts with|started with|holds|keeps|carries';
const PRONOUN = /^(he|she|they|it)$/;
const TIMES: Record<string, Q> = { twice: parseDecimal('2')!, half: parseDecimal('0.5')!, double: parseDecimal('2')!, triple: parseDecimal('3')! };

const num = (s: string) => parseDecimal(s)!;
const decline = (reason: string) => ({ family: 'word' as const, reason });

export function solveWordProblem(raw: string): Outcome {
  const text = wordsToDigits(raw.toLowerCase().replace(/[’']s\b/g, 's').replace(/,(?=\d{3})/g, '')).replace(/ ([?,.!;:]+)(?=\s|$)/g, '$1');
  // "made 48 muffins and sold 30" is two steps by the same person.
  const clauses = text.replace(rxGlobal`,? and (?=(?:${GAIN}|${LOSS})\b)`, '. they ');
  const sentences = clauses.split(/(?<=[.?!])\s+|\n+/).map((s) => s.replace(/[.?!]+$/, '').trim().replace(/^(?:then|and then|after that|later|next|now),? /, '')).filter(Boolean);
  if (sentences.length < 2) return null;
  // Sharing a cost or splitting a pile changes who pays or holds what in ways this reader does not follow.
  if (/\b(?:split|splits|splitting|shares?|shared|sharing|equally|divided|divides)\b/.test(text)) return decline('a shared or split amount is not read by this reader');
  const question = sentences.at(-1)!;
  if (!/^(how (many|much|far|long)|what is the total|in total|altogether)/.test(question)) return null;
  const totalNumbers = (text.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const money = /\$|dollars?|cents?|cost|price|pay|spend|spent|earn/.test(text);
  const fmt = (x: Q) => (money && /how much/.test(question) ? showMoney(x, '$') : showNumber(x));

  // Rate × time, or count × price each.
  const rate = rx`(?:at|earns|makes|types|reads|prints|fills|pumps|produces|drives|travels|walks|runs|flies|cycles|rides)\s+(?:a (?:speed|rate) of )?${N} ?([a-z]+(?: [a-z]+)?)? (?:per|an|a|each|every) (hour|minute|day|week|second)`.exec(text);
  const span = rx`(?:for|in|works?|worked|after) ${N} (hours?|minutes?|days?|weeks?|seconds?)`.exec(text);
  const asksRate = rate && (/^how (far|much)\b/.test(question) || (rate[2] && question.startsWith(`how many ${rate[2].split(' ')[0]}`)));
  if (rate && span && sentences.length <= 3 && asksRate) {
    if (!span[2].startsWith(rate[3])) return decline(`the rate is per ${rate[3]} but the time is in ${span[2]}`);
    if (totalNumbers !== 2) return decline('the question has numbers the reader could not place');
    if (SOME_DAYS.test(text)) return decline('the rate holds on some days only, and how many of them fall in the time asked is not said');
    // "20 pages per hour for 3 hours every day ... in a week": another period beside the rate's and the span's.
    if (/\b(?:hours?|minutes?|days?|weeks?|months?|years?|seconds?)\b/.test(text.replace(rate[0], ' ').replace(span[0], ' '))) return decline('a period besides the rate and its time is not read by this reader');
    const r = num(rate[1]).mul(num(span[1]));
    const unit = rate[2] && !/^(dollars?)$/.test(rate[2]) ? ` ${rate[2]}` : '';
    const s = /\$|dollars?/.test(rate[0]) ? showMoney(r, '$') : showNumber(r);
    return { family: 'word', headline: `${s.text}${unit}`, forms: [...s.forms, ...s.forms.map((f) => `${f}${unit}`)], working: [`${rate[1]} per ${rate[3]} × ${span[1]} ${span[2]} = ${s.text}${unit}`], verified: true };
  }
  const each = rx`(\d+) ([a-z]+) (?:at|for|costing|that cost|which cost) ${N} each|(?:each|one|a|1) ([a-z]+) costs? ${N}\b[^.]*?\b(?:buys|bought|orders|ordered|purchases|purchased|gets|got) (\d+)`.exec(text);
  const each2 = rx`(?:[a-z]+) costs? ${N} each\b[^.]*?\.? ?\w+ (?:buys|bought|orders|ordered|purchases|purchased|gets|got) (\d+)`.exec(text);
  if (!each && each2 && /how much/.test(question)) {
    if (totalNumbers !== 2) return decline('the question has numbers the reader could not place');
    if (SOME_DAYS.test(text)) return decline('the rate holds on some days only, and how many of them fall in the time asked is not said');
    const r = num(each2[2]).mul(num(each2[1]));
    const s = showMoney(r, '$');
    return { family: 'word', headline: s.text, forms: s.forms, working: [`${each2[2]} × ${showMoney(num(each2[1]), '$').text} = ${s.text}`], verified: true };
  }
  const askCount = rx`^(?:each ([a-z]+) costs?|([a-z]+) cost) ${N}(?: each)?\. how much (?:do|does|would|will) (\d+) ([a-z]+) cost$`.exec(text.replace(/[?]$/, ''));
  if (askCount && askCount[5].startsWith((askCount[1] ?? askCount[2]).replace(/s$/, '')) && (askCount[1] || / each\./.test(text))) {
    const r = num(askCount[4]).mul(num(askCount[3]));
    const s = showMoney(r, '$');
    return { family: 'word', headline: s.text, forms: s.forms, working: [`${askCount[4]} × ${showMoney(num(askCount[3]), '$').text} = ${s.text}`], verified: true };
  }
  if (each && /how much/.test(question)) {
    if (totalNumbers !== 2) return decline('the question has numbers the reader could not place');
    if (SOME_DAYS.test(text)) return decline('the rate holds on some days only, and how many of them fall in the time asked is not said');
    const [count, price] = each[1] ? [each[1], each[3]] : [each[6], each[5]];
    const r = num(count).mul(num(price));
    const s = showMoney(r, '$');
    return { family: 'word', headline: s.text, forms: s.forms, working: [`${count} × ${showMoney(num(price), '$').text} = ${s.text}`], verified: true };
  }

  // Quantities held by named people, changed sentence by sentence.
  const held = new Map<string, Q>();
  const nouns = new Set<string>();
  const noun = (w: string | undefined) => w && nouns.add(w.replace(/s$/, ''));
  let last = '';
  let used = 0;
  const trails = new Map<string, string[]>();
  const step = (who: string, text: string) => trails.set(who, [...(trails.get(who) ?? []), text]);
  const trail = (who: string) => (trails.get(who) ?? []).join(' ');
  /** People given something before their own amount was stated: the order is unclear, so it is not guessed. */
  const givenEarly = new Set<string>();
  let unclear = '';
  /** "he" with two people in the story is only read when every other person is named in the same sentence. */
  const who = (w: string, sentence = '') => {
    if (!PRONOUN.test(w)) return w;
    const others = [...held.keys()].filter((p) => !new RegExp(`\\b${p}\\b`).test(sentence));
    if (others.length > 1 || (others.length === 1 && others[0] !== last)) unclear = `"${w}" could mean more than one person`;
    return last;
  };
  const nounOf = (w: string | undefined) => w?.split(' ').at(-1);
  for (const s of sentences.slice(0, -1)) {
    let m: RegExpExecArray | null;
    if ((m = rx`^(?:an? |the )?(\w+) (?:${HAVE}) ${N} ([a-z]+(?: [a-z]+)?)$`.exec(s))) {
      last = who(m[1], s);
      if (held.has(last) || givenEarly.has(last)) return decline(`"${s}" restates an amount already given`);
      held.set(last, num(m[2]));
      step(last, m[2]);
      noun(nounOf(m[3]));
      used++;
    } else if ((m = rx`^(?:an? |the )?(\w+) (?:${GAIN}) (?:another |an extra )?${N}(?: more)?(?: [a-z]+)?$`.exec(s))) {
      last = who(m[1], s);
      held.set(last, (held.get(last) ?? num('0')).add(num(m[2])));
      step(last, `+ ${m[2]}`);
      used++;
    } else if ((m = rx`^(\w+) (?:${LOSS}) (?:away )?${N}(?: of (?:them|her [a-z]+|his [a-z]+|the [a-z]+|their [a-z]+))?(?: [a-z]+)?(?: to (?:her |his |their |a |the )?(\w+))?(?: on (?:a |an |the |some )?[a-z]+)?$`.exec(s))) {
      last = who(m[1], s);
      if (!held.has(last)) return decline(`"${s}" changes an amount that was never given`);
      held.set(last, held.get(last)!.sub(num(m[2])));
      step(last, `− ${m[2]}`);
      if (m[3] && held.has(m[3])) {
        held.set(m[3], held.get(m[3])!.add(num(m[2])));
        step(m[3], `+ ${m[2]}`);
      } else if (m[3]) givenEarly.add(m[3]);
      used++;
    } else if ((m = rx`^(\w+) (?:${LOSS}) (?:away )?(?:\((\d+)/(\d+)\)|(\d+(?:\.\d+)?)%) of (?:them|it|his [a-z]+|her [a-z]+|their [a-z]+|the [a-z]+)(?: to (?:her |his |their |a |the )?(\w+))?$`.exec(s))) {
      // "gives a quarter of them to Sam": a part of the current amount, which must come out whole.
      last = who(m[1], s);
      const have = held.get(last);
      if (!have) return decline(`"${s}" takes a part of an amount that was never given`);
      const part = m[2] ? have.mul(num(m[2])).div(num(m[3])) : have.mul(num(m[4])).div(num('100'));
      if (part.d !== 1n) return decline(`"${s}" does not come out to a whole number`);
      held.set(last, have.sub(part));
      step(last, `− ${showNumber(part).text}`);
      if (m[5] && held.has(m[5])) {
        held.set(m[5], held.get(m[5])!.add(part));
        step(m[5], `+ ${showNumber(part).text}`);
      } else if (m[5]) givenEarly.add(m[5]);
      used += m[2] ? 2 : 1;
    } else if ((m = rx`^(\w+) (?:${HAVE}) (twice|half|double|triple|\d+ times) as many(?: [a-z]+)? as (\w+)$`.exec(s))) {
      const base = held.get(who(m[3]));
      if (!base) return decline(`"${s}" compares with an amount that was never given`);
      const k = TIMES[m[2]] ?? num(m[2].split(' ')[0]);
      if (/^\d/.test(m[2])) used++;
      last = m[1];
      if (held.has(last) || givenEarly.has(last)) return decline(`"${s}" restates an amount already given`);
      held.set(last, base.mul(k));
      step(last, `${showNumber(k).text} × ${showNumber(base).text}`);
    } else if ((m = rx`^(\w+) (?:${HAVE}) ${N} (more|fewer|less)(?: [a-z]+)? than (\w+)(?: does| has| did)?$`.exec(s))) {
      const base = held.get(who(m[4]));
      if (!base) return decline(`"${s}" compares with an amount that was never given`);
      last = m[1];
      if (held.has(last) || givenEarly.has(last)) return decline(`"${s}" restates an amount already given`);
      held.set(last, m[3] === 'more' ? base.add(num(m[2])) : base.sub(num(m[2])));
      step(last, `${showNumber(base).text} ${m[3] === 'more' ? '+' : '−'} ${m[2]}`);
      used++;
    } else return decline(`could not read "${s}"`);
  }
  if (unclear) return decline(unclear);
  if (used !== totalNumbers) return decline('the question has numbers the reader could not place');
  // The question must ask about the things counted, not something else ("pears" vs "bananas").
  const asked = nounOf(/^how many (?:more )?([a-z]+(?: [a-z]+)?) (?:does|do|did|are|is|will|has|have)\b/.exec(question)?.[1]);
  if (nouns.size > 1) return decline('the story counts different kinds of things');
  if (asked && !/^(more|do|does|did|are|is|will)$/.test(asked) && nouns.size && !nouns.has(asked.replace(/s$/, ''))) return decline(`the question asks about ${asked}, which the story does not count`);
  let m: RegExpExecArray | null;
  let r: Q | undefined;
  let working = '';
  if ((m = /^how many more(?: [a-z]+)? (?:does|did|has) (\w+) (?:have |has )?than (\w+)(?: (?:has|does|did))?$/.exec(question))) {
    const [a, b] = [held.get(m[1]), held.get(m[2])];
    if (!a || !b) return decline('the question asks about someone not mentioned');
    r = a.sub(b);
    working = `${showNumber(a).text} − ${showNumber(b).text}`;
  } else if (/^how many(?: [a-z]+)? (?:do|did|will) (?:they|we|both|all|the \w+)(?: \w+)? have (?:together|altogether|in total|in all|combined)$|^how many(?: [a-z]+)? (?:are there|is that) (?:together|altogether|in total|in all)$/.test(question) && held.size > 1) {
    r = [...held.values()].reduce((x, y) => x.add(y));
    working = [...held.values()].map((v) => showNumber(v).text).join(' + ');
  } else if ((m = /^how (?:many|much)(?: (?!more\b)[a-z]+){0,2} (?:does|did|do|will|has|is) (?:the )?(\w+)(?: (?:have|has|own|hold|got|keep))?(?: (?:now|left|in all|in total|altogether|at the end|then))?$/.exec(question))) {
    r = held.get(who(m[1], question));
    if (!r) return decline('the question asks about someone not mentioned');
    working = `${who(m[1])}: ${trail(who(m[1]))}`;
  } else if (/^how many(?: [a-z]+){0,2} (?:are|is) (?:left|remaining|there now|left over)$/.test(question) && held.size === 1) {
    r = [...held.values()][0];
    working = `${[...held.keys()][0]}: ${trail([...held.keys()][0])}`;
  } else return decline(`could not read the question "${question}"`);
  if (unclear) return decline(unclear);
  if (r.s < 0n) return decline('the amounts go below zero, so the story does not add up');
  const s = fmt(r);
  return { family: 'word', headline: s.text, forms: s.forms, working: [`${working} = ${s.text}`], verified: true, caveat: 'read as a sequence of changes to each person\'s amount' };
}
