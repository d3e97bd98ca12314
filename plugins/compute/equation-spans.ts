/**
 * Equations found inside prose ("Which value of n satisfies 7 - 3n = 2(n + 1)?", "Find p and q such that
 * 2p + q = 7 p - q = 2"): the runs of mathematical text that hold "=", with every other word one that asks
 * for a solution. A run with two "=" and no separator is cut where two terms meet with only a space between.
 */

/** Words that may stand around equations without changing what is asked. */
const ASKING = new Set(
  ('solve find for the value values of which what is are satisfies satisfy satisfying such that so and determine ' +
    'number numbers root roots solution solutions equation equations system simultaneous simultaneously linear ' +
    'quadratic given if where when calculate compute work out get give me does do make makes true hold holds ' +
    'unknown unknowns both following whats it this these i need to know can you help with we have let us ' +
    'using by both must be then real each answer solving equal unknown').split(' '),
);
/** Letters read as words ("a", "I", "can u solve"), never as unknowns, when they stand outside an equation. */
const ARTICLES = new Set(['a', 'i', 'u']);

const TOKEN = /\s*(\d+(?:\.\d+)?|\.\d+|[a-z]+|[-+*/^()=]|[,;:?!.\n]|\S)/gy;

interface Run {
  tokens: string[];
  /** Whether whitespace stood before each token. */
  spaced: boolean[];
}

const isMath = (t: string) => /^(?:\d|\.\d|[a-z]$|[-+*/^()=])/.test(t);
const operandEnd = (t: string) => /^(?:\d|\.\d|[a-z]$|\))/.test(t);
const operandStart = (t: string) => /^(?:\d|\.\d|[a-z]$|\()/.test(t);

function runsOf(text: string): { runs: Run[]; words: string[] } | null {
  const runs: Run[] = [];
  const words: string[] = [];
  let cur: Run | null = null;
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let last = 0;
  while ((m = TOKEN.exec(text))) {
    const tok = m[1];
    const spaced = m[0].length > tok.length || last === 0;
    last = TOKEN.lastIndex;
    if (isMath(tok)) {
      (cur ??= { tokens: [], spaced: [] }).tokens.push(tok);
      cur.spaced.push(spaced);
      continue;
    }
    if (cur) runs.push(cur);
    cur = null;
    if (/^[a-z]+$/.test(tok)) words.push(tok);
    else if (!/^[,;:?!.\n]$/.test(tok)) return null;
  }
  if (cur) runs.push(cur);
  if (last < text.replace(/\s+$/, '').length) return null;
  return { runs, words };
}

/**
 * A run cut wherever two terms meet with a space and no operator between ("= 7 p - q": "7" ends one equation,
 * "p" starts the next). "3 x = 6" is cut too, and the lone "3" then makes the text unread: never a guess.
 */
function pieces(run: Run): string[][] {
  const out: string[][] = [[]];
  run.tokens.forEach((t, i) => {
    if (i > 0 && run.spaced[i] && operandEnd(run.tokens[i - 1]) && operandStart(t)) out.push([]);
    out.at(-1)!.push(t);
  });
  return out;
}

/**
 * The equations in the text, or null when the text holds anything else: a word outside the asking
 * vocabulary, a number or expression outside an equation, an unknown asked for that no equation has.
 */
export function equationsIn(text: string): string[] | null {
  const read = runsOf(text.replace(/\b(?:2|3|two|three) (?=(?:linear |simultaneous )?(?:equations|unknowns)\b)/g, ''));
  if (!read || read.words.some((w) => !ASKING.has(w))) return null;
  const all = read.runs.flatMap(pieces);
  const equations = all.filter((p) => p.includes('='));
  if (!equations.length || equations.some((p) => p.filter((t) => t === '=').length !== 1)) return null;
  const unknowns = new Set(equations.flat().filter((t) => /^[a-z]$/.test(t)));
  // Outside an equation only the unknowns' names may stand ("for x", "values of p and q").
  if (all.some((p) => !p.includes('=') && !p.every((t) => unknowns.has(t) || ARTICLES.has(t)))) return null;
  return equations.map((p) => p.join(' '));
}
