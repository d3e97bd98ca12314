/**
 * The belief ledger of a key: each claim's current verdict and every weighing that moved it (research or a
 * chat fact-check), with its evidence. A claim is one claim whatever its case, spacing or end punctuation.
 * Written in one transaction, so the current verdict and its history never disagree.
 */
import { createHash } from 'node:crypto';
import type { Store } from './store.js';

export interface BeliefEvidence {
  url: string;
  quote?: string;
  stance: string;
  /** When it was read (ISO time). */
  at: string;
}

export interface BeliefUpdate {
  verdict: string;
  confidence: number;
  via: 'research' | 'chat';
  evidence: readonly BeliefEvidence[];
}

export interface BeliefEvent {
  verdict: string;
  /** The verdict before this weighing; null the first time. */
  from: string | null;
  via: string;
  at: string;
  evidence: BeliefEvidence[];
}

export interface Belief {
  claim: string;
  verdict: string;
  confidence: number;
  created_at: string;
  updated_at: string;
  history: BeliefEvent[];
}

export function claimHash(claim: string): string {
  const normal = claim.toLowerCase().replace(/\s+/g, ' ').trim().replace(/[.!?\s]+$/, '');
  return createHash('sha256').update(normal).digest('hex');
}

export class BeliefRepo {
  constructor(private readonly store: Store) {}

  /** Records a weighing; returns the verdict it moved from (null for a new claim). */
  async record(keyId: string, claim: string, update: BeliefUpdate, now = new Date()): Promise<{ previous: string | null }> {
    const hash = claimHash(claim);
    const at = now.toISOString();
    return this.store.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('beliefs').select('verdict').where('key_id', '=', keyId).where('claim_hash', '=', hash).executeTakeFirst();
      if (current) {
        await trx
          .updateTable('beliefs')
          .set({ verdict: update.verdict, confidence: update.confidence, updated_at: at })
          .where('key_id', '=', keyId)
          .where('claim_hash', '=', hash)
          .execute();
      } else {
        await trx
          .insertInto('beliefs')
          .values({ key_id: keyId, claim_hash: hash, claim: claim.trim(), verdict: update.verdict, confidence: update.confidence, created_at: at, updated_at: at })
          .execute();
      }
      await trx
        .insertInto('belief_events')
        .values({ key_id: keyId, claim_hash: hash, verdict: update.verdict, previous: current?.verdict ?? null, via: update.via, evidence: JSON.stringify(update.evidence), created_at: at })
        .execute();
      return { previous: current?.verdict ?? null };
    });
  }

  /** The key's claims, most recently weighed first, each with its history oldest first. */
  async list(keyId: string): Promise<Belief[]> {
    const [beliefs, events] = await Promise.all([
      this.store.db.selectFrom('beliefs').selectAll().where('key_id', '=', keyId).orderBy('updated_at', 'desc').orderBy('claim_hash').execute(),
      this.store.db.selectFrom('belief_events').selectAll().where('key_id', '=', keyId).orderBy('id').execute(),
    ]);
    const history = new Map<string, BeliefEvent[]>();
    for (const e of events) {
      const list = history.get(e.claim_hash) ?? [];
      list.push({ verdict: e.verdict, from: e.previous, via: e.via, at: e.created_at, evidence: JSON.parse(e.evidence) as BeliefEvidence[] });
      history.set(e.claim_hash, list);
    }
    return beliefs.map((b) => ({
      claim: b.claim,
      verdict: b.verdict,
      confidence: Number(b.confidence),
      created_at: b.created_at,
      updated_at: b.updated_at,
      history: history.get(b.claim_hash) ?? [],
    }));
  }

  async count(keyId: string): Promise<number> {
    const row = await this.store.db.selectFrom('beliefs').select((eb) => eb.fn.countAll<number>().as('n')).where('key_id', '=', keyId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Erases the key's ledger; returns how many claims it held. */
  async erase(keyId: string): Promise<number> {
    return this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('belief_events').where('key_id', '=', keyId).execute();
      const res = await trx.deleteFrom('beliefs').where('key_id', '=', keyId).executeTakeFirst();
      return Number(res.numDeletedRows);
    });
  }
}
