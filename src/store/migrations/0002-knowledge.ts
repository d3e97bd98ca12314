/**
 * The knowledge layer: account documents split into passages with a full-text index (FTS5 on SQLite,
 * InnoDB FULLTEXT on MySQL), and per-key memory: facts, feedback (ratings and corrections), the
 * completions log feedback refers to, the key's searches and its agent layer.
 * A document's text is stored once, as its passages in order (they cover it exactly).
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Binary collation like 0001 (names compare exactly); passages use a case-insensitive one so FULLTEXT ignores case. */
function tableOptions<T extends string>(dialect: DialectName, collate = 'utf8mb4_bin') {
  return (t: CreateTableBuilder<T, never>) =>
    dialect === 'mysql' ? t.modifyEnd(sql.raw(`engine=InnoDB default charset=utf8mb4 collate=${collate}`)) : t;
}

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  const mysql = dialect === 'mysql';
  const longText = mysql ? sql`mediumtext` : sql`text`;

  await db.schema
    .createTable('documents')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)')
    .addColumn('created_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('metadata', longText, (c) => c.notNull())
    .addColumn('chars', 'bigint', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('documents_account_name_uq', ['account_id', 'name'])
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('documents_created_by_idx').on('documents').column('created_by').execute();

  await db.schema
    .createTable('passages')
    .addColumn('id', mysql ? 'bigint' : 'integer', (c) => (mysql ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('document_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('start_offset', 'integer', (c) => c.notNull())
    .addColumn('end_offset', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .$call(tableOptions(dialect, 'utf8mb4_unicode_ci'))
    .execute();
  await db.schema.createIndex('passages_document_idx').on('passages').columns(['document_id', 'seq']).execute();
  if (mysql) {
    await sql`create fulltext index passages_text_ft on passages (text)`.execute(db);
  } else {
    // External-content FTS5: the text lives once, in passages; triggers keep the index in step.
    await sql`create virtual table passages_fts using fts5(text, content='passages', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(db);
    await sql`create trigger passages_ai after insert on passages begin insert into passages_fts(rowid, text) values (new.id, new.text); end`.execute(db);
    await sql`create trigger passages_ad after delete on passages begin insert into passages_fts(passages_fts, rowid, text) values ('delete', old.id, old.text); end`.execute(db);
  }

  await db.schema
    .createTable('memory_facts')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'char(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('memory_facts_key_hash_uq', ['key_id', 'text_hash'])
    .$call(tableOptions(dialect))
    .execute();

  await db.schema
    .createTable('completions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('model', 'varchar(16)', (c) => c.notNull())
    .addColumn('solver', 'varchar(64)', (c) => c.notNull())
    .addColumn('question_hash', 'char(64)', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('completions_key_idx').on('completions').columns(['key_id', 'created_at']).execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('completion_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('rating', 'varchar(8)')
    .addColumn('correction', 'text')
    .addColumn('kind', 'varchar(8)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('question_hash', 'char(64)', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('feedback_key_question_idx').on('feedback').columns(['key_id', 'question_hash']).execute();

  await db.schema
    .createTable('key_searches')
    .addColumn('id', mysql ? 'bigint' : 'integer', (c) => (mysql ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('key_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
  await db.schema.createIndex('key_searches_key_idx').on('key_searches').column('key_id').execute();

  await db.schema
    .createTable('agent_layers')
    .addColumn('key_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('pristine_version', 'varchar(32)', (c) => c.notNull())
    .addColumn('reset_at', 'varchar(32)', (c) => c.notNull())
    .$call(tableOptions(dialect))
    .execute();
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`drop table if exists passages_fts`.execute(db);
  for (const table of ['agent_layers', 'key_searches', 'feedback', 'completions', 'memory_facts', 'passages', 'documents']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
