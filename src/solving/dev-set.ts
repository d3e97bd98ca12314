/**
 * The one dev-set runner: every plugin's cases.jsonl (`{"family", "ask", "expect"}` per line) routed through a
 * router holding all the solvers, with the example needs, as a request would go. Per family it counts what
 * this solver answered with its canonical form equal to `expect` (correct), answered otherwise or left to
 * another solver that answered (wrong), and declined; `expect: null` must not be answered by this solver.
 */
import { readFileSync } from 'node:fs';
import { askFromText, type Ask, type AskTool } from './ask.js';
import { exampleRouter } from './examples.js';
import type { Answer, AnySolverPlugin } from './solver.js';

export interface DevCase {
  family: string;
  ask: string;
  /** The canonical form the answer must have; null: this solver must not answer. */
  expect: string | null;
  /** Names of tools (in the suite's catalogue) offered with the request, for solvers that propose calls. */
  tools?: string[];
  /** tool_choice: `auto` (default), `required`, `none`, or the name of a tool. */
  tool_choice?: string;
}

/** The request of a case, with the catalogue's tools it names. */
export function caseAsk(c: DevCase, catalogue: Readonly<Record<string, AskTool>> = {}): Ask {
  if (!c.tools) return askFromText(c.ask);
  const tools = c.tools.map((name) => {
    const t = catalogue[name];
    if (!t) throw new Error(`case ${JSON.stringify(c.ask.slice(0, 60))}: no tool "${name}" in the catalogue`);
    return t;
  });
  const choice = c.tool_choice ?? 'auto';
  const toolChoice: Ask['toolChoice'] = choice === 'auto' || choice === 'required' || choice === 'none' ? { mode: choice } : { mode: 'required', name: choice };
  return askFromText(c.ask, { tools, toolChoice });
}

export interface FamilyTally {
  cases: number;
  /** Cases with an expected answer. */
  answerable: number;
  answered: number;
  correct: number;
  wrong: number;
  declined: number;
}

export interface CaseResult {
  case: DevCase;
  /** Who answered (help when nobody did). */
  solver: string;
  answer: Answer;
  verdict: 'correct' | 'wrong' | 'declined';
}

export interface DevSetReport {
  solver: string;
  families: Record<string, FamilyTally>;
  /** One line per wrong case, saying what came back. */
  wrong: string[];
  results: CaseResult[];
}

const sameAsk = (c: Partial<DevCase>) => `${String(c.ask).toLowerCase().replace(/\s+/g, ' ').trim()}|${(c.tools ?? []).join(',')}|${c.tool_choice ?? ''}`;

/** The cases of a cases.jsonl; a malformed line, or an ask given twice (case and spacing aside), throws naming the lines. */
export function readCases(url: URL): DevCase[] {
  const cases: DevCase[] = [];
  const seen = new Map<string, number>();
  readFileSync(url, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const c = JSON.parse(line) as Partial<DevCase>;
      if (typeof c.family !== 'string' || typeof c.ask !== 'string' || !c.ask.trim() || !(typeof c.expect === 'string' || c.expect === null)) {
        throw new Error(`${url.pathname}:${i + 1}: a case is {"family": string, "ask": string, "expect": string | null}`);
      }
      if ((c.tools !== undefined && (!Array.isArray(c.tools) || c.tools.some((t) => typeof t !== 'string'))) || (c.tool_choice !== undefined && typeof c.tool_choice !== 'string')) {
        throw new Error(`${url.pathname}:${i + 1}: "tools" is a list of tool names, "tool_choice" a string`);
      }
      const first = seen.get(sameAsk(c));
      if (first !== undefined) throw new Error(`${url.pathname}:${i + 1}: the ask of line ${first} again ${JSON.stringify(c.ask.slice(0, 80))}`);
      seen.set(sameAsk(c), i + 1);
      const kept: DevCase = { family: c.family, ask: c.ask, expect: c.expect };
      if (c.tools) kept.tools = c.tools;
      if (c.tool_choice) kept.tool_choice = c.tool_choice;
      cases.push(kept);
    });
  return cases;
}

function forms(canonical: Answer['canonical']): readonly string[] {
  return canonical === undefined ? [] : typeof canonical === 'string' ? [canonical] : canonical;
}

/** Routes every case as a request would be routed, and tallies it for `solver`. */
export async function runDevSet(solver: AnySolverPlugin, cases: readonly DevCase[], solvers: readonly AnySolverPlugin[], catalogue: Readonly<Record<string, AskTool>> = {}): Promise<DevSetReport> {
  const router = exampleRouter(solver, solvers);
  const report: DevSetReport = { solver: solver.name, families: {}, wrong: [], results: [] };
  for (const c of cases) {
    const t = (report.families[c.family] ??= { cases: 0, answerable: 0, answered: 0, correct: 0, wrong: 0, declined: 0 });
    t.cases++;
    if (c.expect !== null) t.answerable++;
    const r = await router.route(caseAsk(c, catalogue), { model: 'svc', pristine: false });
    let problem: string | null = null;
    if (r.solver === solver.name) {
      t.answered++;
      const got = forms(r.answer.canonical);
      if (c.expect === null) problem = `answered a case it must leave: ${got[0] ?? r.answer.content?.slice(0, 80)}`;
      else if (!got.length) problem = 'answered without a canonical form';
      else if (!got.includes(c.expect)) problem = `${got[0]} (expected ${c.expect})`;
    } else if (r.solver !== 'help' && c.expect !== null) {
      problem = `answered by ${r.solver}: ${r.answer.content?.split('\n')[0].slice(0, 80)}`;
    } else {
      t.declined++;
    }
    const verdict = problem ? 'wrong' : r.solver === solver.name || c.expect === null ? 'correct' : 'declined';
    if (verdict === 'wrong') {
      t.wrong++;
      report.wrong.push(`${c.family}: ${JSON.stringify(c.ask.slice(0, 100))} → ${problem}`);
    } else if (verdict === 'correct') t.correct++;
    report.results.push({ case: c, solver: r.solver, answer: r.answer, verdict });
  }
  return report;
}

/**
 * Families whose answered rate (answered / answerable) is under their floor, and families with answerable
 * cases but no floor: a solver that stops answering fails its dev-set test.
 */
export function floorProblems(report: DevSetReport, floors: Readonly<Record<string, number>>): string[] {
  const problems: string[] = [];
  for (const [family, t] of Object.entries(report.families)) {
    if (!t.answerable) continue;
    const floor = floors[family];
    const rate = t.answered / t.answerable;
    if (floor === undefined) problems.push(`${family}: no floor for its answered rate (measured ${rate.toFixed(3)})`);
    else if (rate < floor) problems.push(`${family}: answered ${t.answered} of ${t.answerable} (${rate.toFixed(3)}), under the floor ${floor}`);
  }
  for (const family of Object.keys(floors)) if (!report.families[family]) problems.push(`${family}: a floor for a family with no cases`);
  return problems;
}

/** One line per family, for the test log. */
export function formatTally(report: DevSetReport): string {
  const lines = Object.entries(report.families).map(
    ([f, t]) => `${f.padEnd(16)} cases ${String(t.cases).padStart(4)}  answered ${String(t.answered).padStart(4)}  correct ${String(t.correct).padStart(4)}  wrong ${t.wrong}  declined ${t.declined}`,
  );
  return `${report.solver} dev set\n${lines.join('\n')}`;
}
