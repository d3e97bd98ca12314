import { describe, expect, it } from 'vitest';
import { coalescePerKey } from './coalesce.js';

/** A run that records each batch and answers when released. */
function recorder() {
  const batches: { key: string; inputs: number[]; release(fail?: Error): void }[] = [];
  const run = (key: string, inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({ key, inputs, release: (fail) => (fail ? reject(fail) : resolve(inputs.map((n) => `${key}:${n}`))) });
    });
  return { batches, call: coalescePerKey(run) };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('coalescePerKey', () => {
  it('runs a lone call at once, and the calls made while it runs as one batch after it', async () => {
    const { batches, call } = recorder();
    const first = call('a', 1);
    const rest = [call('a', 2), call('a', 3), call('a', 4)];
    expect(batches.map((b) => b.inputs)).toEqual([[1]]);
    batches[0].release();
    expect(await first).toBe('a:1');
    await tick();
    expect(batches.map((b) => b.inputs)).toEqual([[1], [2, 3, 4]]);
    batches[1].release();
    expect(await Promise.all(rest)).toEqual(['a:2', 'a:3', 'a:4']);
  });

  it('keeps keys apart: another key does not wait', () => {
    const { batches, call } = recorder();
    void call('a', 1);
    void call('b', 2);
    void call('a', 3);
    expect(batches.map((b) => [b.key, b.inputs])).toEqual([['a', [1]], ['b', [2]]]);
  });

  it('rejects every call of a failed batch, and the next batch still runs', async () => {
    const { batches, call } = recorder();
    const one = call('a', 1);
    const two = call('a', 2);
    batches[0].release(new Error('lost connection'));
    await expect(one).rejects.toThrow('lost connection');
    await tick();
    batches[1].release();
    expect(await two).toBe('a:2');
  });

  it('forgets a key once its last batch is done: the next call runs alone', async () => {
    const { batches, call } = recorder();
    const one = call('a', 1);
    batches[0].release();
    await one;
    void call('a', 2);
    expect(batches.map((b) => b.inputs)).toEqual([[1], [2]]);
  });
});
