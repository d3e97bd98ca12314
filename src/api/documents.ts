/** The documents endpoints: account-wide documents, written by a key, read and searched by every key on the account. */
import { ServiceError } from '../errors.js';
import type { HandlerMap, HandlerState } from './context.js';
import { isDocumentId } from '../store/document-limits.js';
import { documentBody, preconditions, putContent } from './document-body.js';
import { documentSearch } from '../chat/turn-knowledge.js';
import type { HandlerDeps } from './handler-deps.js';

/** Passages returned at most, whatever `k` asks. */
export const MAX_K = 100;

function owner(state: HandlerState) {
  const { account, key } = state.auth;
  return { accountId: account.id, keyId: key.id };
}

function miss(idOrName: string): ServiceError {
  return new ServiceError('document_miss', `No document "${idOrName}" on this account; list the account's documents with GET /v1/documents.`, { param: 'id' });
}

const etag = (version: number) => `"${version}"`;

export function documentsHandlers(
  repos: Pick<HandlerDeps, 'documents' | 'searches'>,
): Pick<HandlerMap, 'createDocument' | 'uploadDocument' | 'listDocuments' | 'getDocument' | 'putDocument' | 'deleteDocument' | 'queryDocuments'> {
  return {
    async createDocument(ctx) {
      const { body } = ctx.state;
      const doc = await repos.documents.create({ ...owner(ctx.state), name: body.name, kind: 'text', content: body.text, metadata: body.metadata });
      ctx.status = 201;
      ctx.body = documentBody(doc, body.text);
    },

    async uploadDocument(ctx) {
      const title = ctx.state.query.title ?? null;
      const text = ctx.state.body;
      const doc = await repos.documents.create({ ...owner(ctx.state), name: title, kind: 'text', content: text });
      ctx.status = 201;
      ctx.body = documentBody(doc, text);
    },

    async listDocuments(ctx) {
      const docs = await repos.documents.list(owner(ctx.state).accountId);
      ctx.body = { object: 'list', data: docs.map((d) => documentBody(d)) };
    },

    async getDocument(ctx) {
      const idOrName = ctx.state.params.id;
      const { accountId } = owner(ctx.state);
      const doc = await repos.documents.find(accountId, idOrName);
      if (!doc) throw miss(idOrName);
      const content = await repos.documents.content(accountId, doc.id);
      if (!isDocumentId(idOrName)) ctx.set('ETag', etag(doc.version));
      if (ctx.state.query.raw === '1') {
        ctx.type = 'text/plain';
        ctx.body = content;
        return;
      }
      ctx.body = documentBody(doc, content);
    },

    async putDocument(ctx) {
      const name = ctx.state.params.id;
      const { version, ...content } = putContent(ctx.state);
      const options = preconditions(ctx.get('if-match'), ctx.get('if-none-match'), version);
      const { record, created } = await repos.documents.put({ ...owner(ctx.state), name, ...content }, options);
      ctx.status = created ? 201 : 200;
      ctx.set('ETag', etag(record.version));
      ctx.body = documentBody(record, content.content);
    },

    async deleteDocument(ctx) {
      const idOrName = ctx.state.params.id;
      const doc = await repos.documents.remove(owner(ctx.state).accountId, idOrName);
      if (!doc) throw miss(idOrName);
      ctx.body = { deleted: true, id: doc.id, ...(doc.name !== null ? { name: doc.name } : {}) };
    },

    async queryDocuments(ctx) {
      const { body } = ctx.state;
      const { accountId, keyId } = owner(ctx.state);
      const k = Math.min(body.k ?? 5, MAX_K);
      const passages = await documentSearch(repos, accountId, keyId)(body.query, k);
      ctx.body = { object: 'list', query: body.query, k, passages };
    },
  };
}
