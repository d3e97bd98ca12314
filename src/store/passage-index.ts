/**
 * Passages and their full-text index behind one interface: FTS5 (BM25) on SQLite, InnoDB FULLTEXT
 * (`MATCH ... AGAINST` in natural language mode, the engine's relevance) on MySQL.
 *
 * SQLite: a word of the query found in thousands of passages is left out of the ranking when its rarer
 * words already match up to 2,000 passages (see sqliteTerms).
 *
 * MySQL: InnoDB indexes only words of at least 3 characters (innodb_ft_min_token_size) and skips its
 * stopwords. Shorter words in a longer query are ignored there; a query made only of such words
 * ("Go", "AI") is answered by a substring scan of the account's passages instead, every hit scored 1.
 */
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { splitPassages, trimmedSpan } from './passage-split.js';
import { searchTerms } from '../core/text/search-terms.js';
import type { DialectName } from './types.js';

export interface PassageHit {
  document_id: string;
  document_name: string | null;
  text: string;
  start: number;
  end: number;
  score: number;
}

interface HitRow {
  document_id: string;
  document_name: string | null;
  start_offset: number;
  text: string;
  score: number;
}

/** Rows per multi-row INSERT on MySQL (about 1.5 MB at most, well under max_allowed_packet). */
const MYSQL_BATCH = 250;
const MIN_TOKEN = 3;
/** Passages ranked at most per SQLite query when the query's rarer words find enough (see sqliteTerms). */
const RANKED_CANDIDATES = 2000;

export class PassageIndex {
  constructor(private readonly dialect: DialectName) {}

  /** Splits the content and writes its passages (and so the index) inside the caller's transaction. */
  async write(trx: Transaction<Database>, accountId: string, documentId: string, content: string): Promise<number> {
    let count = 0;
    if (this.dialect === 'sqlite') {
      // One prepared statement run per passage (statements are cached by SQL text).
      const insert = 'insert into passages (document_id, account_id, seq, start_offset, end_offset, text) values (?, ?, ?, ?, ?, ?)';
      for (const p of splitPassages(content)) {
        await trx.executeQuery(CompiledQuery.raw(insert, [documentId, accountId, p.seq, p.start, p.end, p.text]));
        count++;
      }
      return count;
    }
    let batch: { document_id: string; account_id: string; seq: number; start_offset: number; end_offset: number; text: string }[] = [];
    const flush = async () => {
      if (batch.length) await trx.insertInto('passages').values(batch).execute();
      batch = [];
    };
    for (const p of splitPassages(content)) {
      batch.push({ document_id: documentId, account_id: accountId, seq: p.seq, start_offset: p.start, end_offset: p.end, text: p.text });
      count++;
      if (batch.length >= MYSQL_BATCH) await flush();
    }
    await flush();
    return count;
  }

  async remove(trx: Transaction<Database>, accountId: string, documentId: string): Promise<void> {
    await trx.deleteFrom('passages').where('account_id', '=', accountId).where('document_id', '=', documentId).execute();
  }

  /** The document's content, put back together from its passages. */
  async content(db: Kysely<Database>, accountId: string, documentId: string): Promise<string> {
    const rows = await db
      .selectFrom('passages')
      .select('text')
      .where('account_id', '=', accountId)
      .where('document_id', '=', documentId)
      .orderBy('seq')
      .execute();
    return rows.map((r) => r.text).join('');
  }

  /** Best passages of the account's documents for the query, best first. */
  async search(db: Kysely<Database>, accountId: string, query: string, k: number): Promise<PassageHit[]> {
    const terms = searchTerms(query);
    if (!terms.length) return [];
    const rows = this.dialect === 'sqlite' ? await this.searchSqlite(db, accountId, terms, k) : await this.searchMysql(db, accountId, terms, k);
    return rows.map((r) => ({
      document_id: r.document_id,
      document_name: r.document_name,
      ...trimmedSpan(r.text, Number(r.start_offset)),
      score: finiteScore(r.score),
    }));
  }

