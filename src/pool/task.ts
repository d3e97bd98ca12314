/**
 * A task is a named export of a module, run in a worker thread. Its arguments and result cross the thread
 * boundary by structured clone (plain data, typed arrays); errors cross as their name, message and own
 * fields, and come back as the classes the task lists, so callers can still tell a refusal from a fault.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskFn = (...args: any[]) => unknown;

type ErrorClass = abstract new (...args: never[]) => Error;

export interface TaskRef<F extends TaskFn> {
  /** file: URL of the module (its source twin under vitest; see worker-file.ts). */
  readonly module: string;
  readonly name: string;
  /** Error classes the task throws on purpose; anything else comes back as a plain Error. */
  readonly errors: readonly ErrorClass[];
  /** Type only: the function the task runs. */
  readonly fn?: F;
}

/** `defineTask<typeof decode>(import.meta.url, './decode.js', 'decode')`: the export `name` of a module beside the caller. */
export function defineTask<F extends TaskFn>(base: string, path: string, name: string, errors: readonly ErrorClass[] = []): TaskRef<F> {
  return Object.freeze({ module: new URL(path, base).href, name, errors: Object.freeze([...errors]) });
}

/** What the worker sends back: never a thrown value, so no error is flattened by the thread boundary. */
export type TaskReply = { ok: true; value: unknown } | { ok: false; error: SentError };

export interface SentError {
  /** The class name (`constructor.name`), matched against the task's `errors`. */
  kind: string;
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export interface TaskMessage {
  module: string;
  name: string;
  args: unknown[];
}

/** Only cloneable own fields travel; a field that cannot be cloned is dropped rather than failing the reply. */
export function sendError(e: unknown): SentError {
  if (!(e instanceof Error)) return { kind: 'Error', name: 'Error', message: String(e), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    try {
      structuredClone(v);
      fields[k] = v;
    } catch {
      // not cloneable: left out
    }
  }
  return { kind: e.constructor?.name ?? 'Error', name: e.name, message: e.message, stack: e.stack, fields };
}

export function reviveError(sent: SentError, errors: readonly ErrorClass[]): Error {
  const cls = errors.find((c) => c.name === sent.kind);
  const err: Error = cls ? Object.create(cls.prototype) : new Error(sent.message);
  Object.assign(err, sent.fields);
  Object.defineProperty(err, 'message', { value: sent.message, writable: true, configurable: true });
  Object.defineProperty(err, 'name', { value: sent.name, writable: true, configurable: true });
  if (sent.stack) Object.defineProperty(err, 'stack', { value: sent.stack, writable: true, configurable: true });
  return err;
}
