/**
 * Sign-in by a short code as well as by link: each emailed link also carries a code, stored only as a slow
 * salted hash (a short code is cheap to guess from a fast hash), with the number of wrong tries against it.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('signin_links').addColumn('code_hash', 'varchar(128)').execute();
  await db.schema.alterTable('signin_links').addColumn('code_tries', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('signin_links').dropColumn('code_tries').execute();
  await db.schema.alterTable('signin_links').dropColumn('code_hash').execute();
}
