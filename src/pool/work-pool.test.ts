/** The pool runs tasks on worker threads, keeps the event loop free, and refuses when full or late. */
import { afterEach, describe, expect, it } from 'vitest';
import { FixtureRefusal, type fault, type refuse, type spin, type sumBytes } from './fixtures/tasks.js';
import { PoolBusy } from './pool-busy.js';
import { defineTask } from './task.js';
import { WorkPool, type PoolOptions } from './work-pool.js';

const SPIN = defineTask<typeof spin>(import.meta.url, './fixtures/tasks.js', 'spin');
const SUM = defineTask<typeof sumBytes>(import.meta.url, './fixtures/tasks.js', 'sumBytes');
const REFUSE = defineTask<typeof refuse>(import.meta.url, './fixtures/tasks.js', 'refuse', [FixtureRefusal]);
const FAULT = defineTask<typeof fault>(import.meta.url, './fixtures/tasks.js', 'fault');

let pool: WorkPool | undefined;
const open = (o: Partial<PoolOptions> = {}) => (pool = new WorkPool({ threads: 1, maxQueue: 4, queueDeadlineMs: 10_000, runLimitMs: 30_000, ...o }));
afterEach(async () => pool?.close());

describe('WorkPool', () => {
  it('runs a task on a worker thread and returns its result, typed arrays included', async () => {
    const p = open();
    expect(await p.run(SPIN, [1, 'a'])).toEqual({ label: 'a', inWorker: true });
    expect(await p.run(SUM, [new Uint8Array([1, 2, 250])])).toEqual({ sum: 253, length: 3 });
  });

  it('leaves the event loop free while a task spins', async () => {
    const p = open();
    await p.run(SPIN, [1, 'warm']); // the thread is up
    const order: string[] = [];
    const heavy = p.run(SPIN, [600, 'heavy']).then(() => order.push('heavy'));
    await new Promise((r) => setTimeout(r, 20)).then(() => order.push('timer'));
    await heavy;
    expect(order).toEqual(['timer', 'heavy']);
  });

  it('brings back the error classes a task lists, with their fields, and others as plain errors', async () => {
    const p = open();
    const refused = await p.run(REFUSE, ['border']).catch((e) => e);
    expect(refused).toBeInstanceOf(FixtureRefusal);
    expect(refused).toMatchObject({ param: 'border', message: 'border is refused', name: 'FixtureRefusal' });
    const faulted = await p.run(FAULT, []).catch((e) => e);
    expect(faulted).toBeInstanceOf(Error);
    expect(faulted.message).toBe('a fault inside the task');
    expect(faulted.name).toBe('TypeError');
  });

  it('refuses at once when the queue is full', async () => {
    const p = open({ maxQueue: 1 });
    const running = p.run(SPIN, [400, 'running']);
    const waiting = p.run(SPIN, [1, 'waiting']);
    const refused = await p.run(SPIN, [1, 'refused']).catch((e) => e);
    expect(refused).toBeInstanceOf(PoolBusy);
    expect(refused.reason).toBe('queue_full');
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(p.stats).toMatchObject({ running: 1, waiting: 1 });
    expect((await running).label).toBe('running');
    expect((await waiting).label).toBe('waiting');
  });

  it('drops a task still waiting at its deadline, and runs the next one', async () => {
    const p = open({ queueDeadlineMs: 100 });
    const running = p.run(SPIN, [700, 'running']);
    const late = await p.run(SPIN, [1, 'late']).catch((e) => e);
    expect(late).toBeInstanceOf(PoolBusy);
    expect(late.reason).toBe('deadline');
    expect(late.message).toBe('the work waited 100 ms for a free worker thread');
    expect((await running).label).toBe('running');
    expect(p.stats).toMatchObject({ running: 0, waiting: 0 });
    expect((await p.run(SPIN, [1, 'next'])).label).toBe('next');
  });

  it('stops a task past the run limit and keeps serving on a fresh thread', async () => {
    // The limit leaves room for a fresh thread to start on a loaded machine, and is far below the spin.
    const p = open({ runLimitMs: 2_000 });
    const stopped = await p.run(SPIN, [60_000, 'endless']).catch((e) => e);
    expect(stopped).toBeInstanceOf(PoolBusy);
    expect(stopped.reason).toBe('run_limit');
    expect((await p.run(SPIN, [1, 'after'])).label).toBe('after');
  });
});
