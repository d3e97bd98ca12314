/** Reads the document content and preconditions out of the three ways a document arrives (JSON, PUT JSON, raw text). */
import { ServiceError } from '../errors.js';
import type { RequestInput } from '../../generated/handlers.js';
import type { components } from '../../generated/types.js';
import type { DocumentRecord, PutOptions } from '../store/document-repo.js';

export interface DocumentContent {
  kind: 'text' | 'json';
  content: string;
  metadata?: Record<string, unknown>;
}

/** PUT: the text itself as body, or exactly one of `text` / `json` (the schema already refused anything else). */
export function putContent(input: RequestInput<'putDocument'>): DocumentContent & { version?: number } {
  if (input.bodyType === 'text') return { kind: 'text', content: input.body };
  const { body } = input;
  const content = 'text' in body ? { kind: 'text' as const, content: body.text } : { kind: 'json' as const, content: JSON.stringify(body.json) };
  return { ...content, metadata: body.metadata, version: body.version };
}

/** `If-Match: 3`, `"3"`, `W/"3"` or `*`; the body `version` means the same and must agree with it. */
export function preconditions(ifMatch: string, ifNoneMatch: string, bodyVersion: number | undefined): PutOptions {
  const raw = ifMatch.trim();
  let header: number | '*' | undefined;
  if (raw === '*') header = '*';
  else if (raw) {
    const m = /^(?:W\/)?"?(\d{1,15})"?$/.exec(raw);
    if (!m) throw new ServiceError('invalid_request', `If-Match "${raw}" is not a document version; send the version from the ETag, e.g. If-Match: "3".`, { param: 'If-Match' });
    header = Number(m[1]);
  }
  if (header !== undefined && bodyVersion !== undefined && header !== bodyVersion) {
    throw new ServiceError('invalid_request', `If-Match ${raw} and body version ${bodyVersion} disagree; send one of them.`, { param: 'version' });
  }
  const noneMatch = ifNoneMatch.trim();
  if (noneMatch && noneMatch !== '*') {
    throw new ServiceError('invalid_request', `If-None-Match "${noneMatch}" is not supported on PUT; send If-None-Match: * to create only.`, { param: 'If-None-Match' });
  }
  const createOnly = noneMatch === '*';
  const expected = header ?? bodyVersion;
  if (createOnly && expected !== undefined) {
    throw new ServiceError('invalid_request', 'If-None-Match: * (create only) cannot be combined with If-Match or a body version; send one of them.', { param: 'If-None-Match' });
  }
  return { expected, createOnly };
}

/** The wire shape of a document: text or json only when the content is included. */
export function documentBody(doc: DocumentRecord, content?: string): components['schemas']['Document'] {
  const out: components['schemas']['Document'] = { id: doc.id, object: 'document', name: doc.name, version: doc.version, metadata: doc.metadata };
  if (content !== undefined) {
    if (doc.kind === 'json') out.json = JSON.parse(content);
    else out.text = content;
  }
  return { ...out, chars: doc.chars, bytes: doc.bytes, created_at: doc.created_at, updated_at: doc.updated_at };
}
