/**
 * Ordering and seating puzzles: people get distinct positions 1..n (left to right, or first = tallest/
 * oldest/…); each clue is a predicate over the positions it names. A backtracking search gives each
 * person a free position in turn and tests each clue as soon as its last person is placed, so a broken
 * clue cuts the branch at once; every arrangement is enumerated (up to 5,000) and re-checked clue by clue.
 */
import { decline } from '../../src/solving/solver.js';
import { clueOf, type Clue } from './ordering-clues.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { NUMBER, numberWord } from './words.js';
import { optionLabel, readOptions, type Choice } from './options.js';

const STOP = new Set(['The', 'Who', 'What', 'Which', 'If', 'Each', 'They', 'He', 'She', 'Nobody', 'No', 'Neither', 'Both', 'In', 'On', 'At', 'There', 'Five', 'Four', 'Three', 'Six', 'Seven', 'Eight', 'Two', 'Find', 'Determine', 'Give', 'List', 'Order', 'Is', 'Are', 'Then', 'Everyone', 'All', 'None', 'One', 'Someone', 'Among', 'From', 'Of', 'Their', 'Friends', 'People', 'Exactly', 'Not', 'Seats', 'Seat', 'Clues', 'Clue', 'Puzzle', 'Arrange', 'Solve', 'I', 'We', 'You', 'It', 'And', 'But', 'Also', 'So', 'For', 'When', 'Where', 'How', 'Please', 'Row', 'Line', 'Runners', 'Children', 'Students', 'Sisters', 'Brothers']);

/** "Amy finished ahead of Ben but behind Cal" → "Amy finished ahead of Ben, but Amy finished behind Cal". */
function carrySubject(s: string): string {
  const m = s.match(/^([A-Z][a-z]*\s+(?:is|sits|stands|was|finished|came|comes|lives)(?:\s+not)?)\s+(.+?)\s+(?:but|and)\s+((?:not\s+)?(?:ahead of|behind|before|after|to the|left of|right of|next to|beside|taller|shorter|older|younger|heavier|lighter|faster|slower|immediately|directly)\b.*)$/);
  return m ? `${m[1]} ${m[2]}, but ${m[1].replace(/\s+not$/, '')} ${m[3]}` : s;
}

/** "Ann, Bob and Cy sit in a row": names the people without constraining them. */
const INTRO = /((?:[A-Z][a-z]*)(?:\s*,\s*(?:and\s+)?[A-Z][a-z]*|\s+and\s+[A-Z][a-z]*)+),? (?:sit|stand|are|live|ran|run|race|raced|line up|wait|park|compare|finished|competed|took part)\b(.*)$/;

