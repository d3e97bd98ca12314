/**
 * With MySQL each service process writes request counts, last-seen times and completions behind, in one
 * transaction every half second (write-behind.ts); with the batch it records, in database time, when it
 * took what it writes. A reader that must see every process's requests (usage) waits until every live
 * process has written past the moment it asked.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('write_marks')
    .addColumn('writer', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('marked_ms', 'bigint', (c) => c.notNull())
    .$call((t) => (dialect === 'mysql' ? t.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_bin`) : t))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('write_marks').ifExists().execute();
}
