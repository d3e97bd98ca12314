/**
 * The belief ledger, per key: one row per claim with its current verdict, and every weighing of it (research
 * or a chat fact-check) with its evidence and the verdict it moved from. Searches get their kind, so the
 * web searches a key ran sit beside its document searches (both erased with DELETE /v1/memory?searches=1).
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function tableOptions<T extends string>(dialect: DialectName) {
  return (t: CreateTableBuilder<T, never>) => (dialect === 'mysql' ? t.modifyEnd(sql.raw('engine=InnoDB default charset=utf8mb4 collate=utf8mb4_bin')) : t);
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  const mysql = dialect === 'mysql';
  const longText = mysql ? sql`longtext` : sql`text`;

  await db.schema
    .createTable('beliefs')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('claim_hash', 'char(64)', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('verdict', 'varchar(24)', (c) => c.notNull())
    .addColumn('confidence', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('beliefs_pk', ['key_id', 'claim_hash'])
    .$call(tableOptions(dialect))
    .execute();

  await db.schema
    .createTable('belief_events')
    .addColumn('id', mysql ? 'bigint' : 'integer', (c) => (mysql ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('claim_hash', 'char(64)', (c) => c.notNull())
    .addColumn('verdict', 'varchar(24)', (c) => c.notNull())
    .addColumn('previous', 'varchar(24)')
    .addColumn('via', 'varchar(16)', (c) => c.notNull())
    .addColumn('evidence', longText, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('belief_events_claim_idx').on('belief_events').columns(['key_id', 'claim_hash', 'id']).execute();

  await db.schema.alterTable('key_searches').addColumn('kind', 'varchar(12)', (c) => c.notNull().defaultTo('documents')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('key_searches').dropColumn('kind').execute();
  for (const table of ['belief_events', 'beliefs']) await db.schema.dropTable(table).ifExists().execute();
}
