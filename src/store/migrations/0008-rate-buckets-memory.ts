/**
 * MySQL/MariaDB: the rate-limit buckets move to the MEMORY engine. Every keyed request updates its
 * key's bucket, and an InnoDB commit waits for the redo log to reach the disk (about 5 ms on the
 * development machine, against 0.4 ms for the statement itself), so one key's requests were held to one
 * commit at a time. A MEMORY table's UPDATE is just as atomic (the limit stays exact across processes and
 * nodes) but writes no log. What is given up: a database restart empties the table, and an absent bucket
 * is a full one, so each key may send one more burst after it.
 *
 * A MEMORY table holds at most `max_heap_table_size` bytes as it was when the table was made, so the
 * migration raises it for its own session first: 256 MB, well over a million keys' buckets.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const MAX_BYTES = 256 * 1024 * 1024;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect !== 'mysql') return;
  // kysely runs a MySQL migration on one connection, so the setting holds for the ALTER below.
  await sql.raw(`SET SESSION max_heap_table_size = ${MAX_BYTES}`).execute(db);
  await sql`ALTER TABLE rate_buckets ENGINE=MEMORY`.execute(db);
}

export async function down(db: AnyDb, dialect: DialectName): Promise<void> {
  if (dialect !== 'mysql') return;
  await sql`ALTER TABLE rate_buckets ENGINE=InnoDB`.execute(db);
}
