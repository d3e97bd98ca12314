/**
 * Ordering and seating puzzles: people get distinct positions 1..n (left to right, or first = tallest/
 * oldest/…); each clue is a predicate over the positions it names. logic-solver holds one-hot positions
 * and forbids every position tuple a clue rules out; all arrangements are enumerated (up to 50) and each
 * is re-checked against every clue.
 */
import Logic from 'logic-solver';
import { decline } from '../../src/solving/solver.js';
import { clueOf, type Clue } from './ordering-clues.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { NUMBER, numberWord } from './words.js';

const STOP = new Set(['The', 'Who', 'What', 'Which', 'If', 'Each', 'They', 'He', 'She', 'Nobody', 'No', 'Neither', 'Both', 'In', 'On', 'At', 'There', 'Five', 'Four', 'Three', 'Six', 'Seven', 'Eight', 'Two', 'Find', 'Determine', 'Give', 'List', 'Order', 'Is', 'Are', 'Then', 'Everyone', 'All', 'None', 'One', 'Someone', 'Among', 'From', 'Of', 'Their', 'Friends', 'People', 'Exactly', 'Not', 'Seats', 'Seat', 'Clues', 'Clue', 'Puzzle', 'Arrange', 'Solve', 'I', 'We', 'You', 'It', 'And', 'But', 'Also', 'So', 'For', 'When', 'Where', 'How', 'Please', 'Row', 'Line', 'Runners', 'Children', 'Students', 'Sisters', 'Brothers']);

/** "Amy finished ahead of Ben but behind Cal" → "Amy finished ahead of Ben, but Amy finished behind Cal". */
function carrySubject(s: string): string {
  const m = s.match(/^([A-Z][a-z]*\s+(?:is|sits|stands|was|finished|came|comes|lives)(?:\s+not)?)\s+(.+?)\s+(?:but|and)\s+((?:not\s+)?(?:ahead of|behind|before|after|to the|left of|right of|next to|beside|taller|shorter|older|younger|heavier|lighter|faster|slower|immediately|directly)\b.*)$/);
  return m ? `${m[1]} ${m[2]}, but ${m[1].replace(/\s+not$/, '')} ${m[3]}` : s;
}

/** "Ann, Bob and Cy sit in a row": names the people without constraining them. */
const INTRO = /((?:[A-Z][a-z]*)(?:\s*,\s*(?:and\s+)?[A-Z][a-z]*|\s+and\s+[A-Z][a-z]*)+),? (?:sit|stand|are|live|ran|run|race|line up|wait|park|compare)\b/;

