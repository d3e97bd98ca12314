/** Row shapes the rest of the service sees. Column names follow the database (snake_case). */

export type Plan = 'free' | 'active' | 'inactive';
export type DialectName = 'sqlite' | 'mysql';

export interface Account {
  id: string;
  email: string;
  plan: Plan;
  key_packs: number;
  /** Free-plan exchanges used so far. */
  free_used: number;
  created_at: string;
}

export interface ApiKey {
  id: string;
  account_id: string;
  /** Short visible prefix, e.g. `svc_live_AbCd1234`; the full key is never stored. */
  prefix: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface UsageSummary {
  today: number;
  last_7_days: number;
  last_30_days: number;
  per_day: { day: string; requests: number }[];
  per_key: { key_prefix: string; name: string | null; requests: number; today: number }[];
}

export interface RateDecision {
  allowed: boolean;
  /** Tokens left after this request (floored). */
  remaining: number;
  /** Milliseconds until the bucket is full again. */
  resetMs: number;
  /** Milliseconds until one token is available (0 when allowed). */
  retryAfterMs: number;
}
