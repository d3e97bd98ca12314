import { describe, expect, it } from 'vitest';
import { askFromText } from '../../src/solving/ask.js';
import { contextWith, exampleContext } from '../../src/solving/example-context.js';
import { EMPTY_MEMORY } from '../../src/solving/solver.js';
import documents from './index.js';
import { answering } from './quote.js';

describe('documents solver', () => {
  it('quotes the passage it used and names the document, unverified', async () => {
    const a = await documents.answer(askFromText('According to my documents, how long does the warranty last?'), exampleContext());
    expect(a).toMatchObject({ verified: false, checked: null });
    expect((a as { content: string }).content).toMatch(/^From "handbook" \(quoted, not checked\):\n\n> /);
    expect((a as { content: string }).content).toMatch(/— handbook \(doc_EXAMPLEHANDBOOK000000000000, characters \d+–\d+\)/);
  });

  it.each(['How long is the warranty?', 'How many days of paid leave do staff get?', 'Are repairs free?'])('answers %j from the handbook', async (q) => {
    expect(await documents.answer(askFromText(q), exampleContext())).toHaveProperty('content', expect.stringMatching(/^From "handbook"/));
  });

  it('declines without documents and when no passage answers', async () => {
    const bare = contextWith({ documents: undefined, memory: EMPTY_MEMORY });
    expect(await documents.answer(askFromText('How long does the warranty last?'), bare)).toEqual({ reason: 'no documents to search' });
    expect(await documents.answer(askFromText('What does my handbook say about parking?'), exampleContext())).toHaveProperty('reason');
  });

  it('claims explicit references strongly and plain questions weakly', () => {
    expect(documents.claim(askFromText('How long is the warranty?'))).toBe(0.2);
    expect(documents.claim(askFromText('What does the handbook say about leave?'))).toBe(0.8);
    expect(documents.claim(askFromText('According to my notes, when is the launch?'))).toBe(0.8);
    expect(documents.claim(askFromText('Convert 5 km to miles.'))).toBe(0);
  });

  it('a passage answers when it holds most of the question words', () => {
    const p = { document_id: 'd', document_name: 'n', start: 0, end: 10, score: 1 };
    expect(answering('how long is the warranty', [{ ...p, text: 'The warranty lasts long.' }])).toHaveLength(1);
    expect(answering('how long is the parking permit', [{ ...p, text: 'The warranty lasts long.' }])).toHaveLength(0);
  });
});
