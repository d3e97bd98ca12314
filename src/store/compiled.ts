/**
 * Hot-path queries built once: kysely compiles a builder on every call, which costs several times
 * what SQLite needs to run a small indexed query. The SQL is compiled with placeholder values and
 * run later with the real ones in the same positions.
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';

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

/**
 * A hot-path statement built once, with its arguments anywhere in it (several times, in expressions):
 * the builder is called with a marker for each argument, and each compiled parameter that is a marker
 * takes the matching argument on every run; the others (constants of the statement) keep their value.
 */
export function preparedOnce<Row, Args extends unknown[]>(
  db: Kysely<any>,
  arity: Args['length'],
  build: (db: Kysely<any>, ...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<QueryResult<Row>> {
  let plan: { sql: string; slots: ({ arg: number } | { value: unknown })[] } | undefined;
  const prepare = () => {
    const marks = Array.from({ length: arity }, (_, i) => `\u0000svc-argument-${i}\u0000`);
    const compiled = build(db, ...(marks as Args)).compile();
    if (marks.some((m) => compiled.sql.includes(m))) throw new Error('preparedOnce: an argument was written into the SQL text, not bound');
    const slots = compiled.parameters.map((p) => {
      const arg = marks.indexOf(p as string);
      return arg >= 0 ? { arg } : { value: p };
    });
    if (marks.some((_, i) => !slots.some((s) => 'arg' in s && s.arg === i))) throw new Error('preparedOnce: an argument is not bound in the statement');
    return { sql: compiled.sql, slots };
  };
  return (...args: Args) => {
    plan ??= prepare();
    const parameters = plan.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    return db.executeQuery<Row>(CompiledQuery.raw(plan.sql, parameters));
  };
}

/**
 * A multi-row INSERT of fixed columns whose SQL is built once for each row count: kysely parsing and
 * compiling 200 rows of values costs more than the database takes to insert them. Each row gives its
 * values in `columns` order.
 */
export function rowsInserter<Table extends string>(table: Table, columns: readonly string[]): (db: Kysely<any>, rows: readonly unknown[][]) => Promise<void> {
  // Per database: each dialect quotes names its own way, and one process may hold stores of both (the tests do).
  const byDb = new WeakMap<Kysely<any>, Map<number, string>>();
  return async (db, rows) => {
    if (rows.length === 0) return;
    let texts = byDb.get(db);
    if (!texts) byDb.set(db, (texts = new Map()));
    let text = texts.get(rows.length);
    if (text === undefined) {
      const row = Object.fromEntries(columns.map((c) => [c, null]));
      texts.set(rows.length, (text = db.insertInto(table).values(rows.map(() => row)).compile().sql));
    }
    await db.executeQuery(CompiledQuery.raw(text, rows.flat()));
  };
}
