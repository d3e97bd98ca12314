/**
 * Equal groups and equal shares: "7 baskets with 10 apples in each basket" (7 × 10 apples), "35 marbles in bags of 5"
 * (35 ÷ 5 bags), "24 candies shared equally among 4 friends" (24 ÷ 4 each). Each number is read as a count of things
 * ("7 baskets") or as how many one group holds ("10 apples in each basket", "each pack has 8 pieces", "a bag holds
 * 20", "bags of 5", "12 pages every day"); the question asks the things, the groups, or each one's share. Every number
 * must be used once; a division that is not whole, a share not said to be equal, or a second way to read is a decline.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { singular } from '../story-text.js';
import type { StoryReader } from './reader.js';
import { simpleText } from './simple-text.js';

interface Count {
  n: Fraction;
  head: string;
  said: string;
}
interface Per {
  m: Fraction;
  /** What one group holds ("apple"); null for "bags of 5", the asked things. */
  head: string | null;
  said: string;
  group: string;
}

const STOP = new Set(
  'a an the and or but of to in on at by for from with into onto than as that which who is are was were be has have had do does did will would can could this these those it its they them their he she him his her we our you your i my if when so then there here how what all both some any no not each every per left now still away out off up down over today yesterday more fewer less times altogether total together apiece equally evenly among between needed need needs'.split(
    ' ',
  ),
);
const VERBS = new Set(
  'holds hold held has have had contains contain contained carries carry carried fits fit seats seat gets get got uses use used needs need puts put placed packs packed pack made make makes bought buy buys reads read read sold sells gave gives shared share shares split splits divided divides arranged arrange baked bakes picked picks planted plants filled fill fills comes come came sit sits sat goes go went'.split(
    ' ',
  ),
);
const TIME = new Set('day week hour minute month year night morning'.split(' '));
const EQUAL = /\b(?:equally|evenly|equal|same number|same amount|fairly)\b/;
const SHARE = /\b(?:share|shares|shared|sharing|split|splits|divide|divides|divided|give|gives|gave|given|put|puts|packed|packs|pack|arranged|placed|handed|passed)\b/;

const head = (w: string) => singular(w);

/** The noun after index j: up to three words before a stop word or verb; "pieces of gum" keeps its head "piece". */
function nounAt(t: string[], j: number): { words: string[]; end: number } {
  const words: string[] = [];
  while (j < t.length && !STOP.has(t[j]) && !VERBS.has(t[j]) && /^[a-z]+$/.test(t[j]) && words.length < 3) words.push(t[j++]);
  // "pieces of gum", "packs of pens": the head is before "of"; the rest is skipped.
  if (words.length && t[j] === 'of' && /^[a-z]+$/.test(t[j + 1] ?? '') && !STOP.has(t[j + 1]) && !VERBS.has(t[j + 1])) return { words, end: j + 2 };
  return { words, end: j };
}

interface Facts {
  counts: Count[];
  pers: Per[];
}

