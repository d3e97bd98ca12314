/** The one place exchanges are charged: free plans have a fixed number shared by all the account's keys. */
import type { Middleware } from 'koa';
import type { UsageRepo } from '../store/usage-repo.js';
import { ServiceError } from '../errors.js';
import type { SvcState } from '../api/context.js';

export function billExchange(usage: UsageRepo, freeExchanges: number): Middleware<SvcState> {
  return async (ctx, next) => {
    const { account } = ctx.state.auth!;
    if (account.plan !== 'free') return next();
    const charged = await usage.chargeExchange(account.id, freeExchanges);
    if (!charged) {
      throw ServiceError.of('free_prompts_used', { free: freeExchanges });
    }
    try {
      await next();
      ctx.state.billed = true;
    } catch (e) {
      // Refused or failed before an answer was given: not an exchange.
      await usage.refundExchange(account.id);
      throw e;
    }
  };
}
