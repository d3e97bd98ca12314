/** The completions each key received, so feedback can name one; stored per key, question cut short. */
import type { Store } from './store.js';

export interface CompletionRecord {
  id: string;
  model: string;
  solver: string;
  question_hash: string;
  question: string;
  created_at: string;
}

export const QUESTION_EXCERPT_CHARS = 1000;

export class CompletionRepo {
  constructor(private readonly store: Store) {}

  async record(keyId: string, c: Omit<CompletionRecord, 'created_at'>): Promise<void> {
    await this.store.db
      .insertInto('completions')
      .values({ ...c, key_id: keyId, question: c.question.slice(0, QUESTION_EXCERPT_CHARS), created_at: new Date().toISOString() })
      .execute();
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