/** Reads every number of a sentence as a count or a size of group; null when one is neither. */
function readSentence(s: string, facts: Facts, question: boolean): boolean {
  const t = s.replace(/([,;:])/g, ' $1 ').split(/\s+/).filter(Boolean);
  for (let i = 0; i < t.length; i++) {
    if (/^[a-z]+$/.test(t[i]) && /^(?:each|every|a|an|one)$/.test(t[i]) && !question) {
      // "each pack has 8 pieces", "a bag holds 20 oranges", "a box of chalk has 10 sticks".
      const g = nounAt(t, i + 1);
      if (!g.words.length) continue;
      let k = g.end;
      if (/^(?:can|will|could)$/.test(t[k])) k++;
      if (!/^(?:has|have|holds|hold|contains|contain|carries|carry|fits|seats|had|held|gets|comes|is)$/.test(t[k] ?? '')) continue;
      if (t[k] === 'comes' && t[k + 1] === 'with') k++;
      if (t[k] === 'is' && /^(?:filled|packed)$/.test(t[k + 1]) && t[k + 2] === 'with') k += 2;
      const n = t[k + 1];
      if (!/^\d+$/.test(n ?? '')) continue;
      const y = nounAt(t, k + 2);
      if (!y.words.length) return false;
      facts.pers.push({ m: new Fraction(n), head: head(y.words.at(-1)!), said: `${n} ${y.words.join(' ')} in ${t[i] === 'each' || t[i] === 'every' ? 'each' : 'one'} ${g.words.at(-1)}`, group: head(g.words.at(-1)!) });
      i = y.end - 1;
      continue;
    }
    if (!/^\d/.test(t[i])) continue;
    if (!/^\d+$/.test(t[i])) return false;
    const n = new Fraction(t[i]);
    // "bags of 5", "cartons of 12", "teams of 6", "piles of 9 cards each".
    if (t[i - 1] === 'of' && /^[a-z]+$/.test(t[i - 2] ?? '') && /^(?:in|into)$/.test(t[i - 3] ?? '')) {
      const y = nounAt(t, i + 1);
      let end = y.end;
      if (t[end] === 'each') end++;
      facts.pers.push({ m: n, head: y.words.length ? head(y.words.at(-1)!) : null, said: `${t[i - 2]} of ${t[i]}${y.words.length ? ` ${y.words.join(' ')}` : ''}`, group: head(t[i - 2]) });
      i = end - 1;
      continue;
    }
    const y = nounAt(t, i + 1);
    if (!y.words.length) return false;
    const yh = head(y.words.at(-1)!);
    let k = y.end;
    // "10 apples in each basket", "15 beads for each bracelet", "12 pages every day", "5 pencils in a box".
    if (/^(?:in|on|for|inside|per)$/.test(t[k]) && /^(?:each|every|a|an|one)$/.test(t[k + 1] ?? '')) k++;
    if (/^(?:each|every|a|an|one|per)$/.test(t[k] ?? '') && (t[k - 1] !== y.words.at(-1) || /^(?:every|per)$/.test(t[k]) || (t[k] === 'a' && TIME.has(t[k + 1])))) {
      const g = nounAt(t, k + 1);
      if (g.words.length) {
        facts.pers.push({ m: n, head: yh, said: `${t[i]} ${y.words.join(' ')} ${t.slice(k, g.end).join(' ')}`, group: head(g.words.at(-1)!) });
        i = g.end - 1;
        continue;
      }
    }
    // "3 classes with 27 students each": the groups counted just before.
    if (t[k] === 'each' || t[k] === 'apiece' || (t[k] === 'in' && t[k + 1] === 'each' && !/^[a-z]+$/.test(t[k + 2] ?? '1'))) {
      const before = facts.counts.at(-1);
      if (!before || facts.counts.length === 0) return false;
      facts.pers.push({ m: n, head: yh, said: `${t[i]} ${y.words.join(' ')} in each ${before.head}`, group: before.head });
      i = k;
      continue;
    }
    // "5 trays of 12 cookies", "4 boxes with 25 pencils": a count of groups, then what each holds.
    if ((t[k] === 'of' || t[k] === 'with' || t[k] === 'holding' || t[k] === 'containing') && /^\d+$/.test(t[k + 1] ?? '')) {
      facts.counts.push({ n, head: yh, said: `${t[i]} ${y.words.join(' ')}` });
      const m = t[k + 1];
      const z = nounAt(t, k + 2);
      if (!z.words.length) return false;
      let end = z.end;
      if (t[end] === 'each' || t[end] === 'apiece') end++;
      else if (/^(?:in|on)$/.test(t[end]) && t[end + 1] === 'each') end += /^[a-z]+$/.test(t[end + 2] ?? '') && head(t[end + 2]) === yh ? 3 : 2;
      facts.pers.push({ m: new Fraction(m), head: head(z.words.at(-1)!), said: `${m} ${z.words.join(' ')} in each ${y.words.at(-1)}`, group: yh });
      i = end - 1;
      continue;
    }
    facts.counts.push({ n, head: yh, said: `${t[i]} ${y.words.join(' ')}` });
    i = y.end - 1;
  }
  return true;
}

