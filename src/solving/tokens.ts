/** DI tokens of the solving layer; registrations live in registry.ts. */
import type { InjectionToken } from 'tsyringe';
import type { SolverPlugin } from './solver.js';

/** Every solver plugin is registered under this one token, in consultation tie-break order. */
export const SOLVERS: InjectionToken<SolverPlugin> = Symbol.for('svc.solvers');

/** Where the router reports plugin failures; the service's pino logger fits. */
export interface SolverLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}
