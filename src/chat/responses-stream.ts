/** Reply → Responses event stream: response.created … response.completed, numbered from 0. */
import { callItem, messageItem, outputItems, responseObject, responseShell, type ResponsesWire } from './responses-render.js';
import type { Reply } from './run-turn.js';
import { eventFrame } from './sse.js';
import { argChunks, textChunks } from './text-chunks.js';

export function responseFrames(reply: Reply, wire: ResponsesWire): string[] {
  const frames: string[] = [];
  let sequence_number = 0;
  const emit = (type: string, payload: Record<string, unknown>) => frames.push(eventFrame(type, { sequence_number: sequence_number++, ...payload }));

  const shell = responseShell(reply, wire);
  emit('response.created', { response: shell });
  emit('response.in_progress', { response: shell });

  const items = outputItems(reply, wire);
  let output_index = 0;
  if (items.message) {
    const { id: item_id, part } = items.message;
    const at = { item_id, output_index, content_index: 0 };
    emit('response.output_item.added', { output_index, item: messageItem(item_id, 'in_progress', []) });
    if (part.type === 'output_text') {
      emit('response.content_part.added', { ...at, part: { type: 'output_text', text: '', annotations: [] } });
      for (const delta of textChunks(part.text)) emit('response.output_text.delta', { ...at, delta, logprobs: [] });
      emit('response.output_text.done', { ...at, text: part.text, logprobs: [] });
    } else {
      emit('response.content_part.added', { ...at, part: { type: 'refusal', refusal: '' } });
      for (const delta of textChunks(part.refusal)) emit('response.refusal.delta', { ...at, delta });
      emit('response.refusal.done', { ...at, refusal: part.refusal });
    }
    emit('response.content_part.done', { ...at, part });
    emit('response.output_item.done', { output_index, item: messageItem(item_id, 'completed', [part]) });
    output_index++;
  }
  for (const call of items.calls) {
    const at = { item_id: call.id, output_index };
    emit('response.output_item.added', { output_index, item: callItem(call, 'in_progress', '') });
    for (const delta of argChunks(call.arguments)) emit('response.function_call_arguments.delta', { ...at, delta });
    // The full arguments go in .done, output_item.done and completed alike (clients read any of them).
    emit('response.function_call_arguments.done', { ...at, name: call.name, arguments: call.arguments });
    emit('response.output_item.done', { output_index, item: callItem(call, 'completed') });
    output_index++;
  }
  const final = responseObject(reply, wire);
  emit(final.status === 'incomplete' ? 'response.incomplete' : 'response.completed', { response: final });
  return frames;
}
