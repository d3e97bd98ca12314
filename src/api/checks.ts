/** POST /v1/checks: invariants on a (patched copy of a) state; nothing is stored. */
import { runChecks } from '../agent/checks.js';
import type { Packs } from '../agent/packs.js';
import { JsonTooDeep, MAX_JSON_DEPTH, parseJsonWithin } from '../core/json-budget.js';
import { ServiceError } from '../errors.js';
import type { DocumentRepo } from '../store/document-repo.js';
import type { HandlerMap } from './context.js';

/** A stored document's JSON: a `json` document, or a text one whose text is JSON. */
async function documentJson(documents: DocumentRepo, accountId: string, name: string): Promise<unknown> {
  const doc = await documents.find(accountId, name);
  if (!doc) throw new ServiceError('document_miss', `No document "${name}" on this account; store it with PUT /v1/documents/${encodeURIComponent(name)} and {"json": ...}.`, { param: 'state.document' });
  const content = await documents.content(accountId, doc.id);
  try {
    return parseJsonWithin(content);
  } catch (e) {
    if (e instanceof JsonTooDeep) {
      throw new ServiceError('invalid_check', `The document "${name}" holds JSON nested more than ${MAX_JSON_DEPTH} levels deep (at ${e.overrun.path}), past the limit of ${MAX_JSON_DEPTH}; it cannot be checked.`, { param: 'state.document' });
    }
    throw new ServiceError('invalid_check', `The document "${name}" is text, not JSON, so it cannot be checked; store it with {"json": ...} or send the state itself.`, { param: 'state.document' });
  }
}

export function checksHandlers(deps: { packs: Packs; documents: DocumentRepo }): Pick<HandlerMap, 'runChecks'> {
  return {
    async runChecks(ctx) {
      const { account, key } = ctx.state.auth;
      const body = ctx.state.body;
      ctx.body = await runChecks(
        { state: body.state, patch: body.patch, invariant: body.invariant, invariants: body.invariants, pack: body.pack },
        {
          loadPack: (ref) => deps.packs.resolve(key.id, ref),
          readDocument: (name) => documentJson(deps.documents, account.id, name),
        },
      );
    },
  };
}
