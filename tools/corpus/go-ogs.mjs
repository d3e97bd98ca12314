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
import { readFileSync } from 'node:fs';
import { commandLine, declineReason, dist, filesUnder, goRouter, report } from './go-corpus.mjs';

const { dir, opt } = commandLine('node tools/corpus/go-ogs.mjs <dir with .game or .json files> [--show wrong|declined|correct|all]');
const route = await goRouter();
const { readOgsGame, readOgsAutoscore, ogsAsk, judgeOgsReply } = await import(dist('plugins/go/ogs-game.js').href);

const KOMI = 6.5;
const tally = { cases: 0, correct: 0, wrong: 0, declined: 0, skipped: 0 };
const causes = {};
const shown = [];
for (const path of filesUnder(dir, /\.(game|json)$/)) {
  const text = readFileSync(path, 'utf8');
  const g = path.endsWith('.json') ? readOgsAutoscore(text) : readOgsGame(text);
  if (!g) {
    tally.skipped++;
    continue;
  }
  tally.cases++;
  const t0 = performance.now();
  const r = await route(ogsAsk(g, KOMI));
  const ms = performance.now() - t0;
  let kind;
  let why;
  if (r.solver !== 'go_board') {
    kind = 'declined';
    why = declineReason(r);
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
report(`${dir}: ${tally.cases} positions (${tally.skipped} files without a board or removal map skipped)`, tally, causes, shown, opt('show'));
process.exit(0);
