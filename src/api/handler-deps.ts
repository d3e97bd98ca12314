/** Everything the handler groups are built from: src/container.ts resolves each and hands it over (no container here). */
import type { CorrectionLookup } from '../chat/turn-knowledge.js';
import type { Config } from '../config.js';
import type { SolverRouter } from '../solving/router.js';
import type { AccountRepo } from '../store/account-repo.js';
import type { AgentRepo } from '../store/agent-repo.js';
import type { CompletionRepo } from '../store/completion-repo.js';
import type { DocumentRepo } from '../store/document-repo.js';
import type { FactRepo } from '../store/fact-repo.js';
import type { FeedbackRepo } from '../store/feedback-repo.js';
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
  /** The learned layer's prose correction for a question. */
  correction: CorrectionLookup;
}
