/**
 * One batch in flight per key: calls for a key that arrive while its batch runs wait, and go together as
 * the next batch once it is done. A lone call runs at once; under load a key's calls share one round trip
 * to the database instead of each paying its own (the shared rate limit's one query per request).
 */
interface Waiter<In, Out> {
  input: In;
  resolve(out: Out): void;
  reject(e: unknown): void;
}

/** `run` answers a batch's inputs in order, one output for each. */
export function coalescePerKey<In, Out>(run: (key: string, inputs: In[]) => Promise<Out[]>): (key: string, input: In) => Promise<Out> {
  // A key is present while its batch runs; its list is the next batch.
  const next = new Map<string, Waiter<In, Out>[]>();
  const start = (key: string, batch: Waiter<In, Out>[]) => {
    next.set(key, []);
    const settle = () => {
      const waiting = next.get(key)!;
      if (waiting.length) start(key, waiting);
      else next.delete(key);
    };
    run(key, batch.map((w) => w.input)).then(
      (outs) => {
        settle();
        batch.forEach((w, i) => w.resolve(outs[i]));
      },
      (e) => {
        settle();
        for (const w of batch) w.reject(e);
      },
    );
  };
  return (key, input) =>
    new Promise<Out>((resolve, reject) => {
      const waiter = { input, resolve, reject };
      const waiting = next.get(key);
      if (waiting) waiting.push(waiter);
      else start(key, [waiter]);
    });
}
