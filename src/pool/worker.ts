/** The worker thread's entry: imports the task's module (once per thread) and runs the named export. */
import { sendError, type TaskMessage, type TaskReply } from './task.js';

const modules = new Map<string, Promise<Record<string, unknown>>>();

export default async function runTask(msg: TaskMessage): Promise<TaskReply> {
  try {
    let mod = modules.get(msg.module);
    if (!mod) modules.set(msg.module, (mod = import(msg.module) as Promise<Record<string, unknown>>));
    const fn = (await mod)[msg.name];
    if (typeof fn !== 'function') throw new Error(`${msg.module} has no function export "${msg.name}"`);
    return { ok: true, value: await fn(...msg.args) };
  } catch (e) {
    return { ok: false, error: sendError(e) };
  }
}