function solveGroups(raw: string): Answer | null {
  const text = simpleText(raw);
  if (!text || !text.statements.length) return null;
  const all = [...text.statements, text.question].join(' . ');
  // Changes, comparisons and parts are other shapes.
  if (/\b(?:more|fewer|less|than|left|remain|remaining|rest|gave away|lost|ate|sold|spent|some|half|twice|times|percent|%|each other|other|extra|except|but|only|already|instead)\b/.test(all)) return null;
  if (/\$|dollars?|cents?\b|money|cost|price|[()\/]/.test(all)) return null;
  if (/\b(?:fourth|fourths|quarter|quarters|third|thirds|fifth|double|doubles|doubled|triple|tripled|daily|weekly|monthly|yearly|not|back|again|return|returned|both|first|second|next|last|if|would|wants?|needs? to)\b/.test(all)) return null;
  // A sentence with no number may carry a step not read ("then she walked back home").
  if (text.statements.some((st) => !/\d/.test(st))) return null;
  const qm = /^how many ([a-z]+(?: [a-z]+)?(?: of [a-z]+)?) (?:do|does|did|will|would|can|could|should|are|is|were|was|go|goes|must)\b ?(.*)$/.exec(text.question);
  if (!qm) return null;
  const askedWords = qm[1].split(' ');
  const asked = head(askedWords.includes('of') ? askedWords[askedWords.indexOf('of') - 1] : askedWords.at(-1)!);
  const facts: Facts = { counts: [], pers: [] };
  for (const s of text.statements) if (!readSentence(s, facts, false)) return null;
  const qFacts: Facts = { counts: [], pers: [] };
  const rest = qm[2];
  const eachAsked = /\b(?:each|every|per|apiece)\b/.exec(rest);
  if (!readSentence(rest.replace(/\b(?:each|every)\s+[a-z]+\b.*$/, ''), qFacts, true) || qFacts.pers.length || qFacts.counts.length > 1) return null;
  const counts = [...facts.counts, ...qFacts.counts];
  const pers = facts.pers;
  let value: Fraction;
  const lines: string[] = [];
  let unit = qm[1];
  if (eachAsked) {
    // A share: the things over the groups, said to be equal.
    if (pers.length || counts.length !== 2 || !EQUAL.test(all) || !SHARE.test(all.replace(/\bequal\b/, ''))) {
      // "in 4 equal groups" is said without a verb of sharing.
      if (pers.length || counts.length !== 2 || !/\b(?:in|into) \d+ equal\b/.test(all)) return null;
    }
    const whole = counts.find((c) => c.head === asked);
    const groups = counts.find((c) => c !== whole);
    if (!whole || !groups || groups.head === asked) return null;
    const named = rest.slice(eachAsked.index).split(' ')[1];
    // "does each friend get": the groups are the ones asked; "each of them" leaves them as counted.
    if (named && named !== 'of' && head(named) !== groups.head) return null;
    value = whole.n.div(groups.n);
    lines.push(`- ${whole.said} shared equally among ${groups.said}: ${whole.n.toString()} ÷ ${groups.n.toString()} = ${value.toString()}`);
    unit = askedWords.join(' ');
  } else if (pers.length === 1) {
    const p = pers[0];
    if (counts.length !== 1) return null;
    const c = counts[0];
    if ((p.head === asked || (p.head === null && c.head === asked)) && c.head === p.group) {
      // So many groups, so many in each.
      value = c.n.mul(p.m);
      lines.push(`- ${c.said}, ${p.said}: ${c.n.toString()} × ${p.m.toString()} = ${value.toString()}`);
    } else if (p.group === asked && (p.head === c.head || p.head === null) && c.head !== asked) {
      // So many things, so many to a group: how many groups.
      value = c.n.div(p.m);
      lines.push(`- ${c.said} in ${p.said}: ${c.n.toString()} ÷ ${p.m.toString()} = ${value.toString()}`);
    } else return null;
  } else if (pers.length === 2 && counts.length <= 1) {
    // "A book has 15 chapters and each chapter has 12 pages. How many pages does the book have?"
    const [a, b] = pers[0].group === pers[1].head ? [pers[1], pers[0]] : [pers[0], pers[1]];
    if (a.group !== b.head || a.head !== asked) return null;
    const outer = counts[0] ?? (new RegExp(`\\b(?:the|a|one) ${b.group}\\b`).test(rest) ? { n: new Fraction(1), head: b.group, said: `one ${b.group}` } : null);
    if (!outer || outer.head !== b.group) return null;
    value = outer.n.mul(b.m).mul(a.m);
    lines.push(`- ${outer.said}, ${b.said}, ${a.said}: ${outer.n.toString()} × ${b.m.toString()} × ${a.m.toString()} = ${value.toString()}`);
  } else return null;
  if (value.d !== 1n || value.compare(0) <= 0) return null;
  // Every number read once, and every time word the unit of a count or of a group ("12 pages every day", "in 7 days").
  const used = counts.length + pers.length + (qFacts.counts.length ? 0 : 0);
  if ((all.match(/\d+(?:\.\d+)?/g) ?? []).length !== used) return null;
  const heads = new Set([...counts.map((c) => c.head), ...pers.map((p) => p.group)]);
  for (const w of all.split(/\W+/)) if (TIME.has(singular(w)) && !heads.has(singular(w))) return null;
  const headline = `${value.toString()} ${value.equals(1) ? unit.replace(/^([a-z]+?)(?:e?s)\b/, '$1') : unit}`;
  return {
    content: [headline, '', 'Equal groups:', ...lines].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([value.toString(), headline])],
  };
}

export const readers: StoryReader[] = [solveGroups];
