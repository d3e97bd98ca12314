/**
 * The MBPP measure: each allowed task (ids 1–10 and 511–974; 11–510 are held out and never read) asked as
 * its prose plus its three asserts, the way the benchmark prompts it; a returned function is then run
 * against the task's tests and challenge tests in the sandbox. Reports returned, passing and failing.
 */
import { askFromText, isDecline, type Sandbox } from '../../src/plugin-api.js';
import { contextWith } from '../../src/solving/example-context.js';
import codeSpec from './index.js';

export interface MbppTask {
  task_id: number;
  text: string;
  test_list: string[];
  challenge_test_list?: string[];
  test_setup_code?: string;
}

export interface MbppOutcome {
  task_id: number;
  verdict: 'passing' | 'failing' | 'declined';
  detail: string;
}

export const ALLOWED_IDS = (id: number): boolean => (id >= 1 && id <= 10) || (id >= 511 && id <= 974);

export function mbppPrompt(task: MbppTask): string {
  return `${task.text}\nYour code should pass these tests:\n\n${task.test_list.join('\n')}`;
}

/** One prompt through code_spec; a returned function is run with the hidden tests (after their set-up code). */
export async function runPrompt(id: number, prompt: string, tests: readonly string[], sandbox: Sandbox, setup = ''): Promise<MbppOutcome> {
  const a = await codeSpec.answer(askFromText(prompt), contextWith({ sandbox }));
  if (isDecline(a)) return { task_id: id, verdict: 'declined', detail: a.reason };
  const code = Array.isArray(a.canonical) ? a.canonical[1] : String(a.canonical);
  const r = await sandbox.run({ command: ['python3', 'check.py'], files: { 'check.py': `${code}\n\n${setup}\n${tests.join('\n')}\n` } });
  return { task_id: id, verdict: r.ok ? 'passing' : 'failing', detail: r.ok ? code : `${r.summary}: ${r.stderr.slice(-300)}` };
}

export async function runMbppTask(task: MbppTask, sandbox: Sandbox): Promise<MbppOutcome> {
  if (!ALLOWED_IDS(task.task_id)) throw new Error(`task ${task.task_id} is held out`);
  return runPrompt(task.task_id, mbppPrompt(task), [...task.test_list, ...(task.challenge_test_list ?? [])], sandbox, task.test_setup_code ?? '');
}

export async function runMbpp(tasks: readonly MbppTask[], sandbox: Sandbox, onOutcome?: (o: MbppOutcome) => void): Promise<{ tasks: number; returned: number; passing: number; failing: number; outcomes: MbppOutcome[] }> {
  const outcomes: MbppOutcome[] = [];
  for (const task of tasks.filter((t) => ALLOWED_IDS(t.task_id))) {
    const o = await runMbppTask(task, sandbox);
    outcomes.push(o);
    onOutcome?.(o);
  }
  const passing = outcomes.filter((o) => o.verdict === 'passing').length;
  const failing = outcomes.filter((o) => o.verdict === 'failing').length;
  return { tasks: outcomes.length, returned: passing + failing, passing, failing, outcomes };
}
