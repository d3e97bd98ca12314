import type { Config } from '../config.js';
import type { HandlerMap } from './context.js';
import type { AccountRepo } from '../store/account-repo.js';
import type { RequestBook } from '../store/request-book.js';
import { utcDay, type UsageRepo } from '../store/usage-repo.js';

export function usageHandlers(deps: { config: Config; usage: UsageRepo; book: RequestBook; accounts: AccountRepo }): Pick<HandlerMap, 'getUsage'> {
  return {
    async getUsage(ctx) {
      // Read afresh: the account on the request may come from the short-lived key lookup cache.
      const account = (await deps.accounts.findById(ctx.state.auth.account.id)) ?? ctx.state.auth.account;
      await deps.book.flush();
      const requests = await deps.usage.summary(account.id, utcDay(Date.now()));
      ctx.body = {
        object: 'usage',
        plan: account.plan,
        key_limit: 2 + 2 * account.key_packs,
        key_packs: account.key_packs,
        free_exchanges: deps.config.freeExchanges,
        free_exchanges_left: account.plan === 'free' ? Math.max(0, deps.config.freeExchanges - account.free_used) : null,
        requests,
      };
    },
  };
}
