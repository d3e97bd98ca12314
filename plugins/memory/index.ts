/**
 * memory: on svc-prod, remembers facts the caller states for the key and answers later questions
 * from them. On svc-pristine nothing is stored or used, and it says so.
 */
import { askText, decline, definePlugin, type Answer, type Ask, type Decline, type PluginContext } from '../../src/plugin-api.js';
import { memoryQuestion, statedFact, toSecondPerson } from './fact-statement.js';
import { recall } from './recall.js';

const PRISTINE_NOTE = 'svc-pristine is the fixed baseline and remembers nothing; send it with model svc or svc-prod to have it remembered for this key.';

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1) + (/[.!?]$/.test(s) ? '' : '.');

async function store(fact: NonNullable<ReturnType<typeof statedFact>>, ctx: PluginContext<'remember'>): Promise<Answer> {
  const said = toSecondPerson(fact.text);
  if (ctx.pristine || !ctx.remember) {
    return { content: `Not stored: "${said}". ${PRISTINE_NOTE}`, verified: false, checked: null, canonical: `not-stored:${fact.text}` };
  }
  const { replaced } = await ctx.remember(fact);
  const update = replaced ? ' It replaces what you told me before about this.' : '';
  return {
    content: `Noted for this key: ${said}.${update} Ask me about it later on svc or svc-prod; GET /v1/memory lists what I remember.`,
    verified: false,
    checked: null,
    canonical: `remembered:${fact.text}`,
  };
}

function answerFrom(question: string, kind: 'list' | 'ask', ctx: PluginContext<'memory'>): Answer | Decline {
  const facts = ctx.memory.facts;
  if (!facts.length) return decline(ctx.pristine ? 'svc-pristine uses no remembered facts' : 'nothing is remembered for this key yet');
  const aboutMe = /^\s*who am i\b/i.test(question) ? facts.filter((f) => f.subject === 'my name' || f.subject === 'i am') : [];
  const found = kind === 'list' ? [...facts] : aboutMe.length ? aboutMe : recall(question, facts);
  if (!found.length) return decline('no remembered fact answers this');
  const lines = found.slice(0, 10).map((f) => sentence(toSecondPerson(f.text)));
  const content = lines.length === 1 ? `${lines[0]} (You told me so on this key.)` : `You told me on this key:\n${lines.map((l) => `- ${l}`).join('\n')}`;
  const canonical = found.slice(0, 10).map((f) => `fact:${f.text}`);
  return { content, verified: false, checked: null, canonical, caveat: 'Answered from facts you stated; the service did not check them.' };
}

const memory = definePlugin({
  name: 'memory',
  summary: 'Remembers facts you state on svc-prod ("remember that …", "our project uses …", "my name is …") and answers later questions from them.',
  needs: ['memory', 'remember'],
  examples: {
    claims: [
      { ask: 'Remember that our project uses PostgreSQL 16.', expect: 'Noted for this key: your project uses PostgreSQL 16' },
      { ask: 'My name is Ann.', expect: 'your name is Ann' },
      { ask: 'What database does our project use?', expect: 'Your project uses PostgreSQL 16' },
      { ask: 'What is my name?', expect: 'Your name is Ann' },
      { ask: 'What do you remember about me?', expect: 'You told me on this key' },
    ],
    declines: [{ ask: 'What is my favourite colour?' }, { ask: 'What is 3/4 + 1/8?' }, { ask: 'Convert 5 km to miles.' }],
  },
  claim(ask: Ask): number {
    const text = askText(ask);
    if (statedFact(text)) return 0.95;
    const kind = memoryQuestion(text);
    return kind === 'list' ? 0.9 : kind === 'ask' ? 0.6 : 0;
  },
  async answer(ask, ctx): Promise<Answer | Decline> {
    const text = askText(ask);
    const fact = statedFact(text);
    if (fact) return store(fact, ctx);
    const kind = memoryQuestion(text);
    return kind ? answerFrom(text, kind, ctx) : decline('not a statement to remember or a question about one');
  },
});

export default memory;
