// Arithmetic quiz drills (plugins/compute/drill-shapes.ts) routed through every solver, after `npm run build`:
//   node tools/corpus/drill.mjs [total=26000] [seed=1] [--show]
// Prints per family how many were answered exactly by compute; --show lists every miss.
const [total = '26000', seed = '1'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const show = process.argv.includes('--show');
const root = new URL('../../dist/', import.meta.url);
const { BUILTIN_SOLVERS } = await import(new URL('plugins/index.js', root));
const { runDevSet } = await import(new URL('src/solving/dev-set.js', root));
const { drills, DRILL_FAMILIES } = await import(new URL('plugins/compute/drill-shapes.js', root));
const compute = BUILTIN_SOLVERS.find((s) => s.name === 'compute');
const cases = drills(Number(seed), Math.ceil(Number(total) / Object.keys(DRILL_FAMILIES).length));
const report = await runDevSet(compute, cases, BUILTIN_SOLVERS);
let right = 0;
for (const [family, t] of Object.entries(report.families)) {
  right += t.correct;
  console.log(`${family.padEnd(5)} ${t.correct} of ${t.cases} right, ${t.wrong} wrong, ${t.declined} declined`);
}
console.log(`all   ${right} of ${cases.length} right`);
if (show) for (const r of report.results) if (r.verdict !== 'correct') console.log(`${r.verdict}: ${JSON.stringify(r.case.ask)} -> ${r.solver} ${(r.answer.content ?? '').split('\n')[0].slice(0, 80)} (expected ${r.case.expect})`);
