/**
 * The account page: one-time sign-in links (stored as hashes, single use, short-lived), browser sessions
 * (stored as hashes, so a database read gives no cookie), and which keys are the page's own chat keys.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function tableOptions<T extends string>(dialect: DialectName) {
  return (t: CreateTableBuilder<T, never>) => (dialect === 'mysql' ? t.modifyEnd(sql.raw('engine=InnoDB default charset=utf8mb4 collate=utf8mb4_bin')) : t);
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('signin_links')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .addColumn('used_ms', 'bigint')
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('signin_links_email_idx').on('signin_links').columns(['email', 'created_ms']).execute();
  await db.schema.createIndex('signin_links_address_idx').on('signin_links').columns(['address', 'created_ms']).execute();

  await db.schema
    .createTable('web_sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('csrf', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('web_sessions_account_idx').on('web_sessions').columns(['account_id']).execute();

  // 'api' keys are the account's API keys (counted against its limit); 'web' is the page's own chat key.
  await db.schema.alterTable('api_keys').addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('api')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('api_keys').dropColumn('kind').execute();
  await db.schema.dropTable('web_sessions').execute();
  await db.schema.dropTable('signin_links').execute();
}
