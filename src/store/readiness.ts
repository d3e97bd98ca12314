/** Whether the database answers and every migration this build knows has run: what /api/ready reports. */
import { Migrator, sql } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Store } from './store.js';

export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  /** Migrations this build has that the database has not run. */
  pending: string[];
  problem?: string;
}

export async function checkReadiness(store: Store): Promise<Readiness> {
  try {
    await sql`select 1`.execute(store.db);
  } catch (e) {
    return { ready: false, database: 'unreachable', pending: [], problem: (e as Error).message };
  }
  const migrations = await new Migrator({ db: store.db, provider: migrationProvider(store.dialect) }).getMigrations();
  const pending = migrations.filter((m) => !m.executedAt).map((m) => m.name);
  return { ready: pending.length === 0, database: 'reachable', pending };
}
