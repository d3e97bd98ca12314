#!/usr/bin/env node
// Word problems measured on GSM8K's train split (openai/grade-school-math, MIT): every problem routed through
// all the built-in solvers as a chat request would be, tallied for word_problem (answered / correct / wrong),
// with anything another solver answered wrongly listed too. Needs the compiled tree: run `npm run build` first.
//
//   node tools/corpus/gsm8k.mjs path/to/train.jsonl            the whole file
//   node tools/corpus/gsm8k.mjs path/to/train.jsonl --sample 300 --out test/fixtures/gsm8k-train-sample.jsonl
//                                                              writes a fixed sample (every k-th problem)
//   --show wrong|declined|correct                              prints those cases
// GSM8K's test split is held out: never point this at it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const opt = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
if (!file) {
  process.stderr.write('usage: node tools/corpus/gsm8k.mjs <train.jsonl> [--sample N --out FILE] [--show wrong|declined|correct]\n');
  process.exit(2);
}
if (/test(_socratic)?\.jsonl$/.test(file)) {
  process.stderr.write('GSM8K test is held out: use the train split.\n');
  process.exit(2);
}

/** GSM8K lines are {question, answer} with the answer's last line "#### 72"; a sample line carries the number only. */
const finalAnswer = (answer) => String(answer).split('####').pop().trim().replace(/,/g, '');
const problems = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

const sample = Number(opt('sample') ?? 0);
if (sample) {
  const step = Math.floor(problems.length / sample);
  const picked = Array.from({ length: sample }, (_, i) => problems[i * step]).map((p) => JSON.stringify({ question: p.question, answer: finalAnswer(p.answer) }));
  writeFileSync(opt('out') ?? 'gsm8k-sample.jsonl', `${picked.join('\n')}\n`);
  process.stdout.write(`wrote ${picked.length} problems (every ${step}th) to ${opt('out')}\n`);
  process.exit(0);
}

const dist = (p) => new URL(`../../dist/${p}`, import.meta.url);
if (!existsSync(fileURLToPath(dist('plugins/index.js')))) {
  process.stderr.write('dist/ is missing: run npm run build first\n');
  process.exit(1);
}
const { BUILTIN_SOLVERS } = await import(dist('plugins/index.js').href);
const { runDevSet } = await import(dist('src/solving/dev-set.js').href);
const { othersByValue } = await import(dist('src/solving/answer-value.js').href);
const wordProblem = BUILTIN_SOLVERS.find((s) => s.name === 'word_problem');
const cases = problems.map((p) => ({ family: 'gsm8k', ask: p.question, expect: finalAnswer(p.answer) }));
const report = await runDevSet(wordProblem, cases, BUILTIN_SOLVERS);
const t = report.families.gsm8k;
// Another solver's answer has its own canonical form, so it is judged by value (src/solving/answer-value.ts).
const others = othersByValue(report.results, 'word_problem');
const othersRight = others.right;
const othersWrong = others.wrong.length;
const othersAnswered = othersRight.length + othersWrong;
const pct = (n, d) => (d ? ((100 * n) / d).toFixed(2) : '0.00');
process.stdout.write(
  `${file}: ${t.cases} problems\n` +
    `word_problem answered ${t.answered} (${pct(t.answered, t.cases)}%), correct ${t.correct}, wrong ${t.answered - t.correct} (${pct(t.answered - t.correct, t.answered)}% of answered)\n` +
    `other solvers answered ${othersAnswered}, of them right by value ${othersRight.length}, wrong ${othersWrong}\n` +
    `all answered ${t.answered + othersAnswered} (${pct(t.answered + othersAnswered, t.cases)}%), wrong ${t.answered - t.correct + othersWrong} (${pct(t.answered - t.correct + othersWrong, t.answered + othersAnswered)}% of all answered)\n`,
);
const show = opt('show');
for (const r of report.results) {
  const mine = r.solver === 'word_problem';
  const other = !mine && r.solver !== 'help';
  const kind = other ? (othersRight.includes(r) ? 'correct' : 'wrong') : r.verdict === 'wrong' ? 'wrong' : mine ? 'correct' : 'declined';
  if (kind !== show) continue;
  const why = r.answer.content?.split('\n')[0].slice(0, 100);
  process.stdout.write(`\n[${r.solver}] ${r.case.ask}\n  expected ${r.case.expect}; ${mine || kind === 'wrong' ? `got ${why}` : ''}\n`);
}
