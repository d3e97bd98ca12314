/** Gathers what the account page shows, from the repositories. */
import type { Packs } from '../agent/packs.js';
import type { Config } from '../config.js';
import type { AccountRepo } from '../store/account-repo.js';
import type { DocumentRepo } from '../store/document-repo.js';
import type { FactRepo } from '../store/fact-repo.js';
import { keyLimit, type KeyRepo } from '../store/key-repo.js';
import type { RequestBook } from '../store/request-book.js';
import type { Account } from '../store/types.js';
import { utcDay, type UsageRepo } from '../store/usage-repo.js';
import type { AccountView } from '../web/account-page.js';

export interface AccountViewDeps {
  config: Config;
  accounts: AccountRepo;
  keys: KeyRepo;
  usage: UsageRepo;
  book: RequestBook;
  documents: DocumentRepo;
  facts: FactRepo;
  packs: Packs;
}

export async function accountView(deps: AccountViewDeps, account: Account, csrf: string, extra: Pick<AccountView, 'newKey' | 'flash'> = {}): Promise<AccountView> {
  const fresh = (await deps.accounts.findById(account.id)) ?? account;
  // Counts written behind are flushed first, so the page shows the request just made.
  await deps.book.flush();
  const today = utcDay(Date.now());
  const [keys, lastUsed, usage, documents, web] = await Promise.all([
    deps.keys.list(fresh.id),
    deps.keys.lastUsed(fresh.id),
    deps.usage.summary(fresh.id, today),
    deps.documents.list(fresh.id),
    deps.keys.webKey(fresh.id),
  ]);
  const holders = [...keys.filter((k) => !k.revoked_at), web];
  const held = await Promise.all(
    holders.map(async (key) => ({ key, facts: await deps.facts.list(key.id), packs: (await deps.packs.list(key.id)).map((p) => ({ name: p.name, version: p.version })) })),
  );
  return {
    account: fresh,
    csrf,
    keys: keys.map((k) => ({ ...k, lastUsedMs: lastUsed.get(k.id) })),
    keyLimit: keyLimit(fresh),
    freeExchanges: deps.config.freeExchanges,
    usage,
    today,
    documents,
    held,
    ...extra,
  };
}
