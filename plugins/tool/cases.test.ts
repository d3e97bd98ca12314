import { expect } from 'vitest';
import { valueProblems, type AskTool } from '../../src/plugin-api.js';
import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import catalogue from './dev-tools.json' with { type: 'json' };
import tool from './index.js';
import { toolSpec } from './choose-tool.js';

const tools = catalogue as unknown as Record<string, AskTool>;

devSetSuite({
  plugin: tool,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  tools,
  // The measured answered rate per family, or just under it.
  floors: { files: 0.87, time: 0.85, web: 1, maps: 0.8, code: 0.8, weather: 0.83, math: 0.9, convert: 0.83, finance: 0.9, travel: 1, comms: 1, science: 1, media: 1, health: 1, calendar: 0.8, home: 1, misc: 1 },
  least: { answerable: 125, left: 19 },
  // Every call proposed fits its tool's own parameters schema (as sent where it compiles, and as normalised).
  also(report) {
    const failing = report.results.flatMap((r) =>
      (r.answer.calls ?? []).flatMap((c) => {
        const t = tools[c.name];
        // A schema in another dialect's type names ("dict", "float") compiles only as normalised.
        const problems = [...(valueProblems(t.parameters ?? {}, c.args) ?? []), ...(valueProblems(toolSpec(t).params, c.args) ?? ['does not compile'])];
        return problems.length ? [`${c.name}(${JSON.stringify(c.args)}): ${problems.join('; ')}`] : [];
      }),
    );
    expect(failing).toEqual([]);
    expect(report.results.filter((r) => r.answer.calls?.length).length).toBeGreaterThanOrEqual(110);
  },
});
