/** Everything the handler groups are built from: src/container.ts resolves each and hands it over (no container here). */
import type { AgentTurn } from '../agent/agent-turn.js';
import type { Packs } from '../agent/packs.js';
import type { ToolResults } from '../agent/tool-results.js';
import type { CorrectionLookup } from '../chat/turn-knowledge.js';
import type { Config } from '../config.js';
import type { WebEvidence } from '../evidence/web-evidence.js';
import type { SolverRouter } from '../solving/router.js';
import type { AccountRepo } from '../store/account-repo.js';
import type { AgentRepo } from '../store/agent-repo.js';
import type { BeliefRepo } from '../store/belief-repo.js';
import type { CompletionRepo } from '../store/completion-repo.js';
import type { DocumentRepo } from '../store/document-repo.js';
import type { FactRepo } from '../store/fact-repo.js';
import type { FeedbackRepo } from '../store/feedback-repo.js';
import type { HookRepo } from '../store/hook-repo.js';
import type { RequestBook } from '../store/request-book.js';
import type { SearchLogRepo } from '../store/search-log-repo.js';
import type { UsageRepo } from '../store/usage-repo.js';

export interface HandlerDeps {
  config: Config;
  router: SolverRouter;
  accounts: AccountRepo;
  usage: UsageRepo;
  book: RequestBook;
  documents: DocumentRepo;
  facts: FactRepo;
  feedback: FeedbackRepo;
  completions: CompletionRepo;
  searches: SearchLogRepo;
  agent: AgentRepo;
  /** Agent graphs: the key's tool packs, hook declarations and posted tool results. */
  packs: Packs;
  hooks: HookRepo;
  toolResults: ToolResults;
  /** The agent-graph part of a chat turn. */
  agentTurn: AgentTurn;
  /** Web search, research and the key's belief ledger. */
  web: WebEvidence;
  beliefs: BeliefRepo;
  /** The learned layer's prose correction for a question. */
  correction: CorrectionLookup;
}
