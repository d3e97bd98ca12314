/**
 * The calls the service proposed, per key, and the results posted for them. A call is recorded when it
 * is proposed, with what its result is checked against, so POST /v1/tools/results can check at once.
 */
import type { Store } from './store.js';

export interface ToolCallRow {
  id: string;
  name: string;
  args: Record<string, unknown>;
  /** What a result is checked with (the domain's ResultChecks), as stored. */
  checks: unknown;
  pack: string | null;
  phase_id: string | null;
  created_at: string;
}

export interface ToolResultRow {
  call_id: string;
  /** `{content}` or `{result}` as posted. */
  output: { content?: unknown; result?: unknown };
  check: unknown;
  created_at: string;
}

export class ToolCallRepo {
  constructor(private readonly store: Store) {}

  async record(keyId: string, calls: readonly Omit<ToolCallRow, 'created_at'>[]): Promise<void> {
    if (!calls.length) return;
    const now = new Date().toISOString();
    const rows = calls.map((c) => ({ key_id: keyId, id: c.id, name: c.name, args: JSON.stringify(c.args), checks: JSON.stringify(c.checks ?? null), pack: c.pack, phase_id: c.phase_id, created_at: now }));
    await this.store.db.insertInto('tool_calls').values(rows).execute();
  }

  async find(keyId: string, id: string): Promise<ToolCallRow | undefined> {
    const row = await this.store.db.selectFrom('tool_calls').selectAll().where('key_id', '=', keyId).where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, name: row.name, args: JSON.parse(row.args), checks: JSON.parse(row.checks), pack: row.pack, phase_id: row.phase_id, created_at: row.created_at };
  }

  /** Stores (or replaces) the result of a call. */
  async postResult(keyId: string, result: Omit<ToolResultRow, 'created_at'>): Promise<ToolResultRow> {
    const row = { key_id: keyId, call_id: result.call_id, output: JSON.stringify(result.output), check_json: JSON.stringify(result.check), created_at: new Date().toISOString() };
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('tool_results').where('key_id', '=', keyId).where('call_id', '=', result.call_id).execute();
      await trx.insertInto('tool_results').values(row).execute();
    });
    return { ...result, created_at: row.created_at };
  }

  async results(keyId: string, callIds: readonly string[]): Promise<ToolResultRow[]> {
    if (!callIds.length) return [];
    const rows = await this.store.db.selectFrom('tool_results').selectAll().where('key_id', '=', keyId).where('call_id', 'in', [...callIds]).execute();
    return rows.map((r) => ({ call_id: r.call_id, output: JSON.parse(r.output), check: JSON.parse(r.check_json), created_at: r.created_at }));
  }
}
