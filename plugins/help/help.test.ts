import { describe, expect, it } from 'vitest';
import { askFromText, type Ask } from '../../src/solving/ask.js';
import { contextWith } from '../../src/solving/example-context.js';
import { fakeSolver } from '../../src/solving/fake-solver.js';
import { SolverRouter } from '../../src/solving/router.js';
import { decline } from '../../src/solving/solver.js';
import type { Tried } from '../../src/solving/solver.js';
import help from './index.js';
import { recognizeOutOfScope } from './out-of-scope.js';

const PNG = { type: 'image' as const, mediaType: 'image/png', data: 'iVBORw0KGgo=', url: null };

/** Several phrasings of each request the spec says is not offered, and the category it must get. */
const PHRASINGS: Record<string, string[]> = {
  stories: ['Write a short story about a dragon.', 'Tell me a bedtime story', 'Can you make up a tale about pirates?', 'Compose a poem about autumn leaves'],
  essays: ['Write an essay on the French Revolution.', 'I need a 500-word essay about climate change', 'Draft a blog post about our product launch', 'compose an article about remote work'],
  opinions: ['What do you think about Python?', "What's your opinion on remote work?", 'Which is better, vim or emacs?', 'Do you like jazz?', 'Should I buy Tesla stock?'],
  conditional_probability: [
    'What is the conditional probability of rain given clouds?',
    'Compute P(A|B) when P(B) = 0.5 and P(A and B) = 0.2',
    'Given that the first card is an ace, what is the probability the second is an ace?',
    "Use Bayes' theorem for a positive test result",
  ],
  acting_on_behalf: ['Send an email to my boss saying I am sick.', 'Book a flight to Paris for next Friday', 'Order a pizza for me', 'Post this on LinkedIn', 'Pay my electricity bill', 'Text my mom that I am late'],
  embeddings: ['Create embeddings for these sentences', "Give me the embedding vector for 'hello world'", 'Vectorize this paragraph', 'Embed this text with text-embedding-3-small'],
  audio: ['Transcribe this audio recording', 'Convert this text to speech', 'Read this paragraph aloud', 'Generate an mp3 of this poem'],
  image_generation: ['Draw a cat wearing a hat', 'Generate an image of a sunset over the sea', 'Create a logo for my bakery', 'make me a picture of a dragon'],
  image_reading: ['Describe this image', 'What is in this photo?', 'Caption this picture for Instagram', 'Can you OCR this screenshot?'],
  provider_hosted_tools: ['Use the code interpreter to run this', 'Search my vector store with file_search', 'Use computer use to click the login button', 'run it with the built-in python tool'],
  editing_code: ['Fix the bug in my code', 'Refactor this function to be faster', 'Can you edit my existing script to add logging?', "What's wrong with this code?", 'Please debug my program'],
};

const IN_SCOPE = [
  'What is 3/4 + 1/8?',
  'Convert 5 km to miles',
  'Encode https://example.com as a QR code',
  'Write a Python function is_prime in primes.py; check with pytest',
  'Convert this CSV to a Markdown table: a,b\n1,2',
  'Draw a card from a standard deck: what are the odds of a flush?',
  'What is the probability of rolling two sixes?',
  'Define the word ephemeral',
  'Is it true that the Eiffel Tower is in Paris?',
];

const ctx = (tried: Tried[] = []) => contextWith({ solvers: [] }, { tried });

describe('help recognizes what is not offered', () => {
  const cases = Object.entries(PHRASINGS).flatMap(([id, list]) => list.map((text) => [id, text] as const));
  it.each(cases)('%s: %j', async (id, text) => {
    const ask = askFromText(text);
    expect(recognizeOutOfScope(ask)?.id).toBe(id);
    expect(help.claim(ask)).toBe(0.5);
    const answer = await help.answer(ask, ctx());
    expect(answer).toMatchObject({ verified: false, checked: null });
    expect((answer as { content: string }).content).toContain('not offered');
  });

  it.each(IN_SCOPE)('leaves %j to the solvers', (text) => {
    expect(recognizeOutOfScope(askFromText(text))).toBeNull();
    expect(help.claim(askFromText(text))).toBe(0);
  });

  it('treats a sent image without a QR question as image reading', () => {
    const ask: Ask = { ...askFromText('what do you see?'), messages: [{ role: 'user', parts: [{ type: 'text', text: 'what do you see?' }, PNG] }] };
    expect(recognizeOutOfScope(ask)?.id).toBe('image_reading');
    const qr: Ask = { ...ask, messages: [{ role: 'user', parts: [{ type: 'text', text: 'read the QR code' }, PNG] }] };
    expect(recognizeOutOfScope(qr)).toBeNull();
  });

  it('leaves acting through the caller’s own tools to the agent solvers', () => {
    const ask = askFromText('Send an email to my boss saying I am sick.', { tools: [{ name: 'send_email' }] });
    expect(recognizeOutOfScope(ask)).toBeNull();
  });

  it('answers a text seen before as the first time, with or without tools in either order', () => {
    const text = 'Email my landlord that the rent is late.';
    for (let i = 0; i < 2; i++) {
      expect(recognizeOutOfScope(askFromText(text))?.id).toBe('acting_on_behalf');
      expect(recognizeOutOfScope(askFromText(text, { tools: [{ name: 'send_email' }] }))).toBeNull();
    }
  });
});

describe('help reply', () => {
  it('names what was tried and why each declined or failed, then what the service can do', async () => {
    const answer = await help.answer(askFromText('hmm'), ctx(['compute:declined:no numbers found', 'qr:failed:decoder crashed: bad png']));
    const content = (answer as { content: string }).content;
    expect(content).toContain('No solver could answer this request');
    expect(content).toContain('- compute declined: no numbers found');
    expect(content).toContain('- qr failed: decoder crashed: bad png');
    expect(content).toContain('What the service can do: exact arithmetic');
  });

  it('says nothing recognized the request when nothing was tried', async () => {
    const answer = await help.answer(askFromText('hmm'), ctx());
    expect((answer as { content: string }).content).toMatch(/^No solver recognized this request/);
  });

  it('gives a specific explanation and alternative for an out-of-scope request', async () => {
    const answer = await help.answer(askFromText('Create embeddings for these sentences'), ctx());
    const content = (answer as { content: string }).content;
    expect(content).toMatch(/^Embeddings are not offered/);
    expect(content).toContain('Instead: Store your texts with POST /v1/documents');
  });
});

describe('help behind the router', () => {
  const turn = { model: 'svc' as const, pristine: false };

  it('is told which solvers this server has and lists them instead of the whole product', async () => {
    const router = new SolverRouter([fakeSolver('abacus', 0.9, () => decline('not a sum')), help]);
    const r = await router.route(askFromText('tell me something'), turn);
    expect(r.solver).toBe('help');
    expect(r.tried).toEqual(['abacus:declined:not a sum', 'help:answered']);
    expect(r.answer.content).toContain('- abacus declined: not a sum');
    expect(r.answer.content).toContain('What this server answers:\n- abacus: Test solver abacus.');
    expect(r.answer.content).not.toContain('checked code generation');
  });

  it('explains what was tried when nobody answers, never as checked', async () => {
    const router = new SolverRouter([fakeSolver('compute', 0.9, () => decline('no numbers found')), help]);
    const r = await router.route(askFromText('hello there'), turn);
    expect(r.tried).toEqual(['compute:declined:no numbers found', 'help:answered']);
    expect(r.answer).toMatchObject({ verified: false, checked: null });
    expect(r.answer.content).toContain('compute declined: no numbers found');
  });
});
