// What the Go corpus scripts (go-ogs.mjs, go-sgf.mjs) share: the command line (a folder, --show, other
// options), the held-out guard, the compiled tree, a router holding every built-in solver, the files of a
// folder, and the tally printed at the end.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder argument and `--name value` options; exits with `usage` when the folder is missing. */
export function commandLine(usage) {
  const args = process.argv.slice(2);
  const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const opt = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  if (!dir) {
    process.stderr.write(`usage: ${usage}\n`);
    process.exit(2);
  }
  if (/gnugo|regression/i.test(dir)) {
    process.stderr.write("GNU Go's regression suite is held out.\n");
    process.exit(2);
  }
  return { dir, opt };
}

export const dist = (p) => new URL(`../../dist/${p}`, import.meta.url);

/** A router over all the built-in solvers, as a request is routed; exits when dist/ is missing. */
export async function goRouter() {
  if (!existsSync(fileURLToPath(dist('plugins/index.js')))) {
    process.stderr.write('dist/ is missing: run npm run build first\n');
    process.exit(1);
  }
  const { BUILTIN_SOLVERS } = await import(dist('plugins/index.js').href);
  const { exampleRouter } = await import(dist('src/solving/examples.js').href);
  const { askFromText } = await import(dist('src/solving/ask.js').href);
  const router = exampleRouter(BUILTIN_SOLVERS.find((s) => s.name === 'go_board'), BUILTIN_SOLVERS);
  return (text) => router.route(askFromText(text), { model: 'svc', pristine: false });
}

/** Every file under `dir` whose name matches `pattern`, sorted. */
export const filesUnder = (dir, pattern) =>
  readdirSync(dir)
    .flatMap((f) => (statSync(join(dir, f)).isDirectory() ? filesUnder(join(dir, f), pattern) : pattern.test(f) ? [join(dir, f)] : []))
    .sort();

/** go_board's decline reason in a routed reply (its entry in `tried`), or the reply's first line. */
export const declineReason = (r) => String((r.tried ?? []).find((t) => /go_board/.test(t)) ?? (r.answer.content ?? '').split('\n')[0]).slice(0, 600);

/** Prints the head line, the tally, the causes by count, then the lines of the kind `--show` asks for. */
export function report(head, tally, causes, shown, show) {
  process.stdout.write(
    `${head}\ncorrect ${tally.correct}, wrong ${tally.wrong}, declined ${tally.declined}\n` +
      Object.entries(causes)
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `  ${c}: ${n}\n`)
        .join(''),
  );
  for (const s of shown) if (s.kind === show || show === 'all') process.stdout.write(`${s.line}\n`);
}
