/** Composes the handler of every operation; features of later releases answer 503 saying so. */
import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../config.js';
import { SolverRouter } from '../solving/router.js';
import type { AccountRepo } from '../store/account-repo.js';
import type { RequestBook } from '../store/request-book.js';
import type { UsageRepo } from '../store/usage-repo.js';
import { capabilitiesHandlers } from './capabilities.js';
import { chatHandlers } from './chat.js';
import type { HandlerMap } from './handler-map.js';
import { modelsHandlers } from './models.js';
import { notYetOffered } from './not-yet.js';
import { qrHandlers } from './qr.js';
import { usageHandlers } from './usage.js';
import { agentHandlers } from './agent.js';
import { documentsHandlers } from './documents.js';
import { feedbackHandlers } from './feedback.js';
import type { KnowledgeRepos } from './knowledge.js';
import { memoryHandlers } from './memory.js';

export function buildHandlers(container: DependencyContainer, deps: { config: Config; usage: UsageRepo; book: RequestBook; knowledge: KnowledgeRepos; accounts: AccountRepo }): HandlerMap {
  const { config } = deps;
  const router = container.resolve(SolverRouter);
  const agent = notYetOffered('Agent graphs (packs, checks, hooks and tool results)');
  const web = notYetOffered('Web search, research and the belief ledger');
  return {
    ...chatHandlers({ router, config, knowledge: deps.knowledge }),
    ...modelsHandlers({ config }),
    ...capabilitiesHandlers({ router, config }),
    ...usageHandlers(deps),
    ...feedbackHandlers(deps.knowledge),
    ...memoryHandlers(deps.knowledge),
    ...agentHandlers(deps.knowledge, router.solvers),
    ...documentsHandlers(deps.knowledge),
    createPack: agent,
    listPacks: agent,
    getPack: agent,
    putPack: agent,
    deletePack: agent,
    runChecks: agent,
    createHook: agent,
    listHooks: agent,
    getHook: agent,
    deleteHook: agent,
    postToolResult: agent,
    getToolResult: agent,
    webSearch: web,
    research: web,
    getBeliefs: web,
    ...qrHandlers(),
  };
}
