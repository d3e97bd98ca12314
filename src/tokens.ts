import type { InjectionToken } from 'tsyringe';
import type { Config } from './config.js';
import type { Logger } from './log.js';
import type { Store } from './store/store.js';

/** DI tokens for the service's shared objects; solver tokens live in src/solving. */
export const CONFIG: InjectionToken<Config> = Symbol('Config');
export const LOGGER: InjectionToken<Logger> = Symbol('Logger');
export const STORE: InjectionToken<Store> = Symbol('Store');
