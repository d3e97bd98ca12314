/** Accounts, API keys, request counts, rate buckets and key activity. */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** On MySQL every table is InnoDB with a binary collation, so `svc_live_AbC…` and `svc_live_abc…` differ as on SQLite. */
function tableOptions<T extends string>(dialect: DialectName) {
  return (t: CreateTableBuilder<T, never>) =>
    dialect === 'mysql' ? t.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_bin`) : t;
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('plan', 'varchar(16)', (c) => c.notNull().defaultTo('free'))
    .addColumn('key_packs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(40)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('prefix', 'varchar(32)', (c) => c.notNull())
    .addColumn('key_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('api_keys_account_idx').on('api_keys').column('account_id').execute();
  await db.schema.createIndex('api_keys_prefix_idx').on('api_keys').column('prefix').execute();

  await db.schema
    .createTable('request_counts')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('day', 'char(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('request_counts_pk', ['key_id', 'day'])
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('request_counts_account_day_idx').on('request_counts').columns(['account_id', 'day']).execute();

  await db.schema
    .createTable('rate_buckets')
    .addColumn('key_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tokens', 'double precision', (c) => c.notNull())
    .addColumn('updated_ms', 'bigint', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();

  await db.schema
    .createTable('key_activity')
    .addColumn('key_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('last_seen_ms', 'bigint', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['key_activity', 'rate_buckets', 'request_counts', 'api_keys', 'accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