  /**
   * BM25 costs about a microsecond per matching passage, so a word found in thousands of passages is
   * dropped when rarer words of the query already find enough (a stopword of this corpus: its BM25
   * weight is low anyway). Counting matches is cheap; ranking them is not.
   */
  private async sqliteTerms(db: Kysely<Database>, terms: string[]): Promise<string[]> {
    if (terms.length === 1) return terms;
    const counted: { term: string; n: number }[] = [];
    for (const term of terms) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from passages_fts where passages_fts match ${`"${term}"`}`.execute(db);
      if (Number(rows[0].n) > 0) counted.push({ term, n: Number(rows[0].n) });
    }
    counted.sort((a, b) => a.n - b.n);
    const kept: string[] = [];
    let total = 0;
    for (const { term, n } of counted) {
      if (kept.length && total + n > RANKED_CANDIDATES) break;
      kept.push(term);
      total += n;
    }
    return kept;
  }

  private async searchSqlite(db: Kysely<Database>, accountId: string, all: string[], k: number): Promise<HitRow[]> {
    const terms = await this.sqliteTerms(db, all);
    if (!terms.length) return [];
    const match = terms.map((t) => `"${t}"`).join(' OR ');
    const { rows } = await sql<HitRow>`
      select p.document_id, d.name as document_name, p.start_offset, p.text, -bm25(passages_fts) as score
      from passages_fts
      join passages p on p.id = passages_fts.rowid
      join documents d on d.id = p.document_id
      where passages_fts match ${match} and p.account_id = ${accountId}
      order by bm25(passages_fts), p.id
      limit ${k}`.execute(db);
    return rows;
  }

  private async searchMysql(db: Kysely<Database>, accountId: string, terms: string[], k: number): Promise<HitRow[]> {
    const indexed = terms.filter((t) => t.length >= MIN_TOKEN);
    if (!indexed.length) return this.scanMysql(db, accountId, terms, k);
    const against = indexed.join(' ');
    const { rows } = await sql<HitRow>`
      select p.document_id, d.name as document_name, p.start_offset, p.text,
        match(p.text) against (${against} in natural language mode) as score
      from passages p
      join documents d on d.id = p.document_id
      where p.account_id = ${accountId} and match(p.text) against (${against} in natural language mode)
      order by score desc, p.id
      limit ${k}`.execute(db);
    if (rows.length || indexed.length === terms.length) return rows;
    return this.scanMysql(db, accountId, terms.filter((t) => t.length < MIN_TOKEN), k);
  }

  /** Words FULLTEXT does not index (short or stopwords): a whole-word substring scan of the account's passages. */
  private async scanMysql(db: Kysely<Database>, accountId: string, terms: string[], k: number): Promise<HitRow[]> {
    const patterns = terms.map((t) => `\\b${t}\\b`);
    let q = db
      .selectFrom('passages as p')
      .innerJoin('documents as d', 'd.id', 'p.document_id')
      .select(['p.document_id', 'd.name as document_name', 'p.start_offset', 'p.text', sql<number>`1`.as('score')])
      .where('p.account_id', '=', accountId);
    q = q.where((eb) => eb.or(patterns.map((re) => eb(sql`lower(p.text)`, 'regexp', re))));
    return (await q.orderBy('p.id').limit(k).execute()) as HitRow[];
  }
}

/**
 * InnoDB's FULLTEXT relevance is not always a finite number: the 20,000-request fuzz run on MariaDB
 * (documents written and deleted concurrently) got a row whose score serialised as null. The row
 * matched; it is reported with score 0, as the document's schema asks for a number.
 */
function finiteScore(raw: unknown): number {
  const n = Number(raw);
  return Number.isFinite(n) ? Math.round(n * 1e6) / 1e6 : 0;
}
