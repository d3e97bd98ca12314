/** Reply → Messages-style JSON, or its event stream (message_start … message_stop, every frame named). */
import type { components } from '../../generated/types.js';
import type { Finish, Reply } from './run-turn.js';
import { eventFrame } from './sse.js';
import { argChunks, textChunks } from './text-chunks.js';

export interface MessagesWire {
  id: string;
}

const STOP: Record<Finish, string> = { stop: 'end_turn', refusal: 'refusal', tool_calls: 'tool_use', length: 'max_tokens' };

type Block = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

function blocks(reply: Reply): Block[] {
  const out: Block[] = [];
  const text = reply.refusal ?? reply.content;
  if (text !== null && (text !== '' || !reply.calls.length)) out.push({ type: 'text', text });
  for (const c of reply.calls) out.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
  return out;
}

function message(reply: Reply, wire: MessagesWire, content: Block[], stop: string | null, outputTokens: number): components['schemas']['Message'] {
  return {
    id: wire.id,
    type: 'message' as const,
    role: 'assistant' as const,
    model: reply.model,
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: reply.usage.input, output_tokens: outputTokens },
    svc: reply.receipt,
  };
}

export function renderMessage(reply: Reply, wire: MessagesWire): components['schemas']['Message'] {
  return message(reply, wire, blocks(reply), STOP[reply.finish], reply.usage.output);
}

export function messageFrames(reply: Reply, wire: MessagesWire): string[] {
  // The SDK keeps the message_start object as the final message, so the receipt goes there (and on message_delta).
  const frames = [eventFrame('message_start', { message: message(reply, wire, [], null, 1) })];
  blocks(reply).forEach((block, index) => {
    if (block.type === 'text') {
      frames.push(eventFrame('content_block_start', { index, content_block: { type: 'text', text: '' } }));
      for (const text of textChunks(block.text)) {
        frames.push(eventFrame('content_block_delta', { index, delta: { type: 'text_delta', text } }));
      }
    } else {
      // Tool input travels only as input_json_delta fragments; the start block carries an empty input.
      frames.push(eventFrame('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } }));
      for (const partial_json of argChunks(JSON.stringify(block.input))) {
        frames.push(eventFrame('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } }));
      }
    }
    frames.push(eventFrame('content_block_stop', { index }));
  });
  frames.push(
    eventFrame('message_delta', {
      delta: { stop_reason: STOP[reply.finish], stop_sequence: null },
      usage: { output_tokens: reply.usage.output },
      svc: reply.receipt,
    }),
  );
  frames.push(eventFrame('message_stop', {}));
  return frames;
}
