/**
 * Agent graphs, all per key: tool packs (every version kept with its content hash), hook declarations,
 * the calls the service proposed (so a posted result finds its tool and checks), posted tool results,
 * and phases (a task's stored conversation and checklist, expiring 7 days after its last turn).
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function tableOptions<T extends string>(dialect: DialectName) {
  return (t: CreateTableBuilder<T, never>) => (dialect === 'mysql' ? t.modifyEnd(sql.raw('engine=InnoDB default charset=utf8mb4 collate=utf8mb4_bin')) : t);
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  const longText = dialect === 'mysql' ? sql`longtext` : sql`text`;

  // The head row of each pack: its latest version (a conditional update on it is the If-Match check).
  await db.schema
    .createTable('packs')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('packs_pk', ['key_id', 'name'])
    .$call(tableOptions(dialect))
    .execute();

  await db.schema
    .createTable('pack_versions')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('hash', 'varchar(80)', (c) => c.notNull())
    .addColumn('content', longText, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pack_versions_pk', ['key_id', 'name', 'version'])
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('pack_versions_hash_idx').on('pack_versions').columns(['key_id', 'name', 'hash']).execute();

  await db.schema
    .createTable('hooks')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('pack', 'varchar(128)')
    .addColumn('tools', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('hooks_key_idx').on('hooks').columns(['key_id', 'id']).execute();

  await db.schema
    .createTable('tool_calls')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('args', longText, (c) => c.notNull())
    /** What a result is checked with: the tool's outputSchema and the pack invariants bound to it. */
    .addColumn('checks', longText, (c) => c.notNull())
    .addColumn('pack', 'varchar(128)')
    .addColumn('phase_id', 'varchar(40)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tool_calls_pk', ['key_id', 'id'])
    .$call(tableOptions(dialect))
    .execute();

  await db.schema
    .createTable('tool_results')
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('call_id', 'varchar(64)', (c) => c.notNull())
    /** `{content}` or `{result}` as posted. */
    .addColumn('output', longText, (c) => c.notNull())
    .addColumn('check_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tool_results_pk', ['key_id', 'call_id'])
    .$call(tableOptions(dialect))
    .execute();

  await db.schema
    .createTable('phases')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    /** Bumped by every turn; a turn writes only over the revision it read. */
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('state', longText, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_turn_ms', 'bigint', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('phases_key_idx').on('phases').columns(['key_id', 'last_turn_ms']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['phases', 'tool_results', 'tool_calls', 'hooks', 'pack_versions', 'packs']) await db.schema.dropTable(t).ifExists().execute();
}
