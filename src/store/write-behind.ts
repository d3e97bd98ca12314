/**
 * Runs a write on a timer and on demand, one at a time, for stores that keep recent rows in memory
 * (the embedded SQLite mode) and write them out in one transaction instead of one commit per request.
 */
export class WriteBehind {
  private readonly timer: NodeJS.Timeout;
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly write: () => Promise<void>, intervalMs: number) {
    this.timer = setInterval(() => void this.flush().catch(() => {}), intervalMs);
    this.timer.unref();
  }

  /** Writes what is pending after any write already running; a failed write does not stop later ones. */
  flush(): Promise<void> {
    const next = this.last.catch(() => {}).then(() => this.write());
    this.last = next;
    return next;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
