/** Hook declarations, per key: stored and listed, never called. */
import { ulid } from '../ids.js';
import type { Store } from './store.js';

export interface HookRow {
  id: string;
  url: string;
  pack: string | null;
  /** Tool names, or tool objects as sent. */
  tools: unknown[];
  created_at: string;
}

const toRow = (r: { id: string; url: string; pack: string | null; tools: string; created_at: string }): HookRow => ({ ...r, tools: JSON.parse(r.tools) });

export class HookRepo {
  constructor(private readonly store: Store) {}

  async create(keyId: string, hook: { url: string; pack: string | null; tools: unknown[] }): Promise<HookRow> {
    const row = { id: `hook_${ulid()}`, url: hook.url, pack: hook.pack, tools: JSON.stringify(hook.tools), created_at: new Date().toISOString() };
    await this.store.db.insertInto('hooks').values({ ...row, key_id: keyId }).execute();
    return toRow(row);
  }

  /** Oldest first. */
  async list(keyId: string): Promise<HookRow[]> {
    const rows = await this.store.db.selectFrom('hooks').select(['id', 'url', 'pack', 'tools', 'created_at']).where('key_id', '=', keyId).orderBy('id').execute();
    return rows.map(toRow);
  }

  async find(keyId: string, id: string): Promise<HookRow | undefined> {
    const row = await this.store.db.selectFrom('hooks').select(['id', 'url', 'pack', 'tools', 'created_at']).where('key_id', '=', keyId).where('id', '=', id).executeTakeFirst();
    return row && toRow(row);
  }

  async remove(keyId: string, id: string): Promise<boolean> {
    const res = await this.store.db.deleteFrom('hooks').where('key_id', '=', keyId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
