/** The completions each key received, so feedback can name one; stored per key, question cut short. */
import type { ModelName } from '../../generated/contract.js';
import { preparedOnce, rowsInserter } from './compiled.js';
import type { Store } from './store.js';
import { writeBehindOf, type Buffered, type StoreWriteBehind, type Taken } from './write-behind.js';

export interface CompletionRecord {
  id: string;
  model: ModelName;
  solver: string;
  question_hash: string;
  question: string;
  created_at: string;
}

export const QUESTION_EXCERPT_CHARS = 1000;

type Row = [id: string, keyId: string, model: ModelName, solver: string, questionHash: string, question: string, createdAt: string];

/** The write-behind's batches of completions, in Row order. */
const insertRows = rowsInserter('completions', ['id', 'key_id', 'model', 'solver', 'question_hash', 'question', 'created_at']);

export class CompletionRepo {
  /** Every chat turn writes one (on MySQL at once): built once. */
  private readonly insert: (...row: Row) => Promise<unknown>;

  constructor(private readonly store: Store) {
    this.insert = preparedOnce(store.db, 7, (db, ...[id, key_id, model, solver, question_hash, question, created_at]: Row) =>
      db.insertInto('completions').values({ id, key_id, model, solver, question_hash, question, created_at }));
  }

  async record(keyId: string, c: Omit<CompletionRecord, 'created_at'>): Promise<void> {
    await this.insert(c.id, keyId, c.model, c.solver, c.question_hash, c.question.slice(0, QUESTION_EXCERPT_CHARS), new Date().toISOString());
  }

  /** Only the key's own completions: another key's id is unknown here. */
  async find(keyId: string, id: string): Promise<CompletionRecord | undefined> {
    return this.store.db
      .selectFrom('completions')
      .select(['id', 'model', 'solver', 'question_hash', 'question', 'created_at'])
      .where('key_id', '=', keyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

/**
 * Completions are written behind (write-behind.ts), with the store's other buffered writes, instead of
 * one commit per chat turn. A lookup writes out this process's pending ones first, and with MySQL, when
 * it finds nothing, waits for the other processes' pending writes and looks again: feedback always
 * finds its completion, whichever process served it.
 */
export class BufferedCompletionRepo extends CompletionRepo implements Buffered {
  private pending: { keyId: string; c: Omit<CompletionRecord, 'created_at'>; at: string }[] = [];
  private readonly behind: StoreWriteBehind;

  constructor(private readonly base: Store) {
    super(base);
    this.behind = writeBehindOf(base);
    this.behind.add(this);
  }

  override async record(keyId: string, c: Omit<CompletionRecord, 'created_at'>): Promise<void> {
    this.pending.push({ keyId, c, at: new Date().toISOString() });
  }

  override async find(keyId: string, id: string): Promise<CompletionRecord | undefined> {
    await this.behind.flush();
    const found = await super.find(keyId, id);
    if (found || this.base.dialect !== 'mysql') return found;
    await this.behind.settled();
    return super.find(keyId, id);
  }

  flush(): Promise<void> {
    return this.behind.flush();
  }

  take(): Taken | null {
    if (this.pending.length === 0) return null;
    const batch = this.pending;
    this.pending = [];
    return {
      write: async (trx) => {
        for (let i = 0; i < batch.length; i += 200) {
          const rows = batch.slice(i, i + 200).map(({ keyId, c, at }): Row => [c.id, keyId, c.model, c.solver, c.question_hash, c.question.slice(0, QUESTION_EXCERPT_CHARS), at]);
          await insertRows(trx, rows);
        }
      },
      restore: () => {
        this.pending = [...batch, ...this.pending];
      },
    };
  }

  close(): Promise<void> {
    return this.behind.close();
  }
}

export function createCompletionRepo(store: Store): CompletionRepo & { close?(): Promise<void> } {
  return new BufferedCompletionRepo(store);
}
