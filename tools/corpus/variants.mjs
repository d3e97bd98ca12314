#!/usr/bin/env node
// Metamorphic variants (src/solving/variants.ts) of every problem the service answers, routed through all the
// built-in solvers as tools/corpus/gsm8k.mjs routes them. Needs the compiled tree: run `npm run build` first.
//
//   node tools/corpus/variants.mjs /work/corpora/gsm8k-train.jsonl          GSM8K lines {question, answer}
//   node tools/corpus/variants.mjs plugins/word-problem/*-cases.jsonl       dev-set lines {family, ask, expect}
//   --show wrong|changed|declined|kept   prints those variants (default wrong)
//   --kind K                             only variants of kind K
//
// A variant is wrong when it keeps its answer where the answer must change, changes it where it must stay, or is
// answered where it must be declined. "changed" (a needed sentence dropped, the question's number or unit changed)
// is answered with another value: not judged, worth a look. Held-out sets (GSM8K test, SVAMP, ...) are never inputs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const files = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!files.length) {
  process.stderr.write('usage: node tools/corpus/variants.mjs <file.jsonl>... [--show wrong|changed|declined|kept] [--kind K]\n');
  process.exit(2);
}
if (files.some((f) => /test(_socratic)?\.jsonl$|svamp|asdiv|mawps/i.test(f))) {
  process.stderr.write('held-out sets are not inputs: use GSM8K train or the dev cases.\n');
  process.exit(2);
}
const dist = (p) => new URL(`../../dist/${p}`, import.meta.url);
if (!existsSync(fileURLToPath(dist('src/solving/variants.js')))) {
  process.stderr.write('dist/ is missing or old: run npm run build first\n');
  process.exit(1);
}
const { BUILTIN_SOLVERS } = await import(dist('plugins/index.js').href);
const { exampleRouter } = await import(dist('src/solving/examples.js').href);
const { askFromText } = await import(dist('src/solving/ask.js').href);
const { sameNumber, valueOf } = await import(dist('src/solving/answer-value.js').href);
const { judge, variantsOf } = await import(dist('src/solving/variants.js').href);

const wordProblem = BUILTIN_SOLVERS.find((s) => s.name === 'word_problem');
const router = exampleRouter(wordProblem, BUILTIN_SOLVERS);
/** Who answered and the value, or null for a decline (help answers nobody's question). */
async function ask(text) {
  const r = await router.route(askFromText(text), { model: 'svc', pristine: false });
  return r.solver === 'help' ? { solver: null, value: null, content: '' } : { solver: r.solver, value: valueOf(r.answer), content: r.answer.content?.split('\n')[0] ?? '' };
}

/** The numbers a GSM8K worked solution uses (a fixture's bare number gives none): which story sentences are needed. */
const usedNumbers = (solution) => (solution.includes('####') ? new Set((solution.split('####')[0].match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((d) => d.replace(/,/g, ''))) : undefined);

/** Problems with their expected value: a GSM8K answer's "#### 72", a case's expect, or null for a case to decline. */
const problems = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .map((p) => (p.question !== undefined ? { text: p.question, expect: String(p.answer).split('####').pop().trim().replace(/,/g, ''), needed: usedNumbers(String(p.answer)) } : { text: p.ask, expect: p.expect === null ? null : valueOf({ canonical: p.expect }) })),
);

const show = opt('show') ?? 'wrong';
const only = opt('kind');
const tally = {};
let bases = 0;
let skipped = 0;
for (const p of problems) {
  const original = await ask(p.text);
  // A base: an answer the key agrees with, or a case that is declined as it must be.
  if (p.expect === null ? original.solver === 'word_problem' : original.value === null || !sameNumber(original.value, p.expect)) {
    if (original.value !== null || p.expect === null) skipped++;
    continue;
  }
  bases++;
  for (const v of variantsOf(p.text, p.needed)) {
    if (only && v.kind !== only) continue;
    // A case to decline keeps only its same-answer variants: a decline of a decline says nothing.
    if (p.expect === null && v.expect !== 'same') continue;
    const got = await ask(v.text);
    // Another solver may answer a case word_problem must leave; only word_problem's answer is then judged.
    const value = p.expect === null && got.solver !== 'word_problem' ? null : got.value ?? (got.solver ? '?' : null);
    const outcome = judge(v.expect, p.expect, value, sameNumber);
    const t = (tally[v.kind] ??= { expect: v.expect, variants: 0, kept: 0, changed: 0, declined: 0, wrong: 0 });
    t.variants++;
    t[outcome]++;
    if (outcome === show) process.stdout.write(`\n[${v.kind} ${outcome}] ${JSON.stringify(v.text)}\n  original ${p.expect ?? 'declined'}; got ${got.solver ? `${got.solver}: ${got.content.slice(0, 80)}` : 'declined'}\n`);
  }
}
const rows = Object.entries(tally).map(([k, t]) => `${k.padEnd(16)} ${t.expect.padEnd(8)} ${String(t.variants).padStart(6)} ${String(t.kept).padStart(6)} ${String(t.changed).padStart(7)} ${String(t.declined).padStart(8)} ${String(t.wrong).padStart(6)}`);
const total = Object.values(tally).reduce((s, t) => ({ variants: s.variants + t.variants, wrong: s.wrong + t.wrong }), { variants: 0, wrong: 0 });
process.stdout.write(
  `\n${files.join(' ')}: ${problems.length} problems, ${bases} answered rightly (or declined as they must be) and varied` +
    `${skipped ? `, ${skipped} skipped (answered wrongly as they stand)` : ''}\n` +
    `kind             expect   variants  kept changed declined  wrong\n${rows.join('\n')}\n` +
    `all: ${total.variants} variants, ${total.wrong} wrong\n`,
);
