/** The spec's document limits and the refusals that name them. */
import { ServiceError } from '../errors.js';

export const MAX_DOCUMENT_CHARS = 10_000_000;
export const MAX_DOCUMENTS_PER_KEY = 200;
/** 500 MB of stored text (UTF-8 bytes) per account. */
export const MAX_ACCOUNT_BYTES = 500 * 1000 * 1000;
export const MAX_NAME_CHARS = 200;

const RESERVED = new Set(['query', 'upload']);
const ID_SHAPE = /^doc_[0-9A-Z]{26}$/;

export function isDocumentId(value: string): boolean {
  return ID_SHAPE.test(value);
}

/** Refuses names the API cannot address: reserved words, id look-alikes, control characters, over-long. */
export function checkName(name: string): void {
  const problems: string[] = [];
  if (RESERVED.has(name.trim().toLowerCase())) problems.push(`"${name}" is reserved for /v1/documents/${name.trim().toLowerCase()}`);
  if (!name.trim()) problems.push('the name is empty');
  if (name.length > MAX_NAME_CHARS) problems.push(`the name has ${name.length} characters, over ${MAX_NAME_CHARS}`);
  if (/[\u0000-\u001f\u007f]/.test(name)) problems.push('the name contains control characters');
  if (isDocumentId(name)) problems.push('the name has the shape of a document id (doc_ + 26 characters)');
  if (problems.length) {
    throw ServiceError.of('invalid_name', { problems }, { param: 'name' });
  }
}

export function checkSize(chars: number): void {
  if (chars > MAX_DOCUMENT_CHARS) {
    throw new ServiceError(
      'request_too_large',
      `The document has ${chars.toLocaleString('en-US')} characters, over the limit of ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')} per document. Split it into several documents; nothing was stored.`,
      { param: 'text' },
    );
  }
}

export function tooManyDocuments(): ServiceError {
  return new ServiceError(
    'document_limit_reached',
    `This key has already stored ${MAX_DOCUMENTS_PER_KEY} documents, the limit per key. Delete documents you no longer need (DELETE /v1/documents/{id}) or replace one with PUT; nothing was stored.`,
  );
}

export function accountFull(usedBytes: number, addBytes: number): ServiceError {
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return new ServiceError(
    'document_limit_reached',
    `Storing this document (${mb(addBytes)}) would take the account's documents to ${mb(usedBytes + addBytes)}, over the limit of 500 MB per account. Delete documents you no longer need, then store it again; nothing was stored.`,
  );
}
