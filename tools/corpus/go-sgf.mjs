#!/usr/bin/env node
// Go scoring measured on game records that went to counting: every SGF under a folder whose RE is a counted
// result (RE[B+3.5], RE[W+0.5]; resignations, time and forfeits are skipped) is sent whole, as a chat request
// would be ("What is the final score after removing the dead stones?"), routed through all the built-in
// solvers, and the reply's result under the record's rules (RU: area for Chinese/AGA, territory for
// Japanese/Korean, both when none) is compared with RE. Disagreements are told apart by cause: the result
// RE gives is the reply's under the other rule set (a record whose RU does not say how it was counted), a
// handicap game (compensation differs between rule sets), the winner reversed, or the margin off. Needs the
// compiled tree: run `npm run build` first.
//
//   node tools/corpus/go-sgf.mjs DIR [--limit N] [--show wrong|declined|correct|all]
//
// Nothing is downloaded. Komi written in hundredths (KM[750], as some servers write it) is stated in the
// request in points. GNU Go's regression suite is held out: never point this at it.
import { readFileSync } from 'node:fs';
import { commandLine, declineReason, filesUnder, goRouter, report } from './go-corpus.mjs';

const { dir, opt } = commandLine('node tools/corpus/go-sgf.mjs <dir with .sgf files> [--limit N] [--show wrong|declined|correct|all]');
const route = await goRouter();
const prop = (text, name) => text.match(new RegExp(`(?:^|[;\\s\\]])${name}\\[([^\\]]*)\\]`))?.[1]?.trim();
const tally = { records: 0, correct: 0, wrong: 0, declined: 0, skipped: 0 };
const causes = {};
const count = (c) => (causes[c] = (causes[c] ?? 0) + 1);
const shown = [];
const limit = Number(opt('limit') ?? Infinity);
/** The canonical form and text of go_board's reply to `text`, or '' when it declined. */
async function asked(text) {
  const r = await route(text);
  return r.solver === 'go_board' ? `${[r.answer.canonical].flat()[0] ?? ''}\n${r.answer.content ?? ''}` : '';
}

for (const path of filesUnder(dir, /\.sgf$/i)) {
  if (tally.records >= limit) break;
  const sgf = readFileSync(path, 'utf8');
  const re = prop(sgf, 'RE');
  if (!re || !/^[BW]\+\d+(?:\.\d+)?$/.test(re) || Number(re.slice(2)) === 0) {
    tally.skipped++;
    continue;
  }
  const written = Number(prop(sgf, 'KM'));
  const km = Math.abs(written) >= 100 ? written / 100 : written;
  // A record whose komi is missing or does not fit its result (a half-point komi gives a half-point margin) is not a count to check against.
  if (!Number.isFinite(km) || prop(sgf, 'KM') === undefined || Math.abs(((Number(re.slice(2)) - Math.abs(km)) % 1 + 1) % 1) > 1e-9) {
    tally.skipped++;
    count('skipped: komi missing or not fitting the result');
    continue;
  }
  tally.records++;
  const komiNote = Math.abs(written) >= 100 ? ` Komi ${km}.` : '';
  const ask = `${sgf.trim()}\nThe game above went to counting. What is the final score after removing the dead stones?${komiNote}`;
  const r = await route(ask);
  let kind;
  let why = '';
  if (r.solver !== 'go_board') {
    kind = 'declined';
    why = declineReason(r);
    count(`declined: ${/cannot settle/.test(why) ? 'unsettled group named' : /judged alive/.test(why) ? 'every group judged alive' : why.replace(/^go_board:declined:go: /, '').slice(0, 60)}`);
  } else {
    const canonical = String([r.answer.canonical].flat()[0] ?? '');
    const results = Object.fromEntries([...canonical.matchAll(/(area|territory)=([^;]+)/g)].map((m) => [m[1], m[2]]));
    const ru = prop(sgf, 'RU') ?? '';
    const method = /^(chinese|aga|goe|ing|nz|new zealand|area)/i.test(ru) ? 'area' : /^(japanese|korean|territory)/i.test(ru) ? 'territory' : Object.keys(results)[0];
    const got = results[method];
    const same = (a, b) => Boolean(a && b) && a[0] === b[0] && Number(a.slice(2)) === Number(b.slice(2));
    if (same(got, re)) kind = 'correct';
    else {
      kind = 'wrong';
      // Why: the count under each rule set, and the neutral points an area count leaves (unfilled dame count
      // for nobody; servers that fill them share them out).
      const area = await asked(`${ask} Count by area.`);
      const territory = await asked(`${ask} Count by territory.`);
      const neutral = Number(area.match(/(\d+) neutral points?/)?.[1] ?? 0);
      const signed = (x) => (x ? (x[0] === 'B' ? 1 : -1) * Number(x.slice(2)) : NaN);
      const areaResult = area.match(/area=([^;\n]+)/)?.[1];
      const off = Math.abs(signed(areaResult) - signed(re));
      const cause =
        Number(prop(sgf, 'HA') ?? 0) > 0
          ? 'handicap game'
          : same(territory.match(/territory=([^;\n]+)/)?.[1], re) || same(areaResult, re)
            ? `RE is the ${method === 'area' ? 'territory' : 'area'} count (RU[${ru}] does not say how it was counted)`
            : off <= neutral && (neutral - off) % 2 === 0
              ? 'RE is the area count with the unfilled dame shared out'
              : got && got[0] !== re[0]
                ? 'winner reversed'
                : 'margin off';
      count(`wrong: ${cause}`);
      why = `${cause}: RE[${re}] RU[${ru}] got ${canonical}`;
    }
  }
  tally[kind]++;
  shown.push({ kind, line: `[${kind}] ${path}${why ? `\n  ${why}` : ''}` });
}
report(`${dir}: ${tally.records} counted records (${tally.skipped} others skipped)`, tally, causes, shown, opt('show'));
process.exit(0);
