#!/usr/bin/env node
/**
 * Runs code_spec over MBPP's allowed tasks (ids 1–10 and 511–974 of the full mbpp.jsonl; 11–510 are held
 * out and skipped unread) and reports returned / passing / failing. Needs `npm run build` first.
 * Usage: node tools/mbpp/run.mjs path/to/mbpp.jsonl [--verbose]
 */
import { readFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/mbpp/run.mjs path/to/mbpp.jsonl [--verbose]');
  process.exit(2);
}
const { runMbpp, ALLOWED_IDS } = await import('../../dist/plugins/code-spec/mbpp.js');
const { Sandbox } = await import('../../dist/src/plugin-api.js');
const tasks = [];
for (const line of readFileSync(file, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  let task;
  try {
    task = JSON.parse(line);
  } catch {
    continue;
  }
  // Held-out ids are dropped before anything else reads them.
  if (Number.isInteger(task.task_id) && ALLOWED_IDS(task.task_id)) tasks.push(task);
}
const report = await runMbpp(tasks, new Sandbox(), (o) => {
  if (flag === '--verbose' || o.verdict === 'failing') console.log(`${o.task_id}\t${o.verdict}\t${o.detail.replace(/\s+/g, ' ').slice(0, 160)}`);
});
console.log(`MBPP allowed tasks: ${report.tasks}  returned: ${report.returned}  passing: ${report.passing}  failing: ${report.failing}`);
process.exit(report.failing ? 1 : 0);
