/**
 * Hot-path queries built once: kysely compiles a builder on every call, which costs several times
 * what SQLite needs to run a small indexed query. The SQL is compiled with placeholder values and
 * run later with the real ones in the same positions.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

export function compiledOnce<Row, Args extends unknown[]>(
  db: Kysely<any>,
  build: (db: Kysely<any>) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  let sql: string | undefined;
  return async (...args: Args) => {
    sql ??= build(db).compile().sql;
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(sql, args));
    return rows;
  };
}
