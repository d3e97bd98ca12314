/** Server-sent events: the frames of each wire format, and writing them with backpressure until the client goes. */
import { PassThrough } from 'node:stream';

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/** A `data:` frame (chat completions): one line of JSON, or the literal [DONE]. */
export function dataFrame(payload: unknown): string {
  return `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
}

/** An `event:` + `data:` frame (Messages, Responses); the data repeats the type first. */
export function eventFrame(type: string, payload: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...payload })}\n\n`;
}

const BATCH_CHARS = 16 * 1024;

export interface SseOutcome {
  /** False when the client went away before the last frame. */
  completed: boolean;
  framesWritten: number;
}

/** Writes frames until done or the connection closes; every listener it adds is removed at the end. */
export function pump(out: PassThrough, res: NodeJS.EventEmitter, frames: Iterable<string>): Promise<SseOutcome> {
  return new Promise((resolve) => {
    const it = frames[Symbol.iterator]();
    let written = 0;
    let closed = false;
    let finished = false;

    const finish = (completed: boolean) => {
      if (finished) return;
      finished = true;
      res.off('close', onClose);
      out.off('close', onClose);
      out.off('drain', step);
      if (!completed) {
        it.return?.();
        // Frames already buffered for a gone client are dropped, not kept until GC.
        out.destroy();
      }
      resolve({ completed, framesWritten: written });
    };
    // Writing is synchronous between drains, so a close always arrives while idle.
    function onClose() {
      closed = true;
      finish(false);
    }
    // Frames are joined into chunks of up to BATCH_CHARS: each chunk costs a socket write, and the
    // frames of a finished answer are all ready at once.
    function step() {
      let batch = '';
      while (!closed) {
        const next = it.next();
        if (next.done) {
          out.end(batch || undefined);
          finish(true);
          return;
        }
        written++;
        batch += next.value;
        if (batch.length < BATCH_CHARS) continue;
        const more = out.write(batch);
        batch = '';
        if (!more) {
          out.once('drain', step);
          return;
        }
      }
      finish(false);
    }

    res.once('close', onClose);
    out.once('close', onClose);
    // Koa flushes the headers and starts piping only after the handler returns.
    setImmediate(() => finished || step());
  });
}
