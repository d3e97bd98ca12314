/** Equations: linear in one unknown, 2×2 and 3×3 linear systems, quadratics; every solution substituted back. */
import { equationsIn } from './equation-spans.js';
import { ReadError } from './exact-value.js';
import { wordsToDigits } from '../../src/reading/number-words.js';
import { coef, degree, parsePoly, subtract, variables, type Poly } from './polynomial.js';
import { solveQuadratic } from './quadratic.js';
import { fractionText, q, ZERO, type Q } from './rational.js';
import type { Outcome, Solved } from './solved.js';

const LEAD = /^(?:(?:please|can you|could you|hey|now|ok|okay|so)[,]?\s+)*(?:solve|find|what is|what are|determine|compute|calculate|work out|give|when is|when does|for what value of [a-z] is)?\s*(?:the )?(?:system|equations?|values? of [a-z](?:(?:,| and) [a-z])*|roots? of|solutions? (?:of|to)|for [a-z](?:(?:,| and) [a-z])*)?\s*(?:of equations)?\s*(?:for [a-z](?:(?:,| and) [a-z])*)?\s*(?:[a-z](?:(?:,| and) [a-z])* ?(?=if|when|given|in|:))?(?:if|when|given|where|in|:)?\s*/;

/** "when is 5x + 2 equal to 3x + 14": "equal to" between two sides that hold numbers or a letter is "=". */
const lowered = (raw: string) =>
  raw.toLowerCase().replace(/[−–]/g, '-').replace(/[×·]/g, '*').replace(/²/g, '^2').replace(/³/g, '^3').replace(/\bwhat's\b/g, 'what is')
    .replace(/(?<=[\d)a-z]\s*)\s(?:is equal to|is equal|equal to|equals)\s(?=\s*[-(\d])/g, ' = ')
    // "x squared minus 9 equals 0": the operator words of an equation in symbols (every solution is substituted back).
    .replace(/(?<=\b[a-z]) squared\b/g, '^2').replace(/(?<=\b[a-z]) cubed\b/g, '^3').replace(/(?<=[\w)^]) (plus|minus) (?=[\w(])/g, (_m, w: string) => (w === 'plus' ? ' + ' : ' - '));

function equationsOf(raw: string): string[] | null {
  let t = lowered(raw);
  if (!/=/.test(t) || !/(^|[^a-z])[a-z]([^a-z]|$)/.test(t.replace(/\b(solve|for|and|find|if|the|system)\b/g, ''))) return null;
  t = wordsToDigits(t).replace(/ ([?,.!;:]+)(?=\s|$)/g, '$1').replace(/\s+/g, ' ').trim();
  t = t.replace(LEAD, '').replace(/[?.!]+$/, '').replace(/,?\s*(?:(?:solve|find) )?for [a-z](?:(?:,| and) [a-z])*$/, '').replace(/[,;.]?\s*(?:what is|what are|find) [a-z](?:(?:,| and) [a-z])*$/, '').replace(/[,;.]?\s*(?:then |so )[a-z]\s*=\s*\?*$/, '')
    // "2.5x = 10, x = ?": the asked unknown repeated with an empty side.
    .replace(/[,;.]\s*[a-z]\s*=\s*$/, '')
    // "…, exact roots please", "… exactly": how to write the answer, which is always exact here.
    .replace(/[,;.]?\s*\b(?:exactly|in exact form|(?:(?:give|find|with) )?(?:the |me )?exact (?:roots?|answers?|solutions?|values?|form))$/, '');
  const parts = t.split(/\s*(?:[,;\n]|\band\b)\s*/).map((s) => s.trim()).filter(Boolean);
  if (!parts.length || parts.some((p) => (p.match(/=/g) ?? []).length !== 1)) return null;
  return parts;
}

const valueText = (x: Q) => fractionText(x);

function evalAt(p: Poly, at: Record<string, Q>): Q {
  let sum = ZERO;
  for (const [k, c] of p) {
    let term = c;
    for (const part of k ? k.split('*') : []) {
      const [v, e] = part.split('^');
      term = term.mul(at[v].pow(Number(e ?? 1)));
    }
    sum = sum.add(term);
  }
  return sum;
}

/**
 * The equations read from the words around them (equationsOf), and when that fails, found inside the prose
 * (equationsIn): the second reading answers only when it solves, so it never turns a reading into a refusal.
 */
export function solveEquations(raw: string): Outcome {
  const out = readAndSolve(raw);
  if (!out || 'reason' in out || !out.headline.includes('=')) return out;
  // "solve for y: 2x + 3 = 7" asks for an unknown the equations do not have.
  const missing = askedNames(lowered(raw)).find((v) => !new RegExp(`(?:^|, )${v} =`).test(out.headline));
  if (missing) return { family: 'equation', reason: `asks for ${missing}, which no equation contains` };
  return focusOn(out, lowered(raw));
}

/** "If y = 3x + 2 and x = 4, what is y?": the one unknown asked comes first, the others stay in the working. */
function focusOn(out: Solved, t: string): Solved {
  const asked = /(?:^|[,;.?]\s*|\s)(?:so |then )?(?:what is|what does|find|what's|whats|give me) (?:the value of )?([a-z])(?: equal)?\s*\??\s*$/.exec(t);
  if (!asked) return out;
  const v = asked[1];
  const all = out.headline.split(', ');
  const mine = all.find((x) => x.startsWith(`${v} = `));
  if (!mine || all.length < 2) return out;
  const value = mine.slice(v.length + 3);
  return { ...out, headline: mine, forms: [mine, value, ...out.forms], working: [...out.working, `all unknowns: ${out.headline}`] };
}

/** Single-letter names asked for ("for x", "value of n", "find p and q", "what's y if …"); "a" and "i" may be words there. */
function askedNames(t: string): string[] {
  const names = [...t.matchAll(/\b(?:for|of|find|what is|what's|whats|what does)\s+([a-z](?:(?:\s*,\s*|\s+and\s+)[a-z])*)(?![a-z\d(])/g)].flatMap((m) => m[1].split(/\s*,\s*|\s+and\s+/));
  return names.filter((v) => v !== 'a' && v !== 'i');
}

function readAndSolve(raw: string): Outcome {
  const eqs = equationsOf(raw);
  const first = eqs && solveSystem(eqs);
  if (first && !('reason' in first)) return first;
  if (!raw.includes('=')) return first;
  const found = equationsIn(wordsToDigits(lowered(raw)));
  const second = found && solveSystem(found);
  return second && !('reason' in second) ? second : first;
}

function solveSystem(eqs: string[]): Outcome {
  try {
    const written = new Set<string>();
    const polys = eqs.map((e) => {
      const [l, r] = e.split('=').map(parsePoly);
      for (const v of [...variables(l), ...variables(r)]) written.add(v);
      return subtract(l, r);
    });
    const vars = [...new Set(polys.flatMap((p) => [...variables(p)]))].sort();
    if (!written.size) return { family: 'equation', reason: 'no unknown to solve for' };
    if (!vars.length && polys.length === 1) {
      // The unknown cancelled: 2x + 3 = 2x + 5 never holds, 2x + 3 = 2x + 3 always does.
      const v = [...written].sort().join(', ');
      return polys[0].size
        ? solvedNote('no solution', ['no solution', 'none'], `the ${v} terms cancel, leaving ${coef(polys[0], '').toFraction()} = 0, which is false`)
        : solvedNote('infinitely many solutions', ['infinitely many solutions', 'infinitely many', `every ${v}`], `the ${v} terms cancel, leaving 0 = 0: every value of ${v} works`);
    }
    if (!vars.length) return { family: 'equation', reason: 'the unknowns cancel out of every equation' };
    if (polys.length === 1 && vars.length === 1 && degree(polys[0]) === 2) return quadratic(polys[0], vars[0]);
    if (polys.some((p) => degree(p) > 1)) return { family: 'equation', reason: 'only linear equations, linear systems and single quadratics are solved' };
    if (polys.length !== vars.length || vars.length > 3) return { family: 'equation', reason: `${polys.length} equation(s) in ${vars.length} unknown(s): give as many equations as unknowns (up to 3)` };
    return linear(polys, vars);
  } catch (e) {
    if (e instanceof ReadError) return { family: 'equation', reason: e.message };
    throw e;
  }
}

function quadratic(p: Poly, v: string): Outcome {
  const r = solveQuadratic(coef(p, `${v}^2`), coef(p, v), coef(p, ''), v);
  if (!r.verified) return { family: 'equation', reason: 'the roots did not check out by substitution' };
  return { family: 'equation', headline: r.text, forms: r.forms, working: r.working, verified: true };
}

/** Gauss–Jordan elimination over the rationals; rank tells none from infinitely many. */
function linear(polys: Poly[], vars: string[]): Outcome {
  const rows = polys.map((p) => [...vars.map((v) => coef(p, v)), coef(p, '').neg()]);
  const n = vars.length;
  let r = 0;
  const pivots: number[] = [];
  for (let c = 0; c < n && r < rows.length; c++) {
    const pr = rows.findIndex((row, i) => i >= r && row[c].n !== 0n);
    if (pr < 0) continue;
    [rows[r], rows[pr]] = [rows[pr], rows[r]];
    const inv = q(1).div(rows[r][c]);
    rows[r] = rows[r].map((x) => x.mul(inv));
    for (let i = 0; i < rows.length; i++) {
      if (i !== r && rows[i][c].n !== 0n) {
        const f = rows[i][c];
        rows[i] = rows[i].map((x, j) => x.sub(f.mul(rows[r][j])));
      }
    }
    pivots.push(c);
    r++;
  }
  const inconsistent = rows.some((row) => row.slice(0, n).every((x) => x.n === 0n) && row[n].n !== 0n);
  const family = 'equation' as const;
  if (inconsistent) return solvedNote('no solution', ['no solution', 'none'], 'the equations contradict each other (elimination leaves 0 = a nonzero number)');
  if (pivots.length < n) return solvedNote('infinitely many solutions', ['infinitely many solutions', 'infinitely many'], 'the equations are dependent (elimination leaves 0 = 0)');
  const at: Record<string, Q> = {};
  pivots.forEach((c, i) => (at[vars[c]] = rows[i][n]));
  const ok = polys.every((p) => evalAt(p, at).n === 0n);
  if (!ok) return { family, reason: 'the solution did not check out by substitution' };
  const text = vars.map((v) => `${v} = ${valueText(at[v])}`).join(', ');
  const forms = [text, vars.map((v) => `${v}=${valueText(at[v])}`).join(', '), vars.map((v) => `${v} = ${valueText(at[v])}`).join(' and ')];
  if (n === 1) forms.push(valueText(at[vars[0]]));
  return { family, headline: text, forms, working: ['solved by elimination', `substituted back: every equation holds exactly`], verified: true };
}

function solvedNote(text: string, forms: string[], why: string): Solved {
  return { family: 'equation', headline: text, forms, working: [why], verified: true };
}
