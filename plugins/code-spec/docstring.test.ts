/**
 * Python prompts (a def with its docstring, bare or wrapped in a sentence and a code fence) in varied
 * docstring styles, written for this project: each returned function is run against hidden tests the
 * prompt does not show. Nothing returned may fail them; the passing rate stays at or above its floor.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Sandbox } from '../../src/plugin-api.js';
import { runPrompt, type MbppOutcome } from './mbpp.js';

interface PromptCase {
  id: number;
  prompt: string;
  tests: string[];
}

const cases: PromptCase[] = readFileSync(new URL('./fixtures/docstring-dev.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as PromptCase);

/**
 * The measured passing count (66 of 110), or just under it. Prompts 201–214, 401–410, 501–510, 601–610 and
 * 701–710 were written after the reader as fresh checks: 1 of 14, 2 of 10, 4 of 10, 5 of 10 and 2 of 10 passed
 * before the changes they led to. Three of them failed their hidden tests until a rule stopped it: 507 (a digit
 * count added to itself fitted both examples; a value is no longer added to itself), 601 (with a single
 * example, the capitals of "Hello there World" counted as its capitalised words; a searched program now needs
 * two examples) and 702 (the sum of the even numbers fitted "positive and even": programs equal on the
 * examples are now told apart on probe inputs too, so the larger one that disagrees is found and the request
 * declined as ambiguous; that made 2 earlier answers ambiguous as well). 301–302 must be declined.
 */
const FLOOR = 66;

describe('docstring prompts with hidden tests', () => {
  it(`returns no function that fails its hidden tests, and passes at least ${FLOOR} of ${cases.length}`, async () => {
    const sandbox = new Sandbox();
    const outcomes: MbppOutcome[] = [];
    for (const c of cases) outcomes.push(await runPrompt(c.id, c.prompt, c.tests, sandbox));
    const failing = outcomes.filter((o) => o.verdict === 'failing');
    const passing = outcomes.filter((o) => o.verdict === 'passing').length;
    console.log(`docstring prompts: ${cases.length}  passing: ${passing}  failing: ${failing.length}  declined: ${cases.length - passing - failing.length}`);
    expect(failing.map((o) => `${o.task_id}: ${o.detail}`)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(110);
    expect(passing).toBeGreaterThanOrEqual(FLOOR);
  }, 480_000);
});
