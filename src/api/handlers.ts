/** Composes the handler of every operation from its dependencies. */
import { agentHandlers } from './agent.js';
import { capabilitiesHandlers } from './capabilities.js';
import { checksHandlers } from './checks.js';
import { chatHandlers } from './chat.js';
import { documentsHandlers } from './documents.js';
import { feedbackHandlers } from './feedback.js';
import type { HandlerDeps } from './handler-deps.js';
import type { HandlerMap } from './context.js';
import { hooksHandlers } from './hooks.js';
import { memoryHandlers } from './memory.js';
import { modelsHandlers } from './models.js';
import { packsHandlers } from './packs.js';
import { qrHandlers } from './qr.js';
import { toolResultsHandlers } from './tool-results.js';
import { usageHandlers } from './usage.js';
import { webHandlers } from './web.js';

export function buildHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...chatHandlers({ ...deps, agent: deps.agentTurn }),
    ...modelsHandlers(deps),
    ...capabilitiesHandlers(deps),
    ...usageHandlers(deps),
    ...feedbackHandlers(deps),
    ...memoryHandlers(deps),
    ...agentHandlers(deps, deps.router.solvers),
    ...documentsHandlers(deps),
    ...packsHandlers(deps.packs),
    ...checksHandlers(deps),
    ...hooksHandlers(deps.hooks),
    ...toolResultsHandlers(deps.toolResults),
    ...webHandlers(deps),
    ...qrHandlers(),
  };
}
