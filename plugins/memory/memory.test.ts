import { describe, expect, it } from 'vitest';
import { askFromText } from '../../src/solving/ask.js';
import { contextWith } from '../../src/solving/example-context.js';
import { EMPTY_MEMORY } from '../../src/solving/solver.js';
import { memoryQuestion, statedFact, toSecondPerson } from './fact-statement.js';
import memory from './index.js';

describe('memory solver', () => {
  it.each([
    ['Remember that our project uses PostgreSQL 16.', { text: 'our project uses PostgreSQL 16', subject: null }],
    ['our project uses PostgreSQL 16', { text: 'our project uses PostgreSQL 16', subject: null }],
    ['My name is Ann', { text: 'My name is Ann', subject: 'my name' }],
    ['please remember: the deploy window is Tuesday', { text: 'the deploy window is Tuesday', subject: null }],
    ['We use Kubernetes on AWS.', { text: 'We use Kubernetes on AWS', subject: null }],
  ])('takes %j as a fact', (text, fact) => {
    expect(statedFact(text)).toEqual(fact);
  });

  it.each(['What is my name?', 'Convert 5 km to miles.', 'Remember when we met?', 'The sky is blue.', 'I use Python. Write a function in sum.py that adds two numbers.', "my salary is 52,000 and i got a 3.5% raise, what's my new salary", 'my son was born on 12 may 2019, how many days old is he on 1 june 2025'])('does not take %j as a fact', (text) => {
    expect(statedFact(text)).toBeNull();
  });

  it('recognizes questions about the caller and says facts back in the second person', () => {
    expect(memoryQuestion('What do you remember about me?')).toBe('list');
    expect(memoryQuestion('Which database does our project use?')).toBe('ask');
    expect(memoryQuestion('What is the capital of France?')).toBeNull();
    expect(toSecondPerson("I'm a data engineer and my team uses Go")).toBe("you're a data engineer and your team uses Go");
  });

  it('on svc-pristine stores nothing and says so', async () => {
    const ctx = contextWith({ memory: EMPTY_MEMORY, remember: undefined }, { model: 'svc-pristine', pristine: true });
    const a = await memory.answer(askFromText('Remember that our project uses PostgreSQL 16.'), ctx);
    expect(a).toMatchObject({ content: expect.stringMatching(/^Not stored: "your project uses PostgreSQL 16". svc-pristine/) });
    expect(await memory.answer(askFromText('What is my name?'), ctx)).toEqual({ reason: 'svc-pristine uses no remembered facts' });
  });

  it('answers "who am I" and "what editor do I use" from the facts', async () => {
    const facts = [{ text: 'my favourite editor is Vim', subject: 'my favourite editor' }, { text: "I'm a data engineer", subject: 'i am' }];
    const ctx = contextWith({ memory: { facts, documents: [] }, remember: undefined });
    expect(await memory.answer(askFromText('Who am I?'), ctx)).toMatchObject({ content: "You're a data engineer. (You told me so on this key.)" });
    expect(await memory.answer(askFromText('What editor do I use?'), ctx)).toMatchObject({ content: expect.stringMatching(/^Your favourite editor is Vim/) });
  });
});
