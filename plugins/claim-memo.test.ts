/**
 * The router remembers the built-ins' claim scores per ask (src/solving/router.ts, `pureClaims`). That is only
 * sound if every built-in claim is a function of the ask alone: over every dev-set case in the repo, the
 * order of claimants with the memo (first asked, then asked again from the memo) is the order without it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askFromText, type Ask, type AskTool } from '../src/plugin-api.js';
import { caseAsk, type DevCase } from '../src/solving/dev-set.js';
import { exampleProviders } from '../src/solving/example-context.js';
import { SolverRouter } from '../src/solving/router.js';
import type { AnySolverPlugin, Tried } from '../src/solving/solver.js';
import { BUILTIN_SOLVERS } from './index.js';
import catalogue from './tool/dev-tools.json' with { type: 'json' };

const tools = catalogue as unknown as Record<string, AskTool>;
const lines = (file: URL) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

/** Every dev-set ask in plugins/: the cases files, the code_spec prompts, and a few shapes beside them. */
function everyAsk(): Ask[] {
  const asks: Ask[] = [];
  for (const dir of readdirSync(new URL('./', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const folder = new URL(`./${dir.name}/`, import.meta.url);
    for (const file of readdirSync(folder).filter((f) => /cases.*\.jsonl$|-cases\.jsonl$/.test(f))) {
      for (const c of lines(new URL(file, folder)) as DevCase[]) asks.push(caseAsk(c, tools));
    }
  }
  for (const row of lines(new URL('./code-spec/fixtures/docstring-dev.jsonl', import.meta.url))) asks.push(askFromText(row.prompt));
  for (const row of lines(new URL('./code-spec/fixtures/mbpp-sample.jsonl', import.meta.url))) asks.push(askFromText(row.text));
  // The same text with a system message, json format, tool_choice none, and as svc-pristine: other keys.
  asks.push(askFromText('What is 17% of 2,340?', { messages: [{ role: 'system', parts: [{ type: 'text', text: 'Be brief.' }] }, { role: 'user', parts: [{ type: 'text', text: 'What is 17% of 2,340?' }] }] }));
  asks.push(askFromText('What is 17% of 2,340?', { format: { type: 'json_object' } }));
  asks.push(askFromText('What is 17% of 2,340?', { tools: [tools[Object.keys(tools)[0]]], toolChoice: { mode: 'none' } }));
  asks.push(askFromText('What is 17% of 2,340?', { model: 'svc-pristine' }));
  return asks;
}

/** The router's ranking (claimants, best first), as route() consults them. */
function ranked(router: SolverRouter, ask: Ask): string[] {
  const tried: Tried[] = [];
  const order = (router as unknown as { rank(p: readonly AnySolverPlugin[], a: Ask, t: Tried[]): AnySolverPlugin[] }).rank(router.solvers, ask, tried);
  return [...order.map((p) => p.name), ...tried];
}

describe('remembered claim scores', () => {
  it('rank every dev-set ask as fresh claims do, the first time and from the memo', () => {
    const asks = everyAsk();
    expect(asks.length).toBeGreaterThan(5000);
    const fresh = new SolverRouter(BUILTIN_SOLVERS, { needs: exampleProviders() });
    const memo = new SolverRouter(BUILTIN_SOLVERS, { needs: exampleProviders(), pureClaims: BUILTIN_SOLVERS });
    const differing: string[] = [];
    for (const ask of asks) {
      const want = ranked(fresh, structuredClone(ask));
      const first = ranked(memo, structuredClone(ask));
      const again = ranked(memo, structuredClone(ask));
      if (JSON.stringify(first) !== JSON.stringify(want) || JSON.stringify(again) !== JSON.stringify(want)) {
        differing.push(`${JSON.stringify(ask.messages.at(-1)).slice(0, 120)}: ${want} / ${first} / ${again}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('keeps asking a claim that is not declared pure, and never remembers one that throws', () => {
    let calls = 0;
    const counting: AnySolverPlugin = { ...BUILTIN_SOLVERS.at(-1)!, needs: [], name: 'counting', claim: () => ++calls % 2 };
    let throws = 0;
    const throwing: AnySolverPlugin = {
      ...BUILTIN_SOLVERS.at(-1)!,
      needs: [],
      name: 'throwing',
      claim: () => {
        throws++;
        throw new Error('bad');
      },
    };
    const router = new SolverRouter([counting, throwing], { pureClaims: [throwing] });
    const ask = askFromText('anything');
    expect(ranked(router, ask)).toEqual(['counting', 'throwing:failed:claim threw: bad']);
    expect(ranked(router, structuredClone(ask))).toEqual(['throwing:failed:claim threw: bad']);
    expect([calls, throws]).toEqual([2, 2]);
  });
});
