/** Facts, feedback, completions, searches and the agent base: each belongs to one key and is never read across keys. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentRepo } from './agent-repo.js';
import { CompletionRepo, createCompletionRepo } from './completion-repo.js';
import { FactRepo } from './fact-repo.js';
import { FeedbackRepo } from './feedback-repo.js';
import { SearchLogRepo } from './search-log-repo.js';
import { openStore, type Store } from './store.js';
import { DIALECTS, openTestStore, urlOf } from './test-db.js';

describe.each(DIALECTS)('memory repositories on %s', (dialect) => {
  let store: Store;
  beforeEach(async () => {
    store = await openTestStore(dialect);
  });
  afterEach(() => store.close());

  it('FactRepo: a newer fact about the same subject replaces the older one; repeats are stored once; per key', async () => {
    const facts = new FactRepo(store);
    await facts.remember('key_A', 'my name is Ann', 'my name');
    await facts.remember('key_A', 'our project uses PostgreSQL 16', null);
    await facts.remember('key_A', 'Our project uses  PostgreSQL 16', null);
    expect((await facts.remember('key_A', 'my name is Bea', 'My name')).replaced).toBe(1);
    await facts.remember('key_B', 'I live in Oslo', null);
    expect((await facts.list('key_A')).map((f) => f.text)).toEqual(['Our project uses  PostgreSQL 16', 'my name is Bea']);
    expect(await facts.count('key_B')).toBe(1);
    expect(await facts.erase('key_A')).toBe(2);
    expect(await facts.list('key_A')).toEqual([]);
    expect(await facts.count('key_B')).toBe(1);
  });

  it('FeedbackRepo: the latest prose correction for a question is in force; erase keeps code corrections for review', async () => {
    const fb = new FeedbackRepo(store);
    const base = { completion_id: 'chatcmpl-svc-1', rating: null, kind: 'prose' as const, status: 'remembered' as const, question_hash: 'h'.repeat(64), question: 'q?' };
    await fb.add('key_A', { ...base, correction: 'first' });
    await fb.add('key_A', { ...base, correction: 'second' });
    await fb.add('key_A', { ...base, correction: 'def f(): pass', kind: 'code', status: 'review' });
    await fb.add('key_A', { ...base, correction: null, kind: null, status: 'recorded', rating: 'positive' });
    expect((await fb.correctionFor('key_A', 'h'.repeat(64)))?.correction).toBe('second');
    expect(await fb.correctionFor('key_B', 'h'.repeat(64))).toBeUndefined();
    expect(await fb.counts('key_A')).toEqual({ corrections: 2, review: 1, positive: 1, negative: 0 });
    expect(await fb.erase('key_A', { ratings: false })).toBe(2);
    expect(await fb.erase('key_A', { ratings: true })).toBe(1);
    expect((await fb.list('key_A')).map((f) => f.status)).toEqual(['review']);
  });

  it('CompletionRepo finds a completion only for the key that received it, question cut to 1,000 characters', async () => {
    const completions = new CompletionRepo(store);
    await completions.record('key_A', { id: 'chatcmpl-svc-x', model: 'svc', solver: 'help', question_hash: 'a'.repeat(64), question: 'q'.repeat(5000) });
    expect((await completions.find('key_A', 'chatcmpl-svc-x'))?.question).toHaveLength(1000);
    expect(await completions.find('key_B', 'chatcmpl-svc-x')).toBeUndefined();
  });

  // Two stores on one database are two service processes.
  it.runIf(dialect === 'mysql')('across processes: a completion written behind by one is found by the other; a correction added through one is in force in the other when add returns', async () => {
    const other = await openStore(urlOf(store));
    try {
      const [mine, theirs] = [createCompletionRepo(store), createCompletionRepo(other)];
      await theirs.record('key_A', { id: 'chatcmpl-svc-y', model: 'svc', solver: 'help', question_hash: 'b'.repeat(64), question: 'what?' });
      // Still in their memory: the lookup waits for their next write.
      expect((await mine.find('key_A', 'chatcmpl-svc-y'))?.question).toBe('what?');
      expect(await mine.find('key_A', 'chatcmpl-svc-none')).toBeUndefined();
      await theirs.close?.();
      const [a, b] = [new FeedbackRepo(store), new FeedbackRepo(other)];
      const hash = 'c'.repeat(64);
      expect(await b.correctionFor('key_A', hash)).toBeUndefined();
      await a.add('key_A', { completion_id: 'chatcmpl-svc-y', rating: null, kind: 'prose', status: 'remembered', question_hash: hash, question: 'q?', correction: 'right' });
      expect((await b.correctionFor('key_A', hash))?.correction).toBe('right');
      await a.erase('key_A', { ratings: false });
      expect(await b.correctionFor('key_A', hash)).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('SearchLogRepo and AgentRepo are per key', async () => {
    const searches = new SearchLogRepo(store);
    await searches.record('key_A', 'boiler', 2);
    await searches.record('key_B', 'boiler', 0);
    expect(await searches.erase('key_A')).toBe(1);
    expect(await searches.count('key_B')).toBe(1);
    const agent = new AgentRepo(store);
    expect(await agent.base('key_A')).toBeUndefined();
    await agent.markReset('key_A', 'pristine-1');
    await agent.markReset('key_A', 'pristine-1');
    expect(await agent.base('key_A')).toMatchObject({ pristine_version: 'pristine-1' });
    expect(await agent.base('key_B')).toBeUndefined();
  });
});
