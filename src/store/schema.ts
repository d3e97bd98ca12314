/** The kysely view of the database: one interface per table, columns as migrations/0001-init.ts creates them. */
import type { ModelName } from '../../generated/contract.js';
import type { ColumnType, Generated } from 'kysely';
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
  /** migrations/0005: 'api' (counted against the key limit) or 'web' (the account page's chat). */
  kind: Generated<'api' | 'web'>;
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

/** migrations/0007-write-marks.ts: when each process last took its buffered writes (MySQL time, ms). */
export interface WriteMarksTable {
  writer: string;
  marked_ms: number;
}

/** migrations/0002-knowledge.ts: account documents, stored once as their passages. */
export interface DocumentsTable {
  id: string;
  account_id: string;
  /** Stable name, unique per account; null for an upload without a title. */
  name: string | null;
  /** Key that created it (the 200-documents-per-key limit counts these). */
  created_by: string;
  kind: 'text' | 'json';
  version: number;
  /** JSON object. */
  metadata: string;
  chars: number;
  /** UTF-8 bytes of the content (the 500 MB per account limit sums these). */
  bytes: number;
  created_at: string;
  updated_at: string;
}

export interface PassagesTable {
  id: Generated<number>;
  document_id: string;
  account_id: string;
  seq: number;
  start_offset: number;
  end_offset: number;
  text: string;
}

export interface MemoryFactsTable {
  id: string;
  key_id: string;
  subject: string | null;
  text: string;
  text_hash: string;
  created_at: string;
}

export interface CompletionsTable {
  id: string;
  key_id: string;
  /** Written only from a ModelName. */
  model: ModelName;
  solver: string;
  question_hash: string;
  /** The question, cut to 1,000 characters. */
  question: string;
  created_at: string;
}

export interface FeedbackTable {
  id: string;
  key_id: string;
  completion_id: string;
  rating: 'positive' | 'negative' | null;
  correction: string | null;
  kind: 'prose' | 'code' | null;
  /** remembered (prose correction in force), review (code correction), recorded (rating only). */
  status: 'remembered' | 'review' | 'recorded';
  question_hash: string;
  question: string;
  created_at: string;
}

export interface KeySearchesTable {
  id: Generated<number>;
  key_id: string;
  query: string;
  hits: number;
  /** documents (the account's documents) or web (a search provider); migrations/0004-beliefs.ts. */
  kind: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** migrations/0004-beliefs.ts: one row per claim of a key, with its current verdict. */
export interface BeliefsTable {
  key_id: string;
  claim_hash: string;
  claim: string;
  verdict: string;
  confidence: number;
  created_at: string;
  updated_at: string;
}

/** Every weighing of a claim: the verdict, the one it moved from, and the evidence (JSON). */
export interface BeliefEventsTable {
  id: Generated<number>;
  key_id: string;
  claim_hash: string;
  verdict: string;
  previous: string | null;
  via: string;
  evidence: string;
  created_at: string;
}

export interface AgentLayersTable {
  key_id: string;
  pristine_version: string;
  reset_at: string;
}

/** migrations/0003-agent-graphs.ts: the latest version of each pack of a key. */
export interface PacksTable {
  key_id: string;
  name: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface PackVersionsTable {
  key_id: string;
  name: string;
  version: number;
  /** `sha256:` + hex of the RFC 8785 canonical JSON of the content. */
  hash: string;
  /** The content (tools, schemas, invariants, pipelines) as JSON. */
  content: string;
  created_at: string;
}

export interface HooksTable {
  id: string;
  key_id: string;
  url: string;
  pack: string | null;
  /** JSON array of tool names or objects. */
  tools: string;
  created_at: string;
}

export interface ToolCallsTable {
  key_id: string;
  id: string;
  name: string;
  /** JSON object. */
  args: string;
  /** JSON: what a result of this call is checked with (src/agent/result-check.ts ResultChecks). */
  checks: string;
  pack: string | null;
  phase_id: string | null;
  created_at: string;
}

export interface ToolResultsTable {
  key_id: string;
  call_id: string;
  /** JSON `{content}` or `{result}`. */
  output: string;
  /** JSON `{verified, checked, violations}`. */
  check_json: string;
  created_at: string;
}

export interface PhasesTable {
  id: string;
  key_id: string;
  revision: number;
  /** JSON: src/agent/phase.ts PhaseState. */
  state: string;
  created_at: string;
  last_turn_ms: number;
}

/** migrations/0005-web-sign-in.ts */
export interface SigninLinksTable {
  /** SHA-256 hex of the token in the link. */
  token_hash: string;
  email: string;
  /** The requesting address (for the per-address limit). */
  address: string;
  created_ms: number;
  expires_ms: number;
  used_ms: number | null;
  /** migrations/0006-signin-codes.ts: scrypt of the emailed code salted with token_hash, or null (an operator's link has no code). */
  code_hash: string | null;
  /** Wrong codes tried against this link. */
  code_tries: number;
}

export interface WebSessionsTable {
  /** SHA-256 hex of the session cookie's value. */
  id_hash: string;
  account_id: string;
  /** The token every form and page request of this session must carry. */
  csrf: string;
  created_ms: number;
  expires_ms: number;
}

export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  request_counts: RequestCountsTable;
  rate_buckets: RateBucketsTable;
  key_activity: KeyActivityTable;
  write_marks: WriteMarksTable;
  documents: DocumentsTable;
  passages: PassagesTable;
  memory_facts: MemoryFactsTable;
  completions: CompletionsTable;
  feedback: FeedbackTable;
  key_searches: KeySearchesTable;
  agent_layers: AgentLayersTable;
  packs: PacksTable;
  pack_versions: PackVersionsTable;
  hooks: HooksTable;
  tool_calls: ToolCallsTable;
  tool_results: ToolResultsTable;
  phases: PhasesTable;
  beliefs: BeliefsTable;
  belief_events: BeliefEventsTable;
  signin_links: SigninLinksTable;
  web_sessions: WebSessionsTable;
}
