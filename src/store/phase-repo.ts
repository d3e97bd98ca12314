/**
 * Phases, per key: a task's stored state, written by each turn only over the revision that turn read
 * (so two turns at once never lose one another's messages), and gone 7 days after the last turn.
 */
import { ulid } from '../ids.js';
import type { Store } from './store.js';

/** A phase expires this long after its last turn. */
export const PHASE_LIFETIME_MS = 7 * 24 * 3600 * 1000;

export interface PhaseRow {
  id: string;
  revision: number;
  /** The domain's phase state, as stored. */
  state: unknown;
  created_at: string;
  last_turn_ms: number;
}

export class PhaseRepo {
  constructor(private readonly store: Store) {}

  /** A new phase id (the turn that starts a phase knows it before the phase is written). */
  static newId(nowMs = Date.now()): string {
    return `phase_${ulid(nowMs)}`;
  }

  async create(keyId: string, id: string, state: unknown, nowMs = Date.now()): Promise<PhaseRow> {
    const row = { id, revision: 1, state: JSON.stringify(state), created_at: new Date(nowMs).toISOString(), last_turn_ms: nowMs };
    await this.store.db.insertInto('phases').values({ ...row, key_id: keyId }).execute();
    return { ...row, state };
  }

  /** The live phase; an expired one is removed and reads as absent. */
  async find(keyId: string, id: string, nowMs = Date.now()): Promise<PhaseRow | undefined> {
    const row = await this.store.db.selectFrom('phases').selectAll().where('key_id', '=', keyId).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    if (Number(row.last_turn_ms) + PHASE_LIFETIME_MS <= nowMs) {
      await this.store.db.deleteFrom('phases').where('key_id', '=', keyId).where('id', '=', id).where('last_turn_ms', '=', row.last_turn_ms).execute();
      return undefined;
    }
    return { id: row.id, revision: Number(row.revision), state: JSON.parse(row.state), created_at: row.created_at, last_turn_ms: Number(row.last_turn_ms) };
  }

  /** Writes the next state only if the phase is still at `revision`; false when another turn wrote first. */
  async update(keyId: string, id: string, revision: number, state: unknown, nowMs = Date.now()): Promise<boolean> {
    const res = await this.store.db
      .updateTable('phases')
      .set({ revision: revision + 1, state: JSON.stringify(state), last_turn_ms: nowMs })
      .where('key_id', '=', keyId)
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Removes the key's phases whose last turn is older than the lifetime. */
  async sweep(keyId: string, nowMs = Date.now()): Promise<number> {
    const res = await this.store.db.deleteFrom('phases').where('key_id', '=', keyId).where('last_turn_ms', '<=', nowMs - PHASE_LIFETIME_MS).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
