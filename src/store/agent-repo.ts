/** Which pristine copy a key's agent layer was last reset to; no row means it was never reset. */
import type { Store } from './store.js';

export interface AgentBase {
  pristine_version: string;
  reset_at: string;
}

export class AgentRepo {
  constructor(private readonly store: Store) {}

  async base(keyId: string): Promise<AgentBase | undefined> {
    return this.store.db.selectFrom('agent_layers').select(['pristine_version', 'reset_at']).where('key_id', '=', keyId).executeTakeFirst();
  }

  async markReset(keyId: string, pristineVersion: string): Promise<AgentBase> {
    const base = { pristine_version: pristineVersion, reset_at: new Date().toISOString() };
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('agent_layers').where('key_id', '=', keyId).execute();
      await trx.insertInto('agent_layers').values({ key_id: keyId, ...base }).execute();
    });
    return base;
  }
}
