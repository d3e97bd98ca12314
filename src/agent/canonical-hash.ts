/** The content hash of a pack version: `sha256:` + hex SHA-256 of its RFC 8785 (JCS) canonical JSON. */
import canonicalize from 'canonicalize';
import { sha256Hex } from '../ids.js';

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('the value has no JSON form');
  return text;
}

export function contentHash(value: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(value))}`;
}

/** `sha256:<hex>` or the bare hex (either case) → `sha256:<lower hex>`; null when it is not a SHA-256. */
export function normalizeHash(raw: string): string | null {
  const m = /^(?:sha256:)?([0-9a-fA-F]{64})$/.exec(raw.trim());
  return m ? `sha256:${m[1].toLowerCase()}` : null;
}
