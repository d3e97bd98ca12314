/**
 * Metamorphic variants (src/solving/variants.ts) of a fixed sample of the core dev cases, routed through every
 * built-in solver: none may be wrong (an answer that moves under a distractor, a preamble or other names, or an
 * answer to a question about someone or something the story never mentions). tools/corpus/variants.mjs runs the
 * same over whole files.
 */
import { describe, expect, it } from 'vitest';
import { askFromText } from '../../src/solving/ask.js';
import { sameNumber, valueOf } from '../../src/solving/answer-value.js';
import { readCases } from '../../src/solving/dev-set.js';
import { exampleRouter } from '../../src/solving/examples.js';
import { judge, variantsOf } from '../../src/solving/variants.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

/** Every eighth case with an answer: about 25 problems and 150 variants, a few seconds. */
const cases = readCases(new URL('./cases.jsonl', import.meta.url)).filter((c) => c.expect !== null).filter((_, i) => i % 8 === 0);

describe('word_problem under variants of its dev cases', () => {
  it('answers no variant wrongly', async () => {
    const router = exampleRouter(wordProblem, BUILTIN_SOLVERS);
    const ask = async (text: string) => {
      const r = await router.route(askFromText(text), { model: 'svc', pristine: false });
      return r.solver === 'help' ? null : (valueOf(r.answer) ?? '?');
    };
    const wrong: string[] = [];
    let variants = 0;
    for (const c of cases) {
      const base = valueOf({ canonical: c.expect ?? '', content: null });
      if (!base || (await ask(c.ask)) !== base) continue;
      for (const v of variantsOf(c.ask)) {
        variants++;
        const got = await ask(v.text);
        if (judge(v.expect, base, got, sameNumber) === 'wrong') wrong.push(`${v.kind}: ${JSON.stringify(v.text)} → ${got} (was ${base})`);
      }
    }
    console.log(`${cases.length} cases, ${variants} variants, ${wrong.length} wrong`);
    expect(variants).toBeGreaterThanOrEqual(140);
    expect(wrong).toEqual([]);
  }, 20_000);
});
