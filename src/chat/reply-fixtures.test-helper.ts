/** Replies and frame readers shared by the render tests. */
import type { Reply } from './run-turn.js';

export const receipt = { solver: 'compute', verified: true, checked: 'computed' as const, tried: ['compute:answered' as const] };

export function textReply(content = '0.75', over: Partial<Reply> = {}): Reply {
  return { model: 'svc', content, refusal: null, calls: [], finish: 'stop', receipt, usage: { input: 9, output: 2 }, outcome: 'answered', ...over };
}

export function callReply(): Reply {
  return {
    model: 'svc',
    content: 'Running the tests.',
    refusal: null,
    calls: [
      { id: 'call_a', name: 'write_file', args: { path: 'a.py', text: 'x'.repeat(100) }, argsJson: JSON.stringify({ path: 'a.py', text: 'x'.repeat(100) }), commit: true },
      { id: 'call_b', name: 'run_tests', args: {}, argsJson: '{}', commit: false },
    ],
    finish: 'tool_calls',
    receipt: { solver: 'tool', verified: false, checked: null, tried: ['tool:answered'] } as Reply['receipt'],
    usage: { input: 40, output: 12 },
    outcome: 'answered',
  };
}

export function refusalReply(): Reply {
  return { ...textReply(), content: null, refusal: 'The compute answer does not fit the requested schema.', finish: 'refusal' };
}

/** `data:` frames → parsed JSON (or the string [DONE]). */
export function dataFrames(frames: string[]): unknown[] {
  return frames.map((f) => {
    if (!f.startsWith('data: ') || !f.endsWith('\n\n') || f.slice(6, -2).includes('\n')) throw new Error(`bad frame ${f}`);
    const data = f.slice(6, -2);
    return data === '[DONE]' ? data : JSON.parse(data);
  });
}

/** `event:` frames → [event, parsed data], checking the event line matches data.type. */
export function eventFrames(frames: string[]): [string, Record<string, unknown>][] {
  return frames.map((f) => {
    const m = /^event: ([^\n]+)\ndata: ([^\n]+)\n\n$/.exec(f);
    if (!m) throw new Error(`bad frame ${f}`);
    const data = JSON.parse(m[2]);
    if (data.type !== m[1]) throw new Error(`event ${m[1]} carries type ${data.type}`);
    return [m[1], data];
  });
}

/** A fetch that answers every request with the given body, so the real SDKs parse our bytes offline. */
export function fakeFetch(body: string | object, contentType = 'application/json') {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers: { 'content-type': contentType } });
}
