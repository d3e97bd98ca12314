/** Reply → chat completion JSON, or the chat.completion.chunk stream ending in `data: [DONE]`. */
import type { components } from '../../generated/types.js';
import type { Finish, Reply } from './run-turn.js';
import { dataFrame } from './sse.js';
import { argChunks, textChunks } from './text-chunks.js';

export interface ChatWire {
  id: string;
  created: number;
  n: number;
  includeUsage?: boolean;
}

const FINISH: Record<Finish, string> = { stop: 'stop', refusal: 'stop', tool_calls: 'tool_calls', length: 'length' };

function usage(reply: Reply, n: number) {
  const completion = reply.usage.output * n;
  return { prompt_tokens: reply.usage.input, completion_tokens: completion, total_tokens: reply.usage.input + completion };
}

export function renderChat(reply: Reply, wire: ChatWire): components['schemas']['ChatCompletion'] {
  const message: components['schemas']['ChatChoice']['message'] = { role: 'assistant', content: reply.content, refusal: reply.refusal };
  if (reply.calls.length) {
    message.tool_calls = reply.calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.argsJson } }));
  }
  return {
    id: wire.id,
    object: 'chat.completion',
    created: wire.created,
    model: reply.model,
    system_fingerprint: null,
    choices: Array.from({ length: wire.n }, (_, index) => ({ index, message, logprobs: null, finish_reason: FINISH[reply.finish] })),
    usage: usage(reply, wire.n),
    svc: reply.receipt,
  };
}

/** The deltas of one choice, in order; the last one carries finish_reason. */
function deltas(reply: Reply): { delta: Record<string, unknown>; finish?: string }[] {
  const steps: { delta: Record<string, unknown>; finish?: string }[] = [
    { delta: { role: 'assistant', content: reply.content === null ? null : '', refusal: null } },
  ];
  for (const piece of textChunks(reply.content ?? '')) steps.push({ delta: { content: piece } });
  for (const piece of textChunks(reply.refusal ?? '')) steps.push({ delta: { refusal: piece } });
  reply.calls.forEach((c, index) => {
    steps.push({ delta: { tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] } });
    for (const piece of argChunks(c.argsJson)) steps.push({ delta: { tool_calls: [{ index, function: { arguments: piece } }] } });
  });
  steps.push({ delta: {}, finish: FINISH[reply.finish] });
  return steps;
}

export function chatFrames(reply: Reply, wire: ChatWire): string[] {
  const head = { id: wire.id, object: 'chat.completion.chunk', created: wire.created, model: reply.model };
  const frames: string[] = [];
  // With n > 1 the choices interleave step by step, as OpenAI streams them.
  for (const step of deltas(reply)) {
    for (let index = 0; index < wire.n; index++) {
      const chunk: Record<string, unknown> = {
        ...head,
        choices: [{ index, delta: step.delta, logprobs: null, finish_reason: step.finish ?? null }],
      };
      if (wire.includeUsage) chunk.usage = null;
      if (step.finish) chunk.svc = reply.receipt;
      frames.push(dataFrame(chunk));
    }
  }
  if (wire.includeUsage) frames.push(dataFrame({ ...head, choices: [], usage: usage(reply, wire.n) }));
  frames.push(dataFrame('[DONE]'));
  return frames;
}
