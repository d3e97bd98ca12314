/** The kysely view of the database: one interface per table, columns as migrations/0001-init.ts creates them. */
import type { Plan } from './types.js';

export interface AccountsTable {
  id: string;
  /** Lower-cased on write; unique. */
  email: string;
  plan: Plan;
  key_packs: number;
  free_used: number;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  /** `svc_live_` + the first 8 characters of the secret. */
  prefix: string;
  /** SHA-256 of the whole secret, lower-case hex; unique. */
  key_hash: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface RequestCountsTable {
  key_id: string;
  account_id: string;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  count: number;
}

export interface RateBucketsTable {
  key_id: string;
  tokens: number;
  updated_ms: number;
}

export interface KeyActivityTable {
  key_id: string;
  last_seen_ms: number;
}

export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  request_counts: RequestCountsTable;
  rate_buckets: RateBucketsTable;
  key_activity: KeyActivityTable;
}
