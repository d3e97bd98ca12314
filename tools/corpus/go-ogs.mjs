#!/usr/bin/env node
// Go scoring measured on finished games whose dead stones are known: the `.game` files of OGS's score
// estimator (github.com/online-go/score-estimator, MIT: the final board of a game played on online-go.com and
// the stones the players agreed were dead, checked by hand by the estimator's authors; test/fixtures/go-ogs)
// and the autoscore test files of OGS's goban library (github.com/online-go/goban, Apache-2.0: the board and
// the correct owner of every point; test/fixtures/go-ogs-autoscore).
// Each position is sent as a chat request would be ("score it by area after removing the dead stones, komi
// 6.5"), routed through all the built-in solvers, and the reply is compared with the count made with the
// marked stones removed: correct (same dead stones, same result), wrong (any other answer), or declined
// (the reply must name the group it could not settle). Wrong answers are told apart by cause: a living
// group taken off, a dead one left on. Needs the compiled tree: run `npm run build` first.
//
//   node tools/corpus/go-ogs.mjs test/fixtures/go-ogs   every .game or .json file under the folder
//   --show wrong|declined|correct|all                    prints those cases
// Nothing is downloaded. GNU Go's regression suite is held out: never point
// this at it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const opt = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
if (!dir) {
  process.stderr.write('usage: node tools/corpus/go-ogs.mjs <dir with .game files> [--show wrong|declined|correct|all]\n');
  process.exit(2);
}
if (/gnugo|regression/i.test(dir)) {
  process.stderr.write("GNU Go's regression suite is held out.\n");
  process.exit(2);
}
const dist = (p) => new URL(`../../dist/${p}`, import.meta.url);
if (!existsSync(fileURLToPath(dist('plugins/index.js')))) {
  process.stderr.write('dist/ is missing: run npm run build first\n');
  process.exit(1);
}
const { BUILTIN_SOLVERS } = await import(dist('plugins/index.js').href);
const { exampleRouter } = await import(dist('src/solving/examples.js').href);
const { askFromText } = await import(dist('src/solving/ask.js').href);
const { readOgsGame, readOgsAutoscore, ogsAsk, judgeOgsReply } = await import(dist('plugins/go/ogs-game.js').href);

const KOMI = 6.5;
const files = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? files(join(d, f)) : /\.(game|json)$/.test(f) ? [join(d, f)] : []));

const router = exampleRouter(BUILTIN_SOLVERS.find((s) => s.name === 'go_board'), BUILTIN_SOLVERS);
const tally = { cases: 0, correct: 0, wrong: 0, declined: 0, skipped: 0 };
const causes = {};
const shown = [];
for (const path of files(dir).sort()) {
  const text = readFileSync(path, 'utf8');
  const g = path.endsWith('.json') ? readOgsAutoscore(text) : readOgsGame(text);
  if (!g) {
    tally.skipped++;
    continue;
  }
  tally.cases++;
  const t0 = performance.now();
  const r = await router.route(askFromText(ogsAsk(g, KOMI)), { model: 'svc', pristine: false });
  const ms = performance.now() - t0;
  let kind;
  let why;
  if (r.solver !== 'go_board') {
    kind = 'declined';
    why = String((r.tried ?? []).find((t) => /go_board/.test(t)) ?? (r.answer.content ?? '').split('\n')[0]).slice(0, 600);
    const cause = /cannot settle/.test(why) ? 'unsettled group named' : /every group was judged alive/.test(why) ? 'judged all alive, request presumes dead' : 'other';
    causes[`declined: ${cause}`] = (causes[`declined: ${cause}`] ?? 0) + 1;
  } else {
    const v = judgeOgsReply(g, KOMI, String([r.answer.canonical].flat()[0] ?? ''));
    kind = v.kind;
    if (v.kind === 'wrong') {
      causes[`wrong: ${v.cause}`] = (causes[`wrong: ${v.cause}`] ?? 0) + 1;
      why = v.detail;
    }
  }
  tally[kind]++;
  const b = g.board;
  shown.push({ kind, line: `[${kind}] ${path} (${b.size}x${b.size}, ${g.dead.length} dead stones marked, ${Math.round(ms)} ms)${why ? `\n  ${why}` : ''}` });
}
process.stdout.write(
  `${dir}: ${tally.cases} positions (${tally.skipped} files without a board or removal map skipped)\n` +
    `correct ${tally.correct}, wrong ${tally.wrong}, declined ${tally.declined}\n` +
    Object.entries(causes)
      .sort()
      .map(([c, n]) => `  ${c}: ${n}\n`)
      .join(''),
);
const show = opt('show');
for (const s of shown) if (s.kind === show || show === 'all') process.stdout.write(`${s.line}\n`);
process.exit(0);
