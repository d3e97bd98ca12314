/**
 * SQLite as kysely's own dialect, with two changes that make it safe for several processes on one file:
 * - transactions start with `BEGIN IMMEDIATE`, so a writer takes the write lock up front and waits
 *   (busy_timeout) instead of failing with SQLITE_BUSY when it upgrades a read lock later;
 * - the adapter reports transactional DDL, so kysely's Migrator runs "read executed migrations +
 *   run pending ones" inside that one immediate transaction: a second process starting at the same
 *   time waits, then finds nothing pending. (kysely's stock SQLite adapter takes no lock at all.)
 */
import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
