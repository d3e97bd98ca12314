/**
 * The public contract for solver plugins, built-in and third-party alike: import everything a plugin
 * uses from here (in a package outside this repository: from the built `dist/src/plugin-api.js`), never
 * from deeper paths, which may move.
 */
export { askFromText, askImages, askText, partsText, systemText } from './solving/ask.js';
export type { Ask, AskFormat, AskMessage, AskPart, AskTool, AskToolChoice, ImagePart, ModelName, TextPart } from './solving/ask.js';
export { CAPABILITY_CANONICAL, decline, definePlugin, EMPTY_MEMORY, isDecline } from './solving/solver.js';
export type {
  Answer,
  AnySolverPlugin,
  Checked,
  Decline,
  DocumentSearch,
  FoundPassage,
  MemoryView,
  ProposedCall,
  ReceiptFacts,
  RememberFact,
  ExampleTools,
  SolverExamples,
  SolverPlugin,
  Tried,
} from './solving/solver.js';
export type { NeedName, Needs, PluginContext, SolverSummary, TurnBasics } from './solving/needs.js';
export { computed, declined } from './solving/outcome.js';
/** Checks a value against a caller's JSON schema (draft 2020-12, with formats): problems, or null when the schema does not compile. */
export { valueProblems } from './chat/schema-check.js';
export type { Outcome, Solved } from './solving/outcome.js';

// Agent graphs: tool results in a conversation and their checks, calls still outstanding (src/agent).
export { allEstablished, latestResults, readResults } from './agent/read-results.js';
export type { ReadResult } from './agent/read-results.js';
export { checkToolResult, outputValue, resultChecksFor, RESULT_STATUSES } from './agent/result-check.js';
export type { ResultChecks, ResultStatus, ToolOutput, ToolResultCheck } from './agent/result-check.js';
export { outstandingCalls, sameCall, toolOutputs } from './agent/conversation.js';
export type { PackTool, StoredPack } from './agent/pack.js';

// Heavy work on worker threads (src/pool): `offload(defineTask<typeof fn>(import.meta.url, './module.js', 'fn'), ...args)`
// runs an exported function of the plugin's own module on a thread; PoolBusy (no thread free in time) is
// answered by the router as a busy reply, so a plugin lets it pass.
export { offload } from './pool/shared-pool.js';
export { defineTask } from './pool/task.js';
export type { TaskRef } from './pool/task.js';
export { PoolBusy } from './pool/pool-busy.js';

// Running code in isolation (src/sandbox): the `sandbox` need's type, and the checking commands it knows.
export { Sandbox, SandboxUnavailable } from './sandbox/sandbox.js';
export type { SandboxRequest, SandboxResult } from './sandbox/sandbox.js';
export type { LimitName, SandboxLimits } from './sandbox/limits.js';
export { CHECK_COMMANDS, checkArgv, toolchainProblem } from './sandbox/toolchains.js';
export type { CheckCommand } from './sandbox/toolchains.js';

// The shared reader (src/reading): normalising, setting aside preambles, typo repair, number words,
// quantities, sentences and the question focus.
export {
  findQuantities,
  MULTIPLIERS,
  normalizeText,
  questionFocus,
  readRequest,
  repairCaveat,
  repairTypos,
  setAside,
  setAsideEnding,
  setAsidePrompt,
  splitSentences,
  Vocabulary,
  vocabularyOf,
  wordsToDigits,
} from './reading/index.js';
export type { Focus, Quantity, QuantityKind, Reading, ReadOptions, Repair, Sentence } from './reading/index.js';

// The web (need `web`): search results, research reports and weighings of a claim (src/evidence).
export { NoSearchProvider } from './evidence/web-evidence.js';
export { SearchFailed } from './evidence/search/provider.js';
export type { Researched } from './evidence/web-evidence.js';
export type { SearchResult } from './evidence/search/provider.js';
export type { Weighing } from './evidence/weigh.js';
export type { WebNeed } from './evidence/web-need.js';
