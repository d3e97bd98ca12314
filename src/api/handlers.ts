/** Composes the handler of every operation; features of later releases answer 503 saying so. */
import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../config.js';
import { SolverRouter } from '../solving/router.js';
import type { RequestBook } from '../store/request-book.js';
import type { UsageRepo } from '../store/usage-repo.js';
import { capabilitiesHandlers } from './capabilities.js';
import { chatHandlers } from './chat.js';
import type { HandlerMap } from './handler-map.js';
import { modelsHandlers } from './models.js';
import { notYetOffered } from './not-yet.js';
import { qrHandlers } from './qr.js';
import { usageHandlers } from './usage.js';

export function buildHandlers(container: DependencyContainer, deps: { config: Config; usage: UsageRepo; book: RequestBook }): HandlerMap {
  const { config } = deps;
  const router = container.resolve(SolverRouter);
  const documents = notYetOffered('Documents (storing, reading and searching your texts)');
  const memory = notYetOffered('Memory, feedback and the agent layer');
  const agent = notYetOffered('Agent graphs (packs, checks, hooks and tool results)');
  const web = notYetOffered('Web search, research and the belief ledger');
  return {
    ...chatHandlers({ router, config }),
    ...modelsHandlers({ config }),
    ...capabilitiesHandlers({ router, config }),
    ...usageHandlers(deps),
    createFeedback: memory,
    getMemory: memory,
    deleteMemory: memory,
    getAgent: memory,
    resetAgent: memory,
    createDocument: documents,
    uploadDocument: documents,
    listDocuments: documents,
    getDocument: documents,
    putDocument: documents,
    deleteDocument: documents,
    queryDocuments: documents,
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
