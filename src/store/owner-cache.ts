import { LRUCache } from 'lru-cache';

/**
 * Per-owner reads kept in memory, for rows every chat turn reads. Only the embedded SQLite mode is one
 * process (see rate-limiter.ts): there a value lives until this process writes the owner's rows. With MySQL
 * another process may write at any time, so there a value is either not kept (every read goes to the
 * database) or kept for at most `ttlMs` from the moment its load started, and a write elsewhere waits
 * that long before it answers (`settle`), so any request sent after that answer reads the new rows.
 */
export class OwnerCache<T> {
  readonly #values: LRUCache<string, { value: T; at: number }>;
  /** Bumped by every drop: a load that started before a write must not store what it read. */
  #epoch = 0;

  constructor(
    readonly enabled: boolean,
    maxOwners = 10_000,
    readonly ttlMs = Infinity,
  ) {
    this.#values = new LRUCache({ max: maxOwners });
  }

  async get(owner: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.#values.get(owner);
    if (hit !== undefined && performance.now() - hit.at < this.ttlMs) return hit.value;
    const epoch = this.#epoch;
    const at = performance.now();
    const value = await load();
    if (epoch === this.#epoch) this.#values.set(owner, { value, at });
    return value;
  }

  /** Called by every write of the owner's rows, after it committed or failed. */
  drop(owner: string): void {
    this.#epoch++;
    this.#values.delete(owner);
  }

  /**
   * Runs a write of the owner's rows, then drops what is cached for the owner, whatever the outcome; with
   * a time limit, waits until what other processes loaded before the write has expired.
   */
  async writing<R>(owner: string, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } finally {
      this.drop(owner);
      if (this.enabled && Number.isFinite(this.ttlMs)) await new Promise((r) => setTimeout(r, this.ttlMs + 20));
    }
  }
}
