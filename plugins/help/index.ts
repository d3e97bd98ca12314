/** help: answers when nothing else can, and explains each request the service does not offer. */
import { askText, CAPABILITY_CANONICAL, definePlugin, type Answer, type Ask } from '../../src/plugin-api.js';
import { capabilityReply, isCapabilityQuestion } from './capability-question.js';
import { helpReply } from './help-reply.js';
import { recognizeOutOfScope } from './out-of-scope.js';

/** Below a confident solver, above a guessing one: a request the spec rules out is explained, not half-answered. */
const OUT_OF_SCOPE_SCORE = 0.5;
/** "What can you do?" is help's own question: above any solver's guess at it. */
const CAPABILITY_SCORE = 0.95;

/** Read once per ask: the claim reads it and, when help answers, the answer again. */
const capability = new WeakMap<Ask, boolean>();
/** And once per text seen lately (each turn parses a new ask); the oldest is forgotten first. */
const capabilityByText = new Map<string, boolean>();
const BY_TEXT_MAX = 1000;
const CAPABILITY_MAX_CHARS = 160;

function capabilityQuestion(ask: Ask): boolean {
  let is = capability.get(ask);
  if (is === undefined) {
    const text = askText(ask);
    is = capabilityByText.get(text);
    if (is === undefined) {
      is = isCapabilityQuestion(text);
      // A long text is no capability question, found at once (and not worth keeping).
      if (text.length <= CAPABILITY_MAX_CHARS) {
        if (capabilityByText.size >= BY_TEXT_MAX) capabilityByText.delete(capabilityByText.keys().next().value!);
        capabilityByText.set(text, is);
      }
    }
    capability.set(ask, is);
  }
  return is;
}

const help = definePlugin({
  name: 'help',
  summary: 'Explains why no solver could answer, what was tried, and what the service can do instead.',
  needs: ['solvers'],
  examples: {
    claims: [
      { ask: 'Write a short story about a dragon.', expect: 'Stories, poems and other fiction are not offered' },
      { ask: 'Write an essay on the French Revolution.', expect: 'Essays, articles' },
      { ask: 'What do you think about Python?', expect: 'Opinions are not offered' },
      { ask: 'What is P(A|B) if P(B) = 0.5?', expect: 'Conditional probability is not offered' },
      { ask: 'Book a flight to Paris for next Friday.', expect: 'Acting on your behalf' },
      { ask: 'Create embeddings for these sentences.', expect: 'Embeddings are not offered' },
      { ask: 'Transcribe this audio recording.', expect: 'Audio is not offered' },
      { ask: 'Generate an image of a sunset over the sea.', expect: 'Image generation is not offered' },
      { ask: 'Use the code interpreter to run this.', expect: 'Provider-hosted tools' },
      { ask: 'Fix the bug in my code.', expect: 'Editing existing code is not offered' },
      { ask: 'Describe this image.', expect: 'Reading images is not offered except for QR codes' },
      { ask: 'What can you do?', expect: 'every answer is computed or checked by a solver' },
    ],
    declines: [{ ask: 'What is 3/4 + 1/8?' }, { ask: 'Convert 5 km to miles.' }, { ask: 'Encode https://example.com as a QR code.' }],
  },
  claim(ask: Ask): number {
    if (capabilityQuestion(ask)) return CAPABILITY_SCORE;
    return recognizeOutOfScope(ask) ? OUT_OF_SCOPE_SCORE : 0;
  },
  answer(ask, ctx): Answer {
    if (capabilityQuestion(ask)) {
      return { content: capabilityReply(ctx.solvers), verified: false, checked: null, canonical: CAPABILITY_CANONICAL };
    }
    const category = recognizeOutOfScope(ask);
    return { content: helpReply(category, ctx.tried, ctx.solvers), verified: false, checked: null, canonical: `help:${category?.id ?? 'unanswered'}` };
  },
});

export default help;
