/**
 * Knights (always truthful) and knaves (always lie): each speaker S adds `S is a knight ↔ statement`.
 * Statements become formulas (formula.ts) over "X is a knight"; every consistent assignment is enumerated
 * (truth table, or SAT for many islanders), and each is re-checked against every statement.
 */
import Logic from 'logic-solver';
import { decline } from '../../src/solving/solver.js';
import { evaluate, models, toLogic, variables, type Node } from './formula.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

/** "A: 'B is a knave.'" — a name, a colon and a quotation. */
const COLON_SAYS = /(?<=^|[.!?"”]\s+|\n\s*)([A-Z][a-zA-Z]*)\s*:\s*["“]([^"”]*)["”]/g;
const SAYS = /\b([A-Z][a-zA-Z]*)\s+(?:says|said|claims|claimed|states|stated|declares|declared|replies|replied|answers|answered|tells (?:you|us|me)|told (?:you|us|me)|announces|announced|remarks|remarked|insists|insisted|exclaims|exclaimed|comments|commented|asserts|asserted|notes|noted|adds|added|shouts|shouted|mentions|mentioned|responds|responded|observes|observed|swears|swore|maintains|whispers|whispered|retorts|retorted)(?:\s+that)?\s*[:,]?\s*(?:["“‘]([^"”’]*)["”’]|'([^']*)'|([^.\n"“']*))/g;
const KIND = '(knights?|knaves?|liars?|truth-?tellers?)';
const isKnightWord = (w: string) => /knight|truth/i.test(w);
const v = (name: string): Node => ({ op: 'var', name });
const not = (a: Node): Node => ({ op: 'not', a });
const all = (xs: Node[], op: 'and' | 'or'): Node => xs.reduce((a, b) => ({ op, a, b }));
const kind = (name: string, word: string, negated = false): Node => (isKnightWord(word) !== negated ? v(name) : not(v(name)));

interface Ctx {
  speaker: string;
  names: Set<string>;
}

function who(s: string, ctx: Ctx): string[] | null {
  const t = s.trim().replace(/^(?:both|all|each|either|neither) (?:of )?/i, '');
  if (/^(?:we|us|all of us|both of us|the (?:two|three|four) of us)$/i.test(t)) return [...ctx.names];
  const parts = t.split(/\s*,\s*(?:and |or |nor )?|\s+(?:and|or|nor)\s+/).filter(Boolean);
  const out = parts.map((p) => (/^(?:I|me|myself)$/i.test(p) ? ctx.speaker : p));
  return out.every((n) => ctx.names.has(n)) ? out : null;
}

/** One statement as a formula, or null when it cannot be read completely. */
function statement(raw: string, ctx: Ctx): Node | null {
  // Reported speech: in "Zo says that he is a knave" the pronoun is the speaker.
  const s = raw.trim().replace(/[.!]+$/, '').replace(/^(?:that|exactly:)\s+/i, '').replace(/^(?:he|she) is\b/i, 'I am').trim();
  let m = s.match(/^if (.+?),? then (.+)$/i);
  if (m) {
    const [a, b] = [statement(m[1], ctx), statement(m[2], ctx)];
    return a && b && { op: 'implies', a, b };
  }
  m = s.match(/^(.+?),? if and only if (.+)$/i);
  if (m) {
    const [a, b] = [statement(m[1], ctx), statement(m[2], ctx)];
    return a && b && { op: 'iff', a, b };
  }
  const atom = atomic(s, ctx);
  if (atom) return atom;
  for (const [sep, op] of [[/,? or /i, 'or'], [/,? (?:and|but) /i, 'and']] as const) {
    const parts = s.replace(/^either /i, '').split(sep);
    for (let k = 1; k < parts.length; k++) {
      const a = statement(parts.slice(0, k).join(op === 'or' ? ' or ' : ' and '), ctx);
      const b = a && statement(parts.slice(k).join(op === 'or' ? ' or ' : ' and '), ctx);
      if (a && b) return { op, a, b };
    }
  }
  return null;
}

function atomic(s: string, ctx: Ctx): Node | null {
  let m = s.match(new RegExp(`^(?:I am|I'm)( not)? an? ${KIND}$`, 'i'));
  if (m) return kind(ctx.speaker, m[2], !!m[1]);
  m = s.match(/^(?:I am|I'm) (lying|telling the truth)$/i);
  if (m) return /truth/i.test(m[1]) ? v(ctx.speaker) : not(v(ctx.speaker));
  m = s.match(new RegExp(`^([A-Z][a-zA-Z]*) is( not)? an? ${KIND}$`));
  if (m && ctx.names.has(m[1])) return kind(m[1], m[3], !!m[2]);
  m = s.match(/^([A-Z][a-zA-Z]*) (?:is lying|lies|is a liar|is telling the truth|tells the truth)$/);
  if (m && ctx.names.has(m[1])) return /truth/.test(s) ? v(m[1]) : not(v(m[1]));
  m = s.match(new RegExp(`^(at least one|at most one|exactly one|none|neither|all|both|only one) of (.+?) (?:is|are) an? ?${KIND}$`, 'i'));
  if (m) {
    const xs = who(m[2], ctx);
    if (!xs) return null;
    const lits = xs.map((n) => kind(n, m![3]));
    const q = m[1].toLowerCase();
    if (q === 'at least one') return all(lits, 'or');
    if (q === 'none' || q === 'neither') return not(all(lits, 'or'));
    if (q === 'all' || q === 'both') return all(lits, 'and');
    const exactly = all(lits.map((l, i) => all([l, ...lits.filter((_, j) => j !== i).map(not)], 'and')), 'or');
    if (q === 'at most one') return { op: 'or', a: exactly, b: not(all(lits, 'or')) };
    return exactly;
  }
  m = s.match(new RegExp(`^neither (.+?) nor (.+?) is an? ${KIND}$`, 'i'));
  if (m) {
    const xs = who(`${m[1]} and ${m[2]}`, ctx);
    return xs && not(all(xs.map((n) => kind(n, m![3])), 'or'));
  }
  m = s.match(new RegExp(`^(.+?) (?:are|am) (?:both |all )?(not )?${KIND}$`, 'i'));
  if (m) {
    const xs = who(m[1], ctx);
    if (!xs || (xs.length === 1 && !/^(we|us)$/i.test(m[1]))) return null;
    const lits = xs.map((n) => kind(n, m![3], !!m![2]));
    return all(lits, 'and');
  }
  m = s.match(/^(.+?) (?:are|am) (?:of )?(?:the same|different|opposite|not the same)(?: kinds?| types?)?$/i) ?? s.match(/^(.+?) (?:are|am) (?:of )?(?:the same|different) (?:kind|type)s?$/i);
  if (m) {
    const xs = who(m[1], ctx);
    if (!xs || xs.length !== 2) return null;
    const same: Node = { op: 'iff', a: v(xs[0]), b: v(xs[1]) };
    return /different|opposite|not the same/i.test(s) ? not(same) : same;
  }
  return null;
}

/** The question asked ("Is B a knave?", "Who is the knight?"), as the reply it gets from an assignment; null when it asks for everyone. */
function askedOf(text: string, order: string[]): ((env: Record<string, boolean>) => string) | null {
  let m = text.match(/\b[Ii]s ([A-Z][a-zA-Z]*) an? (knight|knave|liar|truth-?teller)\s*\?/);
  if (m && order.includes(m[1])) {
    const [name, word] = [m[1], m[2]];
    return (env) => {
      const yes = env[name] === isKnightWord(word);
      return `${yes ? 'Yes' : 'No'}: ${name} is a ${env[name] ? 'knight' : 'knave'}.`;
    };
  }
  m = text.match(/\bwho (?:is|are) (?:the |a )?(knights?|knaves?|liars?|truth-?tellers?)\s*\?/i);
  if (m) {
    const knight = isKnightWord(m[1]);
    return (env) => {
      const them = order.filter((n) => env[n] === knight);
      const kind = knight ? 'knight' : 'knave';
      return them.length ? `${them.join(' and ')} ${them.length > 1 ? `are ${kind}s` : `is the ${kind}`}.` : `Nobody is a ${kind}.`;
    };
  }
  return null;
}

export const knights: Family = {
  name: 'knights',
  detect: (t) => /\bknaves?\b|\bknights? and knaves?|\btruth-?tellers? and liars?/i.test(t) || /\b(?:knights?|truth-?tellers?)\b[\s\S]*\bliars?\b/i.test(t),
  solve(text: string): Outcome {
    const all = [...text.matchAll(SAYS)].map((m) => ({ speaker: m[1], said: (m[2] ?? m[3] ?? m[4] ?? '').trim() }));
    if (!all.length) all.push(...[...text.matchAll(COLON_SAYS)].map((m) => ({ speaker: m[1], said: m[2].trim() })));
    const said = all.filter((x) => !/^nothing\b/i.test(x.said)); // "B says nothing" adds no constraint
    if (!said.length) return decline('knights and knaves: no statements found (write them as "A says: B is a knave")');
    const bad = all.find((x) => /^(He|She|They|It|Then|The|You|One|Each)$/.test(x.speaker));
    if (bad) return decline(`knights and knaves: "${bad.speaker} says" does not name the islander`);
    const names = new Set<string>(all.map((x) => x.speaker));
    // Islanders introduced without speaking ("You meet A, B and C").
    const meet = text.match(/\b(?:meet|encounter|are|inhabitants|islanders|people|of)\b:?\s+((?:[A-Z][a-zA-Z]*)(?:\s*(?:,|and)\s*[A-Z][a-zA-Z]*)+)/);
    if (meet) for (const n of meet[1].split(/\s*(?:,|and)\s*/)) if (n && !/^(I|We|You)$/.test(n)) names.add(n);
    const rules: { speaker: string; said: string; node: Node }[] = [];
    for (const x of said) {
      const node = statement(x.said, { speaker: x.speaker, names });
      if (!node) return decline(`knights and knaves: cannot read ${x.speaker}'s statement "${x.said}"`);
      rules.push({ ...x, node });
    }
    const order = [...names];
    for (const r of rules) for (const n of variables(r.node)) if (!names.has(n)) return decline(`knights and knaves: unknown islander ${n}`);
    const consistent = (env: Record<string, boolean>) => rules.every((r) => env[r.speaker] === evaluate(r.node, env));
    const sols = models(order, consistent, () => Logic.and(rules.map((r) => Logic.equiv(`v_${r.speaker}`, toLogic(r.node)))), 64);
    // The check: every speaker is a knight exactly when what they said is true.
    if (!sols.every((env) => rules.every((r) => env[r.speaker] === evaluate(r.node, env)))) throw new Error('knights assignment failed its check');
    const show = (env: Record<string, boolean>) => order.map((n) => `${n} is a ${env[n] ? 'knight' : 'knave'}`).join(', ');
    const asked = askedOf(text, order);
    if (!sols.length) return { content: `No consistent assignment: the ${rules.length} statement${rules.length === 1 ? '' : 's'} contradict each other whoever is a knight (checked all ${2 ** order.length}).`, canonical: 'none' };
    if (sols.length > 1) {
      // The question may still be settled when every assignment agrees on it.
      const replies = new Set(asked ? sols.map(asked) : []);
      if (asked && replies.size === 1) return { content: `${[...replies][0]}\n${sols.length} assignments fit every statement, and they all agree on this:\n${sols.map((e) => `- ${show(e)}`).join('\n')}`, canonical: `answer:${[...replies][0]}` };
      return { content: `Not determined: ${sols.length} assignments fit every statement:\n${sols.map((e) => `- ${show(e)}`).join('\n')}`, canonical: `solutions:${sols.length}` };
    }
    const env = sols[0];
    const why = rules.map((r) => `${r.speaker} (${env[r.speaker] ? 'knight' : 'knave'}) said "${r.said}", which is ${evaluate(r.node, env) ? 'true' : 'false'}`).join('; ');
    const everyone = order.map((n) => `${n}=${env[n] ? 'knight' : 'knave'}`).join(',');
    const first = asked ? `${asked(env)}\n` : '';
    return {
      content: `${first}${show(env)}.\nThis is the only one of the ${2 ** order.length} assignments consistent with every statement: ${why}.`,
      canonical: asked ? [`answer:${asked(env)}`, everyone] : everyone,
    };
  },
};