function introNames(text: string): string[] | null {
  const m = text.match(/(?:[:(—–-]\s*|\b(?:named|are|friends|people|children|students|runners|siblings)\s+)((?:[A-Z][a-z]*)(?:\s*,\s*(?:and\s+)?[A-Z][a-z]*|\s+and\s+[A-Z][a-z]*)+)/);
  return m ? m[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((n) => n && !STOP.has(n)) : null;
}

/** A "Who …?" question read as a clue about "Who": the people for whom it holds in an arrangement. */
function askedPerson(text: string, names: string[], dim: string | null): ((pos: (name: string) => number) => string[]) | null {
  const q = text.match(/(?:^|[.!?\n]\s*)(Who (?:is|sits|stands|was|finished|came|comes|lives|parks)\b[^?]*)\?/);
  if (!q) return null;
  const clue = clueOf(q[1].replace(/\s+/g, ' ').trim());
  // A question about another order than the clues' ("Who is tallest?" of a seating) is not answered from it.
  if (!clue || (clue.dim !== 'any' && clue.dim !== (dim ?? 'row')) || !clue.names.includes('Who') || clue.names.filter((x) => x !== 'Who').some((x) => !names.includes(x))) return null;
  return (pos) =>
    names.filter((p) => !clue.names.includes(p) && clue.test(clue.names.map((x) => pos(x === 'Who' ? p : x)), names.length));
}

export const ordering: Family = {
  name: 'ordering',
  detect: (t) =>
    /\b(sits?|seated|stands?|standing|in a (?:row|line)|taller|shorter|older|younger|heavier|lighter|faster|slower|finished|race|heights|ages)\b/i.test(t) &&
    /\b(left of|right of|next to|between|than|before|after|ahead of|behind|end|tallest|shortest|oldest|youngest|first|last|beat|seat \d)\b/i.test(t) &&
    (t.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !STOP.has(w)).length >= 2,
  solve(text: string): Outcome {
    const sentences = text.split(/(?<=[.;!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
    const listed = introNames(text);
    const names: string[] = listed ? [...listed] : [];
    const clues: { text: string; clue: Clue }[] = [];
    let dim: string | null = null;
    for (let sentence of sentences) {
      if (/\?$/.test(sentence) || /^(who|what|which|find|determine|give|list|in what order|solve|order|rank|arrange|sort|name|put)\b/i.test(sentence)) continue;
      const mentioned = (sentence.match(/\b[A-Z][a-z]*\b/g) ?? []).filter((w) => !STOP.has(w) && (w.length > 1 || names.includes(w)));
      if (listed && listed.some((n) => sentence.includes(n)) && introNames(sentence)) continue; // the introduction
      if (!mentioned.length) continue;
      // A scene-setting phrase ("In a race, …") carries no clue.
      sentence = sentence.replace(/^(?:[Ii]n|[Aa]t|[Oo]n|[Dd]uring|[Aa]fter)\s+[a-z][^,A-Z]*,\s*/, '');
      const of = sentence.match(/^(?:of|among)\s+((?:[A-Z][a-z]*)(?:\s*,\s*(?:and\s+)?[A-Z][a-z]*|\s+and\s+[A-Z][a-z]*)+),\s*(.+)$/i);
      if (of) for (const n of of[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) if (!names.includes(n)) names.push(n);
      for (const part of carrySubject((of ? of[2] : sentence).replace(/[.;!]+$/, '')).split(/,?\s+and\s+(?=[A-Z][a-z]*\s+(?:is|sits|stands|was|finished|came|lives)\b)|,\s+but\s+/)) {
        const clue = clueOf(part.trim());
        const intro = !clue && part.match(INTRO);
        if (intro) {
          for (const n of intro[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) if (!names.includes(n)) names.push(n);
          continue;
        }
        if (!clue) return decline(`ordering: cannot read the clue "${part.trim()}"`);
        if (clue.dim !== 'any') {
          if (dim && dim !== clue.dim) return decline(`ordering: clues mix two orders (${dim} and ${clue.dim}); one order per puzzle`);
          dim = clue.dim;
        }
        for (const n of clue.names) {
          if (listed && !listed.includes(n)) return decline(`ordering: the clue "${part.trim()}" names ${n}, who is not among ${listed.join(', ')}`);
          if (!names.includes(n)) names.push(n);
        }
        clues.push({ text: part.trim(), clue });
      }
    }
    if (!clues.length) return decline('ordering: no clues found (e.g. "Ann sits left of Bob", "Cy is taller than Di")');
    const stated = text.match(new RegExp(`\\b${NUMBER}\\s+(?:people|friends|children|students|runners|persons|siblings|cars|houses|books|animals|kids|girls|boys|men|women)\\b`, 'i'));
    if (stated && numberWord(stated[1]) !== names.length) return decline(`ordering: the puzzle says ${stated[1]} but the clues name ${names.length} (${names.join(', ')})`);
    const n = names.length;
    if (n < 2 || n > 9) return decline(`ordering: ${n} people; puzzles of 2 to 9 are read`);
    const pv = (name: string, i: number) => `p${names.indexOf(name)}_${i}`;
    const s = new Logic.Solver();
    for (const name of names) s.require(Logic.exactlyOne(Array.from({ length: n }, (_, i) => pv(name, i + 1))));
    for (let i = 1; i <= n; i++) s.require(Logic.exactlyOne(names.map((name) => pv(name, i))));
    for (const { clue } of clues) {
      // Forbid each tuple of positions (for the clue's people) that the clue rules out.
      const k = clue.names.length;
      const tuple = new Array<number>(k).fill(1);
      for (;;) {
        if (new Set(tuple).size === k && !clue.test(tuple, n)) s.forbid(Logic.and(tuple.map((p, j) => pv(clue.names[j], p))));
        let j = 0;
        while (j < k && tuple[j] === n) tuple[j++] = 1;
        if (j === k) break;
        tuple[j]++;
      }
    }
    const orders: string[][] = [];
    for (let sol = s.solve(); sol && orders.length < 50; sol = s.solve()) {
      const map = sol.getMap();
      const order = Array.from({ length: n }, (_, i) => names.find((name) => map[pv(name, i + 1)])!);
      orders.push(order);
      s.forbid(Logic.and(order.map((name, i) => pv(name, i + 1))));
    }
    const posOf = (order: string[]) => (name: string) => order.indexOf(name) + 1;
    if (!orders.every((o) => clues.every(({ clue }) => clue.test(clue.names.map(posOf(o)), n)))) throw new Error('ordering failed its check');
    const label = dim === 'row' || !dim ? 'left to right' : dim === 'finish' ? 'first to last' : `${dim} first`;
    const asked = askedPerson(text, names, dim);
    if (asked && orders.length) {
      // "Who is in the middle?": the person(s) asked first, settled when every arrangement agrees.
      const replies = new Set(orders.map((o) => asked(posOf(o)).join(' and ')));
      if (replies.size === 1) {
        const who = [...replies][0] || 'Nobody';
        const working = orders.length === 1 ? `The only arrangement (${label}) meeting all ${clues.length} clues: ${orders[0].join(', ')}.` : `${orders.length} arrangements (${label}) meet the clues, and in each the answer is the same:\n${orders.slice(0, 6).map((o) => `- ${o.join(', ')}`).join('\n')}`;
        return { content: `${who}.\n${working}`, canonical: orders.length === 1 ? [`who:${who}`, `order:${orders[0].join(',')}`] : `who:${who}` };
      }
    }
    if (!orders.length) return { content: `No arrangement satisfies all ${clues.length} clues (the SAT solver proved it).`, canonical: 'none' };
    if (orders.length > 1) {
      const many = orders.length >= 50 ? 'at least 50' : String(orders.length);
      return { content: `Not determined: ${many} arrangements (${label}) fit every clue, e.g.:\n${orders.slice(0, 6).map((o) => `- ${o.join(', ')}`).join('\n')}`, canonical: `solutions:${orders.length}` };
    }
    return {
      content: `${orders[0].join(', ')} (${label}).\nThis is the only arrangement of the ${n} that satisfies all ${clues.length} clues: ${clues.map((c) => c.text).join('; ')}.`,
      canonical: `order:${orders[0].join(',')}`,
    };
  },
};
