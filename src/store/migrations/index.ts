/**
 * The one list of migrations, in code (no filesystem scanning, so it works the same from src/ under
 * vitest and from dist/). Add a file `000N-name.ts` exporting `up(db, dialect)` and `down(db, dialect)`,
 * then one line below. Names sort in the order they run.
 */
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../types.js';
import * as m0001 from './0001-init.js';
import * as m0002 from './0002-knowledge.js';
import * as m0003 from './0003-agent-graphs.js';
import * as m0004 from './0004-beliefs.js';
import * as m0005 from './0005-web-sign-in.js';
import * as m0006 from './0006-signin-codes.js';
import * as m0007 from './0007-write-marks.js';
import * as m0008 from './0008-rate-buckets-memory.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface MigrationModule {
  up(db: AnyDb, dialect: DialectName): Promise<void>;
  down?(db: AnyDb, dialect: DialectName): Promise<void>;
}

const MIGRATIONS: Readonly<Record<string, MigrationModule>> = Object.freeze({
  '0001-init': m0001,
  '0002-knowledge': m0002,
  '0003-agent-graphs': m0003,
  '0004-beliefs': m0004,
  '0005-web-sign-in': m0005,
  '0006-signin-codes': m0006,
  '0007-write-marks': m0007,
  '0008-rate-buckets-memory': m0008,
});

/** Every migration's name, in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(MIGRATIONS)) {
        out[name] = {
          up: (db) => m.up(db, dialect),
          down: m.down ? (db) => m.down!(db, dialect) : undefined,
        };
      }
      return out;
    },
  };
}
