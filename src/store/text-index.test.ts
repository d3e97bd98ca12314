import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentRepo } from './document-repo.js';
import type { Store } from './store.js';
import { openTestStore } from './test-db.js';
import { indexText, type TextIndex } from './text-index.js';

/** Paragraphs about different things, some words shared, long enough for many passages. */
const TEXT = Array.from({ length: 60 }, (_, i) =>
  [
    `Section ${i}. The lighthouse keeper wrote in the ledger that the lamp burned ${i % 7} hours on the night of the storm.`,
    `Repairs to the tower cost ${100 + i} crowns; the harbour master approved the warranty claim for the lens.`,
    i % 5 === 0 ? 'The lamp was first lit on 4 March 1852, and the keeper kept the ledger ever after.' : 'Gulls nested on the gallery again.',
  ].join(' '),
).join('\n\n');

describe('a text index in memory', () => {
  let store: Store;
  let index: TextIndex;
  beforeAll(async () => {
    store = await openTestStore('sqlite');
    await new DocumentRepo(store).create({ accountId: 'acct_1', keyId: 'key_1', name: 'log', kind: 'text', content: TEXT });
    index = await indexText(TEXT, { id: 'message', name: 'your message' });
  });
  afterAll(async () => {
    await index?.close();
    await store?.close();
  });

  it.each(['when was the lamp first lit?', 'warranty claim for the lens', 'storm ledger', 'gulls'])('ranks %j exactly as a stored document on SQLite', async (query) => {
    const stored = await new DocumentRepo(store).search('acct_1', query, 5);
    const held = await index.search(query, 5);
    expect(held.length).toBeGreaterThan(0);
    const shape = (hits: typeof held) => hits.map(({ text, start, end, score }) => ({ text, start, end, score }));
    expect(shape(held)).toEqual(shape(stored));
    expect(held.every((h) => h.document_id === 'message' && h.document_name === 'your message')).toBe(true);
    expect(held.every((h) => TEXT.slice(h.start, h.end) === h.text)).toBe(true);
  });
});
