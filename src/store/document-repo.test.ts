import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountRepo } from './account-repo.js';
import { MAX_DOCUMENTS_PER_KEY } from './document-limits.js';
import { DocumentRepo } from './document-repo.js';
import type { Store } from './store.js';
import { DIALECTS, openTestStore } from './test-db.js';

describe.each(DIALECTS)('DocumentRepo on %s', (dialect) => {
  let store: Store;
  let docs: DocumentRepo;
  let acct: string;
  let other: string;
  const text = (name: string, content: string, keyId = 'key_A') => ({ accountId: acct, keyId, name, kind: 'text' as const, content });
  beforeEach(async () => {
    store = await openTestStore(dialect);
    docs = new DocumentRepo(store);
    const accounts = new AccountRepo(store);
    acct = (await accounts.create('a@example.com')).id;
    other = (await accounts.create('b@example.com')).id;
  });
  afterEach(() => store.close());

  it('stores a 10 MB document as passages that put it back together exactly, and finds a passage in it', async () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
    let big = '';
    for (let i = 0; big.length < 10_000_000 - 200; i++) big += `${words[i % 8]} ${i} ${i % 97 === 0 ? '\n\n' : ''}`;
    big = big.slice(0, 9_999_900) + ' the needle sentence names ultraviolet walruses.';
    const doc = await docs.create(text('big', big));
    expect(doc).toMatchObject({ chars: big.length, bytes: big.length, version: 1 });
    expect(await docs.content(acct, doc.id)).toBe(big);
    const [hit] = await docs.search(acct, 'ultraviolet walruses', 3);
    expect(hit).toMatchObject({ document_id: doc.id, document_name: 'big' });
    expect(big.slice(hit.start, hit.end)).toBe(hit.text);
    expect(hit.text).toContain('ultraviolet walruses');
  }, 120_000);

  it('ranks the passage with more of the query words first and only searches the owner account', async () => {
    await docs.create(text('one', 'Cats sleep a lot. '.repeat(50) + '\n\nThe red fox jumps over the lazy dog.'));
    await docs.create(text('two', 'A fox was seen. '.repeat(3)));
    const hits = await docs.search(acct, 'red fox jumps', 5);
    expect(hits[0].text).toContain('The red fox jumps');
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(await docs.search(other, 'red fox jumps', 5)).toEqual([]);
    expect(await docs.find(other, 'one')).toBeUndefined();
    expect(await docs.remove(other, 'one')).toBeUndefined();
    expect(await docs.find(acct, 'one')).toBeDefined();
  });

  it('replaces with a new version and new passages; a stale version writes nothing', async () => {
    await docs.put(text('spec', 'old words about kumquats'));
    const { record } = await docs.put(text('spec', 'new words about persimmons'), { expected: 1 });
    expect(record.version).toBe(2);
    await expect(docs.put(text('spec', 'stale write about durians'), { expected: 1 })).rejects.toMatchObject({ code: 'version_conflict', extra: { current_version: 2 } });
    expect(await docs.content(acct, record.id)).toBe('new words about persimmons');
    expect(await docs.search(acct, 'kumquats', 5)).toEqual([]);
    expect(await docs.search(acct, 'durians', 5)).toEqual([]);
    expect((await docs.search(acct, 'persimmons', 5))[0].document_name).toBe('spec');
    await expect(docs.put(text('spec', 'x'), { createOnly: true })).rejects.toMatchObject({ code: 'version_conflict' });
    await expect(docs.put(text('absent', 'x'), { expected: 3 })).rejects.toMatchObject({ code: 'document_miss' });
  });

  it('concurrent replaces at the same version: exactly one wins', async () => {
    await docs.put(text('race', 'base'));
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => docs.put(text('race', `writer ${i} `.repeat(3000)), { expected: 1 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(4).fill('version_conflict'));
    const doc = (await docs.find(acct, 'race'))!;
    expect(doc.version).toBe(2);
    expect(await docs.content(acct, doc.id)).toMatch(/^(writer \d )+$/);
  });

  it(`refuses the document after ${MAX_DOCUMENTS_PER_KEY} per key, counting the key that created them`, async () => {
    for (let i = 0; i < MAX_DOCUMENTS_PER_KEY; i++) await docs.create(text(`d${i}`, `document number ${i}`));
    await expect(docs.create(text('one-more', 'x'))).rejects.toMatchObject({ code: 'document_limit_reached', status: 409, message: expect.stringMatching(/200 documents, the limit per key/) });
    await expect(docs.put(text('d0', 'replacing is fine'))).resolves.toMatchObject({ created: false });
    await expect(docs.create(text('other-key', 'x', 'key_B'))).resolves.toMatchObject({ created_by: 'key_B' });
  }, 120_000);

  it('refuses a document that would take the account over 500 MB, and one over 10,000,000 characters', async () => {
    await docs.create(text('filler', 'small'));
    await sql`update documents set bytes = ${499_999_990} where name = 'filler'`.execute(store.db);
    await expect(docs.create(text('more', 'this is more than ten bytes'))).rejects.toMatchObject({ code: 'document_limit_reached', message: expect.stringMatching(/over the limit of 500 MB per account/) });
    await expect(docs.create(text('tiny', 'ok'))).resolves.toBeDefined();
    await expect(docs.create(text('huge', 'a'.repeat(10_000_001)))).rejects.toMatchObject({ code: 'request_too_large' });
    expect(await docs.find(acct, 'more')).toBeUndefined();
  });

  it('removes the documents one key created, and their passages', async () => {
    await docs.create(text('mine', 'apricot orchards', 'key_A'));
    await docs.create(text('theirs', 'apricot jam', 'key_B'));
    expect(await docs.removeCreatedBy(acct, 'key_A')).toBe(1);
    expect((await docs.list(acct)).map((d) => d.name)).toEqual(['theirs']);
    expect((await docs.search(acct, 'apricot', 5)).map((h) => h.document_name)).toEqual(['theirs']);
  });
});
