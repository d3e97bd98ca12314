import { describe, expect, it } from 'vitest';
import { askFromText } from './ask.js';
import { fakeSolver } from './fake-solver.js';
import { SolverRouter, type RouteTurn } from './router.js';
import { decline, type Answer } from './solver.js';

const ctx: RouteTurn = { model: 'svc', pristine: false };
const ok = (content: string): Answer => ({ content, verified: true, checked: 'computed' });
/** Stands in for plugins/help: claims nothing, answers when the router falls back to it. */
const help = fakeSolver('help', 0, (_ask, c) => ok(`nothing answered; tried ${c.tried.length}`));

describe('SolverRouter', () => {
  it('asks the highest claim first and stops at the first answer', async () => {
    const router = new SolverRouter([
      fakeSolver('low', 0.2, () => ok('low')),
      fakeSolver('high', 0.9, () => ok('high')),
    ]);
    const r = await router.route(askFromText('x'), ctx);
    expect(r.solver).toBe('high');
    expect(r.tried).toEqual(['high:answered']);
    expect(r.answer.content).toBe('high');
  });

  it('breaks ties by registry order', async () => {
    const router = new SolverRouter([fakeSolver('first', 0.5, () => ok('1')), fakeSolver('second', 0.5, () => ok('2'))]);
    expect((await router.route(askFromText('x'), ctx)).solver).toBe('first');
    const swapped = new SolverRouter([fakeSolver('second', 0.5, () => ok('2')), fakeSolver('first', 0.5, () => ok('1'))]);
    expect((await swapped.route(askFromText('x'), ctx)).solver).toBe('second');
  });

  it('records declines and failures in order, then moves on', async () => {
    const router = new SolverRouter([
      fakeSolver('a', 0.9, () => decline('no numbers\nfound')),
      fakeSolver('b', 0.8, () => {
        throw new Error('boom');
      }),
      fakeSolver('c', 0.7, async () => ok('c')),
    ]);
    const r = await router.route(askFromText('x'), ctx);
    expect(r.tried).toEqual(['a:declined:no numbers found', 'b:failed:boom', 'c:answered']);
    expect(r.solver).toBe('c');
  });

  it('never consults a plugin that does not claim', async () => {
    let called = false;
    const router = new SolverRouter([fakeSolver('zero', 0, () => ((called = true), ok('z'))), help]);
    const r = await router.route(askFromText('hello there'), ctx);
    expect(called).toBe(false);
    expect(r.solver).toBe('help');
    expect(r.tried).toEqual(['help:answered']);
  });

  it('turns a throwing claim, a bad answer and a timeout into failed entries', async () => {
    const router = new SolverRouter(
      [
        fakeSolver('claims-badly', () => {
          throw new Error('bad regex');
        }, () => ok('never')),
        fakeSolver('shapeless', 0.9, () => ({ content: 42 }) as unknown as Answer),
        fakeSolver('wrong-check', 0.8, () => ({ content: 'x', verified: true, checked: 'vibes' }) as unknown as Answer),
        fakeSolver('slow', 0.7, () => new Promise(() => {})),
      ],
      { answerTimeoutMs: 20 },
    );
    const r = await router.route(askFromText('x'), ctx);
    expect(r.tried).toEqual([
      'claims-badly:failed:claim threw: bad regex',
      'shapeless:failed:answer content is not a string or null',
      'wrong-check:failed:answer checked must be null or one of computed, spec_checks, lexicon_lead, web_search, schema',
      'slow:failed:timed out after 20 ms',
    ]);
    expect(r.solver).toBe('help');
    expect(r.answer.content).toContain('No solver could answer');
  });

  it('logs failures without throwing', async () => {
    const logged: string[] = [];
    const router = new SolverRouter([fakeSolver('b', 1, () => Promise.reject(new Error('down')))], {
      log: { warn: (obj) => logged.push(String(obj.solver)) },
    });
    await expect(router.route(askFromText('x'), ctx)).resolves.toMatchObject({ solver: 'help' });
    expect(logged).toEqual(['b']);
  });

  it('forces help answers to verified false and checked null', async () => {
    const boastful = fakeSolver('help', 0.1, () => ok('trust me'));
    const r = await new SolverRouter([boastful]).route(askFromText('x'), ctx);
    expect(r.answer).toMatchObject({ verified: false, checked: null });
  });

  it('falls back to help with what was tried when nobody answers', async () => {
    const router = new SolverRouter([fakeSolver('compute', 0.9, () => decline('no numbers found')), help]);
    const r = await router.route(askFromText('hello there'), ctx);
    expect(r.solver).toBe('help');
    expect(r.tried).toEqual(['compute:declined:no numbers found', 'help:answered']);
    expect(r.answer).toEqual({ content: 'nothing answered; tried 1', verified: false, checked: null });
  });

  it('passes the tried list so far and an abort signal to each plugin', async () => {
    const seen: string[][] = [];
    const router = new SolverRouter([
      fakeSolver('a', 0.9, () => decline('nope')),
      fakeSolver('b', 0.8, (_ask, c) => (seen.push([...c.tried]), ok(String(c.signal.aborted)))),
    ]);
    const r = await router.route(askFromText('x'), ctx);
    expect(seen).toEqual([['a:declined:nope']]);
    expect(r.answer.content).toBe('false');
  });

  it('routes the same ask the same way every time', async () => {
    const router = new SolverRouter([
      fakeSolver('a', (ask) => (ask.messages.length ? 0.5 : 0), () => decline('not mine')),
      fakeSolver('b', 0.5, () => ok('b')),
      help,
    ]);
    const runs = await Promise.all(Array.from({ length: 5 }, () => router.route(askFromText('q'), ctx)));
    for (const r of runs) expect(r).toEqual(runs[0]);
  });
});

describe('SolverRouter answer checks', () => {
  it('fails an answer whose calls lack a name or an args object', async () => {
    const router = new SolverRouter([
      fakeSolver('arrays', 0.9, () => ({ content: null, verified: false, checked: null, calls: [{ name: 'x', args: [] as never }] })),
    ]);
    const r = await router.route(askFromText('x'), ctx);
    expect(r.tried).toEqual(['arrays:failed:answer calls[0] needs a name and an args object']);
  });
});
