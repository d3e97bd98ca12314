/** Every tsyringe registration of the service, in one place. */
import 'reflect-metadata';
import { container as root, type DependencyContainer } from 'tsyringe';
import type { Config } from './config.js';
import type { Logger } from './log.js';
import { registerSolvers } from './solving/registry.js';
import type { Store } from './store/store.js';
import { CONFIG, LOGGER, STORE } from './tokens.js';

export async function buildContainer(config: Config, log: Logger, store: Store): Promise<DependencyContainer> {
  const c = root.createChildContainer();
  c.registerInstance(CONFIG, config);
  c.registerInstance(LOGGER, log);
  c.registerInstance(STORE, store);
  await registerSolvers(c, config);
  return c;
}