/** The names of a whole-sentence introduction ("Alice, Bob and Cy finished a race"): the rest names no one and no place. */
function leadIntro(sentence: string): string[] | null {
  const m = sentence.match(INTRO);
  if (!m || m.index !== 0 || /\b[A-Z]/.test(m[2]) || /\b(?:not|first|second|third|fourth|fifth|last|ahead|behind|before|after|above|below|left|right|next|between|middle|ends?|front|back|\d)\b/i.test(m[2])) return null;
  return m[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
}

function introNames(text: string): string[] | null {
  const m = text.match(/(?:[:(—–-]\s*|\b(?:named|are|friends|people|children|students|runners|siblings)[,:]?\s+)((?:[A-Z][a-z]*)(?:\s*,\s*(?:and\s+)?[A-Z][a-z]*|\s+and\s+[A-Z][a-z]*)+)/);
  return m ? m[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((n) => n && !STOP.has(n)) : null;
}

/** The order a neutral clue ("X is in the middle") speaks of when its verb says so: seats are a row, a race a finish. */
function verbDim(clue: string): string | null {
  if (/\b(?:sits?|seated|sitting|stands?|standing|chairs?|seats?|bench)\b/i.test(clue)) return 'row';
  if (/\b(?:finish(?:ed|es)?|came|comes|placed|race)\b/i.test(clue)) return 'finish';
  return null;
}

interface Asked {
  dim: string | null;
  who: (pos: (name: string) => number) => string[];
}

/** Each "Who …?" question read as a clue about "Who": its order, and the people for whom it holds in an arrangement. */
function askedPeople(text: string, names: string[], dims: string[]): Asked[] | 'unread' {
  const out: Asked[] = [];
  // "Who sits in the middle, and who is oldest?" is two questions.
  const questions = [...text.matchAll(/(?<=^|[.!?\n]\s*)(?:and |also )?(Who (?:is|sits|stands|was|finished|came|comes|lives|parks|won)\b[^?]*)\?/gi)].flatMap((q) => q[1].split(/,?\s+and\s+(?=who\b)/i));
  for (const q of questions) {
    // "Who won?" is who finished first; "… by age" names the order its superlative already names.
    const said = `Who${q.replace(/\s+/g, ' ').trim().slice(3)}`.replace(/^Who won(?: the race)?$/i, 'Who finished first').replace(/ (?:by|in) (?:age|height|weight|speed)$/i, '');
    const clue = clueOf(said);
    if (!clue || !clue.names.includes('Who') || clue.names.filter((x) => x !== 'Who').some((x) => !names.includes(x))) return 'unread';
    const own = clue.dim === 'any' && dims.length > 1 ? verbDim(said) : clue.dim;
    // A question about another order than the clues' ("Who is tallest?" of a seating) is not answered from them.
    const dim = own === 'any' ? (dims[0] ?? null) : own && (dims.includes(own) || (!dims.length && own === 'row')) ? own : undefined;
    if (dim === undefined) return 'unread';
    out.push({ dim, who: (pos) => names.filter((p) => !clue.names.includes(p) && clue.test(clue.names.map((x) => pos(x === 'Who' ? p : x)), names.length)) });
  }
  return out;
}

/** Words in a question that name an order, each with the end it starts from: "from tallest to shortest", "by age". */
const ORDER_WORDS: [RegExp, string, boolean][] = [
  [/\b(?:tallest|height)\b/, 'tallest', false], [/\bshortest\b/, 'tallest', true],
  [/\b(?:oldest|age)\b/, 'oldest', false], [/\byoungest\b/, 'oldest', true],
  [/\b(?:heaviest|weight)\b/, 'heaviest', false], [/\blightest\b/, 'heaviest', true],
  [/\b(?:fastest|speed)\b/, 'fastest', false], [/\bslowest\b/, 'fastest', true],
  [/\b(?:richest|wealth)\b/, 'richest', false], [/\bpoorest\b/, 'richest', true],
  [/\b(?:biggest|size)\b/, 'biggest', false], [/\bsmallest\b/, 'biggest', true],
  [/\bleft\b/, 'row', false], [/\bright\b/, 'row', true],
  [/\b(?:first|winner|finish(?:ed|ing)? order)\b/, 'finish', false], [/\blast\b/, 'finish', true],
];

/** The order a question asks for and whether it runs from the far end ("youngest first"); null when it names none. */
function askedOrder(questions: string, dims: string[]): { dim: string; reversed: boolean } | null {
  const hits = ORDER_WORDS.map(([re, dim, rev]) => ({ at: questions.search(re), dim, rev })).filter((h) => h.at >= 0 && dims.includes(h.dim)).sort((x, y) => x.at - y.at);
  if (!hits.length || hits.some((h) => h.dim !== hits[0].dim)) return null;
  return { dim: hits[0].dim, reversed: hits[0].rev };
}

/** Beyond this many arrangements the clues settle little; the count is then given as a lower bound. */
const MOST = 5000;

/** Every arrangement of the people meeting the clues (up to MOST; `complete` says whether all were found). */
function arrangements(names: string[], clues: Clue[]): { orders: string[][]; complete: boolean } {
  const n = names.length;
  // Each clue is tested once the last of its people (in the order people are placed) has a position.
  const idx = clues.map((clue) => clue.names.map((x) => names.indexOf(x)));
  const due = names.map((_, i) => clues.flatMap((clue, k) => (Math.max(...idx[k]) === i ? [k] : [])));
  const pos = new Array<number>(n).fill(0);
  const taken = new Array<boolean>(n + 1).fill(false);
  const orders: string[][] = [];
  const place = (i: number): void => {
    if (orders.length >= MOST) return;
    if (i === n) {
      const order = new Array<string>(n);
      names.forEach((name, j) => (order[pos[j] - 1] = name));
      return void orders.push(order);
    }
    for (let p = 1; p <= n; p++) {
      if (taken[p]) continue;
      pos[i] = p;
      if (due[i].every((k) => clues[k].test(idx[k].map((j) => pos[j]), n))) {
        taken[p] = true;
        place(i + 1);
        taken[p] = false;
      }
    }
  };
  place(0);
  if (!orders.every((o) => clues.every((clue) => clue.test(clue.names.map(posOf(o)), n)))) throw new Error('ordering failed its check');
  return { orders, complete: orders.length < MOST };
}

const posOf = (order: string[]) => (name: string) => order.indexOf(name) + 1;
const labelOf = (dim: string | null) => (dim === 'row' || !dim ? 'left to right' : dim === 'finish' ? 'first to last' : `${dim} first`);
const FAR_END: Record<string, string> = { row: 'right to left', finish: 'last to first', tallest: 'shortest first', oldest: 'youngest first', heaviest: 'lightest first', fastest: 'slowest first', richest: 'poorest first', biggest: 'smallest first' };

/**
 * The one option true in every arrangement. An option is a statement ("Cal is third") or, after "Where is
 * Cal?", a place ("third", "at the far left"); any option not read declines, as does none or several holding.
 */
function chooseOption(options: Choice[], text: string, names: string[], solved: { dim: string | null; orders: string[][]; complete: boolean }[]): Outcome {
  const subject = text.match(/\b(?:[Ww]here|[Ii]n (?:which|what) (?:position|place|seat|spot)|[Ww]hat (?:position|place))\s+(?:is|does|did|was|sits?|stands?|finished)\s+([A-Z][a-z]*)\b/)?.[1];
  const held: Choice[] = [];
  for (const o of options) {
    const t = o.text.replace(/[.]$/, '');
    const clue = clueOf(t) ?? (subject && names.includes(subject) ? (clueOf(`${subject} is ${t}`) ?? clueOf(`${subject} is the ${t}`) ?? clueOf(`${subject} is in the ${t} position`)) : null);
    if (!clue || clue.names.some((n) => !names.includes(n))) return decline(`ordering: cannot read option (${o.letter}) "${o.text}"`);
    const fits = clue.dim === 'any' ? (solved.length === 1 ? solved[0] : null) : solved.find((x) => x.dim === clue.dim || x.dim === null);
    if (!fits) return decline(`ordering: option (${o.letter}) does not say which order it speaks of`);
    if (!fits.orders.length) return { content: 'No arrangement satisfies all the clues (the exhaustive search found none).', canonical: 'none' };
    if (!fits.complete) return decline(`ordering: more than ${MOST} arrangements fit the clues, too many to check option (${o.letter}) in each`);
    if (fits.orders.every((order) => clue.test(clue.names.map(posOf(order)), names.length))) held.push(o);
  }
  if (held.length !== 1) return decline(`ordering: ${held.length ? `options ${held.map((h) => h.letter).join(', ')} all hold` : 'no option holds in every arrangement'}`);
  const orders = solved.flatMap((x) => x.orders);
  const working = orders.length === 1 ? `The only arrangement meeting all the clues: ${orders[0].join(', ')}.` : `${orders.length} arrangements meet the clues, and (${held[0].letter}) holds in each.`;
  return { content: `${optionLabel(held[0])}\n${working}`, canonical: [`(${held[0].letter})`, held[0].text] };
}

export const ordering: Family = {
  name: 'ordering',
  detect: (t) =>
    /\b(sits?|seated|stands?|standing|in a (?:row|line)|chairs?|seats|taller|shorter|older|younger|heavier|lighter|faster|slower|finished|race|heights|ages)\b/i.test(t) &&
    /\b(left of|right of|next to|between|than|before|after|ahead of|behind|end|tallest|shortest|oldest|youngest|first|last|beat|(?:seat|chair) \d)\b/i.test(t) &&
    (t.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !STOP.has(w)).length >= 2,
  solve(full: string): Outcome {
    // Options ("(A) first (B) second", "(A) Cal is third") are read apart from the clues.
    const { stem: text, options } = readOptions(full);
    const sentences = text.split(/(?<=[.;!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
    const listed = introNames(text);
    const names: string[] = listed ? [...listed] : [];
    const clues: { text: string; clue: Clue }[] = [];
    for (let sentence of sentences) {
      if (/\?$/.test(sentence) || /^(who|what|which|find|determine|give|list|in what order|solve|order|rank|arrange|sort|name|put)\b/i.test(sentence)) continue;
      const mentioned = (sentence.match(/\b[A-Z][a-z]*\b/g) ?? []).filter((w) => !STOP.has(w) && (w.length > 1 || names.includes(w)));
      if (listed && listed.some((n) => sentence.includes(n)) && introNames(sentence)) continue; // the introduction
      if (!mentioned.length) continue;
      // A scene-setting phrase ("In a race, …") carries no clue.
      sentence = sentence.replace(/^(?:[Ii]n|[Aa]t|[Oo]n|[Dd]uring|[Aa]fter)\s+[a-z][^,A-Z]*,\s*/, '');
      // A label before the clues ("a puzzle for you: Dot is …") carries none either.
      sentence = sentence.replace(/^[a-z][^:A-Z]*:\s*(?=[A-Z])/, '');
      const of = sentence.match(/^(?:of|among)\s+((?:[A-Z][a-z]*)(?:\s*,\s*(?:and\s+)?[A-Z][a-z]*|\s+and\s+[A-Z][a-z]*)+),\s*(.+)$/i);
      if (of) for (const n of of[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) if (!names.includes(n)) names.push(n);
      const body = (of ? of[2] : sentence).replace(/[.;!]+$/, '');
      const lead = clueOf(body) ? null : leadIntro(body);
      if (lead) {
        for (const n of lead) if (!names.includes(n)) names.push(n);
        continue;
      }
      for (const part of carrySubject(body).split(/(?:,?\s+(?:and|but|while|whereas)|,)\s+(?=[A-Z][a-z]*\s+(?:is|sits|stands|was|finished|came|lives)\b)|,\s+but\s+/)) {
        const clue = clueOf(part.trim());
        const intro = !clue && part.match(INTRO);
        if (intro) {
          for (const n of intro[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) if (!names.includes(n)) names.push(n);
          continue;
        }
        if (!clue) return decline(`ordering: cannot read the clue "${part.trim()}"`);
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
    // Clues may speak of two orders ("older than" and "taller than"): each order is its own arrangement.
    const dims = [...new Set(clues.map((c) => c.clue.dim).filter((d) => d !== 'any'))];
    if (dims.length > 1) {
      for (const c of clues) if (c.clue.dim === 'any' && dims.includes(verbDim(c.text) ?? '')) c.clue = { ...c.clue, dim: verbDim(c.text)! };
      const loose = clues.find((c) => c.clue.dim === 'any');
      if (loose) return decline(`ordering: the clues speak of ${dims.join(' and ')} orders, and "${loose.text}" does not say which`);
    }
    const solved = (dims.length ? dims : [null]).map((dim) => {
      const own = clues.filter((c) => dim === null || c.clue.dim === dim || c.clue.dim === 'any');
      return { dim, own, ...arrangements(names, own.map((c) => c.clue)) };
    });
    const mixed = solved.length > 1 ? ` (the clues about ${solved.map((x) => x.dim).join(' and ')} are separate orders)` : '';
    if (options) return chooseOption(options, text, names, solved);
    const questions = (text.match(/[^.!?\n]*\?|(?:^|[.!\n]\s*)(?:give|list|rank|order|arrange|sort|name|put|what is the order|in what order)\b[^.!?\n]*/gi) ?? []).join(' ').toLowerCase();
    const asked = askedPeople(text, names, dims);
    if (asked === 'unread' && solved.length > 1) return decline(`ordering: cannot tell which of the ${dims.join(' and ')} orders the question asks about`);
    if (asked !== 'unread' && asked.length) {
      // "Who is in the middle?": the person(s) asked first, settled when every arrangement agrees.
      const answers = asked.map((a) => {
        const { orders, own, dim, complete } = solved.find((x) => x.dim === a.dim) ?? solved[0];
        const replies = new Set(orders.map((o) => a.who(posOf(o)).join(' and ')));
        if (!orders.length || !complete || replies.size !== 1) return null;
        const who = [...replies][0] || 'Nobody';
        const working = orders.length === 1 ? `The only arrangement (${labelOf(dim)}) meeting all ${own.length} clues${mixed}: ${orders[0].join(', ')}.` : `${orders.length} arrangements (${labelOf(dim)}) meet the clues${mixed}, and in each the answer is the same:\n${orders.slice(0, 6).map((o) => `- ${o.join(', ')}`).join('\n')}`;
        return { who, working, only: orders.length === 1 ? orders[0] : null };
      });
      if (answers.every((x) => x !== null)) {
        const [first] = answers;
        if (answers.length === 1) return { content: `${first!.who}.\n${first!.working}`, canonical: first!.only ? [`who:${first!.who}`, `order:${first!.only.join(',')}`] : `who:${first!.who}` };
        return { content: answers.map((x) => `${x!.who}.`).join(' ') + '\n' + [...new Set(answers.map((x) => x!.working))].join('\n'), canonical: answers.map((x) => `who:${x!.who}`).join(';') };
      }
      if (solved.length > 1 && answers.length > 1) return decline('ordering: the clues do not settle every question asked');
    }
    const wanted = solved.length < 2 ? null : asked !== 'unread' && asked[0]?.dim ? { dim: asked[0].dim, reversed: false } : askedOrder(questions, dims);
    if (solved.length > 1 && !wanted && /\border\b|\brank\b/.test(questions)) return decline(`ordering: cannot tell which of the ${dims.join(' and ')} orders the question asks for`);
    const shown = wanted ? solved.filter((x) => x.dim === wanted.dim) : solved;
    const parts = shown.map(({ dim, own, orders, complete }) => {
      const reversed = (wanted?.reversed ?? askedOrder(questions, [dim ?? 'row'])?.reversed) === true;
      const label = reversed ? FAR_END[dim ?? 'row'] : labelOf(dim);
      const line = (o: string[]) => (reversed ? [...o].reverse() : o);
      if (!orders.length) return { canonical: 'none', content: `No arrangement${dim ? ` by ${dim}` : ''} satisfies all ${own.length} clues (the exhaustive search found none).` };
      if (orders.length > 1) {
        const many = complete ? String(orders.length) : `more than ${MOST}`;
        return { canonical: `solutions:${complete ? orders.length : `>${MOST}`}`, content: `Not determined: ${many} arrangements (${label}) fit every clue, e.g.:\n${orders.slice(0, 6).map((o) => `- ${line(o).join(', ')}`).join('\n')}` };
      }
      return {
        canonical: `order:${line(orders[0]).join(',')}`,
        content: `${line(orders[0]).join(', ')} (${label}).\nThis is the only arrangement of the ${n} that satisfies all ${own.length} clues: ${own.map((c) => c.text).join('; ')}.`,
      };
    });
    const others = dims.filter((d) => !shown.some((x) => x.dim === d));
    if (parts.length === 1) return { content: parts[0].content + (others.length ? `\nThe clues about ${others.join(' and ')} are a separate order and do not bear on it.` : ''), canonical: parts[0].canonical };
    return { content: parts.map((p) => p.content).join('\n'), canonical: shown.map((x, i) => `${x.dim}=${parts[i].canonical}`).join(';') };
  },
};
