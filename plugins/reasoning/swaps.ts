/**
 * Tracking objects through swaps: people start with one item each (a ball, a partner, a position, a book),
 * pairs trade in the order given, and the question asks who holds what at the end. The final holding is
 * re-derived by replaying the swaps on the inverse map (item → holder) and must agree.
 */
import { decline } from '../../src/solving/solver.js';
import { plain, readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const NAME = "[A-Z][a-z]+";
const HOLD = '(?:has|holds|is holding|gets|got|owns|is dancing with|dances with|is playing|plays|is at|is on|is reading|is wearing|wears|is carrying|carries|starts with|began with|begins with|is assigned|was given|is given|receives|is with|is partnered with)';
// An item runs to the next comma or full stop, or to "and <Name> <holds>": "Pride and Prejudice" stays whole.
const INITIAL = new RegExp(`\\b(${NAME})\\s+${HOLD}\\s+(?:an?\\s+|the\\s+)?([^,.;]+?)(?=\\s*(?:,|;|\\.|$|\\band\\s+${NAME}\\s+${HOLD}))`, 'g');
// "Alice and Bob swap …" or "Alice swaps (items) with Bob".
const SWAP_SOURCE = `\\b(${NAME})\\s+and\\s+(${NAME})\\s+(?:swap|switch|trade|exchange|change)\\b|\\b(${NAME})\\s+(?:swaps|switches|trades|exchanges)\\s+(?:\\w+\\s+){0,2}?with\\s+(${NAME})\\b`;
const SWAP = new RegExp(SWAP_SOURCE);
const SWAPS = new RegExp(SWAP_SOURCE, 'g');
const QUESTION = new RegExp(`(?:at the end[^,]*,|finally,?|in the end,?|after (?:all )?(?:the|these|this|those) (?:swaps?|trades?|switches|exchanges)[^,]*,|now,?)?\\s*(?:what|which\\s+\\w+|who)?\\s*(?:does|is)?\\s*\\b(${NAME})\\s+(?:${HOLD}|have|hold|holding|dancing with|playing|reading|wearing|carrying|end up with|ends up with|end up)\\b[^.?]*[.?]?\\s*$`);

/** "Alice, Bob, and Claire are holding a white, a blue, and a red present, respectively": the starting items in one sentence. */
function respectively(setup: string): Map<string, string> | null {
  const m = setup.match(new RegExp(`\\b(${NAME}(?:,\\s*${NAME})*,?\\s+and\\s+${NAME})\\s+(?:are|were|each)\\s+(?:\\w+\\s+){0,3}?(?:holding|playing|dancing with|reading|wearing|carrying|assigned to|given|on|at|with|have|hold|own)\\s+(.+?),?\\s+respectively\\b`));
  if (!m) return null;
  const split = (list: string) => list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim().replace(/^(?:an?|the)\s+/i, '')).filter(Boolean);
  const [people, items] = [split(m[1]), split(m[2])];
  return people.length === items.length ? new Map(people.map((p, i) => [p, items[i]])) : null;
}

export const swaps: Family = {
  name: 'swaps',
  detect: (t) => SWAP.test(t) && (new RegExp(`${NAME}\\s+${HOLD}\\b`).test(t) || /\brespectively\b/.test(t)),
  solve(text: string): Outcome {
    const { stem, options } = readOptions(text);
    const firstSwap = stem.search(SWAP);
    const setup = stem.slice(0, firstSwap).replace(/^[\s\S]*?:\s*(?=[A-Z][a-z]+\s)/, (m) => (new RegExp(`${NAME}\\s+${HOLD}`).test(m) ? m : ''));
    const holds = respectively(setup) ?? new Map<string, string>();
    if (!holds.size) for (const m of setup.matchAll(INITIAL)) {
      const item = m[2].trim().replace(/\s+/g, ' ');
      if (holds.has(m[1])) return decline(`swaps: ${m[1]} is given two starting items`);
      holds.set(m[1], item);
    }
    if (holds.size < 2) return decline('swaps: cannot read who starts with what ("Alice has a red ball, Bob has …")');
    const items = [...holds.values()];
    if (new Set(items.map(plain)).size !== items.length) return decline('swaps: two people start with the same item, so the items cannot be told apart');
    const steps = [...stem.slice(firstSwap).matchAll(SWAPS)].map((m) => [m[1] ?? m[3], m[2] ?? m[4]] as const);
    if (!steps.length) return decline('swaps: no swaps found');
    for (const [a, b] of steps) if (!holds.has(a) || !holds.has(b)) return decline(`swaps: ${holds.has(a) ? b : a} swaps but was given nothing at the start`);
    const start = new Map(holds);
    const holderOf = new Map([...holds].map(([p, i]) => [i, p]));
    for (const [a, b] of steps) {
      const x = holds.get(a)!;
      const y = holds.get(b)!;
      holds.set(a, y);
      holds.set(b, x);
      holderOf.set(y, a);
      holderOf.set(x, b);
    }
    for (const [p, i] of holds) if (holderOf.get(i) !== p) throw new Error('swap replay disagrees');
    const working = `Start: ${[...start].map(([p, i]) => `${p} ${i}`).join(', ')}. ${steps.map(([a, b], k) => `${k + 1}. ${a}↔${b}`).join('; ')}. End: ${[...holds].map(([p, i]) => `${p} ${i}`).join(', ')}.`;
    const tail = stem.slice(firstSwap).split(/(?<=[.;!?])\s+/).filter((s) => !SWAP.test(s));
    const q = tail.map((s) => s.match(QUESTION)).find((m) => m && holds.has(m[1]));
    if (!q) {
      // "Who holds the red card at the end?": the holder of the one item the question names.
      // A question about the start ("Who held it at first?") is not the end of the swaps: not read here.
      const asked = tail.filter((s) => /\bwho\b/i.test(s) && !/\b(?:start|beginning|began|initially|originally|at first|first had|before)\b/i.test(s)).flatMap((s) => [...holderOf.keys()].filter((i) => ` ${plain(s)} `.includes(` ${plain(i)} `)));
      if (asked.length !== 1) return decline('swaps: cannot tell whose item is asked ("At the end, Bob has the …")');
      const holder = holderOf.get(asked[0])!;
      return withOption(options, holder, (o) => plain(o.text) === plain(holder), `${holder} ends with ${asked[0]}. ${working}`, 'swaps');
    }
    const who = q[1];
    const value = holds.get(who)!;
    const v = plain(value);
    return withOption(options, value, (o) => plain(o.text) === v || plain(o.text).endsWith(` ${v}`) || v.endsWith(` ${plain(o.text)}`) || plain(o.text) === v.split(' ').slice(0, -1).join(' '), `${who} ends with ${value}. ${working}`, 'swaps');
  },
};
