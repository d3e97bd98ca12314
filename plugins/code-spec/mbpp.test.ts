/** A sample of MBPP's allowed tasks (ids 1–10 and 511–974) through the MBPP runner: nothing returned fails its hidden tests. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Sandbox } from '../../src/plugin-api.js';
import { runMbpp, runMbppTask, type MbppTask } from './mbpp.js';

const tasks: MbppTask[] = readFileSync(new URL('./fixtures/mbpp-sample.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as MbppTask);

describe('MBPP sample', () => {
  it('returns only functions that pass the tasks\' tests and challenge tests', async () => {
    const report = await runMbpp(tasks, new Sandbox());
    console.log(report.outcomes.map((o) => `${o.task_id} ${o.verdict}`).join('\n'));
    expect(report.tasks).toBe(8);
    expect(report.failing).toBe(0);
    expect(report.outcomes.filter((o) => o.verdict === 'passing').map((o) => o.task_id)).toEqual([3, 8, 557, 588, 624, 678, 813]);
  });

  it('refuses a held-out task id', async () => {
    await expect(runMbppTask({ task_id: 11, text: 'x', test_list: [] }, new Sandbox())).rejects.toThrow(/held out/);
  });
});
