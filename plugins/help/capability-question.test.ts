import { describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../index.js';
import { askFromText } from '../../src/solving/ask.js';
import { exampleProviders } from '../../src/solving/example-context.js';
import { SolverRouter } from '../../src/solving/router.js';
import { capabilityReply, isCapabilityQuestion } from './capability-question.js';

const ASKED = [
  'What can you do?',
  'what can you do',
  'Hi! What can you do?',
  'hello, what can u do??',
  'What kinds of questions can you answer?',
  'What are your capabilities?',
  'what r you good at',
  'How can you help me?',
  'help',
  'Help me please',
  'Who are you?',
  'what is this service?',
  'Can you tell me what you can do, please?',
  'list your skills',
  'What else can you do?',
  'so what exactly can this api do?',
  'Good morning! What sort of things can you help with?',
  "What's svc?",
];

const NOT_ASKED = [
  'What can you do with 3/4 + 1/8?',
  'What is 17% of 2,340?',
  'Help me convert 5 km to miles',
  'What can I do with a CSV file like a,b\n1,2?',
  'Who are you voting for?',
  'What are your opinions on vim?',
  'Make a QR code for help',
];

describe('capability questions', () => {
  it.each(ASKED)('recognizes %j', (text) => expect(isCapabilityQuestion(text)).toBe(true));
  it.each(NOT_ASKED)('leaves %j to the solvers', (text) => expect(isCapabilityQuestion(text)).toBe(false));

  it('answers through the router with every built-in solver and an example of each, not a refusal', async () => {
    const router = new SolverRouter(BUILTIN_SOLVERS, { needs: exampleProviders() });
    const r = await router.route(askFromText('Hi! What can you do?'), { model: 'svc', pristine: false });
    expect(r.solver).toBe('help');
    const content = r.answer.content!;
    expect(content).not.toMatch(/No solver could answer|nothing is guessed/);
    expect(content).toMatch(/^I'm svc: every answer is computed or checked/);
    for (const s of BUILTIN_SOLVERS.filter((p) => p.name !== 'help')) {
      expect(content).toContain(`- ${s.name}: ${s.summary}`);
    }
    expect(content).toContain('Try: "What is 17% of 2,340?"');
    expect(r.tried).toEqual(['help:answered']);
  });

  it('says so when the server has no solvers', () => {
    expect(capabilityReply([{ name: 'help', summary: 'x' }])).toContain('This server has no solvers installed yet.');
  });
});
