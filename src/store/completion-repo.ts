/** The completions each key received, so feedback can name one; stored per key, question cut short. */
import type { ModelName } from '../../generated/contract.js';
import { preparedOnce } from './compiled.js';
import type { Store } from './store.js';
import { WriteBehind } from './write-behind.js';

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
 * The embedded SQLite mode is one process: completions are written behind, in one transaction every
 * half second, instead of one commit per chat turn (each commit grows the WAL and brings checkpoints).
 * A lookup writes out what is pending first, so feedback always finds its completion.
 */
export class BufferedCompletionRepo extends CompletionRepo {
  private pending: { keyId: string; c: Omit<CompletionRecord, 'created_at'>; at: string }[] = [];
  private readonly behind: WriteBehind;

  constructor(private readonly base: Store, intervalMs = 500) {
    super(base);
    this.behind = new WriteBehind(() => this.write(), intervalMs);
  }

  override async record(keyId: string, c: Omit<CompletionRecord, 'created_at'>): Promise<void> {
    this.pending.push({ keyId, c, at: new Date().toISOString() });
  }

  override async find(keyId: string, id: string): Promise<CompletionRecord | undefined> {
    await this.flush();
    return super.find(keyId, id);
  }

  flush(): Promise<void> {
    return this.behind.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.base.db.transaction().execute(async (trx) => {
        for (let i = 0; i < batch.length; i += 200) {
          const rows = batch.slice(i, i + 200).map(({ keyId, c, at }) => ({ ...c, key_id: keyId, question: c.question.slice(0, QUESTION_EXCERPT_CHARS), created_at: at }));
          await trx.insertInto('completions').values(rows).execute();
        }
      });
    } catch (e) {
      this.pending = [...batch, ...this.pending];
      throw e;
    }
  }

  close(): Promise<void> {
    return this.behind.close();
  }
}

export function createCompletionRepo(store: Store): CompletionRepo & { close?(): Promise<void> } {
  return store.dialect === 'sqlite' ? new BufferedCompletionRepo(store) : new CompletionRepo(store);
}
