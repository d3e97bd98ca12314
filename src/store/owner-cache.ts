import { LRUCache } from 'lru-cache';

/**
 * Per-owner reads kept in memory, for rows every chat turn reads but only this process writes.
 * Only the embedded SQLite mode is one process (see rate-limiter.ts); with MySQL another process may
 * write at any time, so there every read goes to the database.
 */
export class OwnerCache<T> {
  readonly #values: LRUCache<string, T & {}>;
  /** Bumped by every drop: a load that started before a write must not store what it read. */
  #epoch = 0;

  constructor(
    readonly enabled: boolean,
    maxOwners = 10_000,
  ) {
    this.#values = new LRUCache({ max: maxOwners });
  }

  async get(owner: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.#values.get(owner);
    if (hit !== undefined) return hit;
    const epoch = this.#epoch;
    const value = await load();
    if (epoch === this.#epoch) this.#values.set(owner, value as T & {});
    return value;
  }

  /** Called by every write of the owner's rows, after it committed or failed. */
  drop(owner: string): void {
    this.#epoch++;
    this.#values.delete(owner);
  }

  /** Runs a write of the owner's rows, then drops what is cached for the owner, whatever the outcome. */
  async writing<R>(owner: string, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } finally {
      this.drop(owner);
    }
  }
}
