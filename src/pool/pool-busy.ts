/** Why heavy work was not done: the queue was full, it waited past its deadline, or it ran past its limit. */
export type BusyReason = 'queue_full' | 'deadline' | 'run_limit';

export class PoolBusy extends Error {
  constructor(
    readonly reason: BusyReason,
    /** Whole seconds after which a retry is likely to find a free thread. */
    readonly retryAfter: number,
    detail: string,
  ) {
    super(detail);
    this.name = 'PoolBusy';
  }
}
