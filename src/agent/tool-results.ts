/**
 * Results of proposed calls, per key: a posted result is checked at once with what its call was
 * recorded with, stored, and read by the next turn resuming the phase. An unknown call is 404 call_miss.
 */
import { ServiceError } from '../errors.js';
import type { ToolCallRepo, ToolCallRow, ToolResultRow } from '../store/tool-call-repo.js';
import { checkToolResult, type ResultChecks, type ToolOutput, type ToolResultCheck } from './result-check.js';

export interface PostedResult {
  call_id: string;
  content?: unknown;
  result?: unknown;
  is_error?: boolean;
}

export function callMiss(callId: string, detail = 'no call with this id was proposed on this key'): ServiceError {
  return new ServiceError('call_miss', `Unknown call "${callId}": ${detail}. Post results with the id of a call the service proposed (svc.call.id, the tool call id).`, { param: 'call_id' });
}

/** The output as stored and echoed: `{content}` or `{result}`, as sent. */
export function outputOf(posted: PostedResult): ToolResultRow['output'] {
  return posted.result !== undefined ? { result: posted.result } : { content: posted.content };
}

export function checksOf(call: ToolCallRow): ResultChecks {
  return (call.checks as ResultChecks | null) ?? { tool: call.name };
}

export class ToolResults {
  constructor(private readonly calls: ToolCallRepo) {}

  async post(keyId: string, posted: PostedResult): Promise<ToolResultCheck & { call_id: string }> {
    const call = await this.calls.find(keyId, posted.call_id);
    if (!call) throw callMiss(posted.call_id);
    const output: ToolOutput = { ...outputOf(posted), isError: posted.is_error === true };
    const check = checkToolResult(output, checksOf(call));
    await this.calls.postResult(keyId, { call_id: call.id, output: outputOf(posted), check: output.isError ? { ...check, is_error: true } : check });
    return { call_id: call.id, ...check };
  }

  async get(keyId: string, callId: string): Promise<{ call_id: string; content?: unknown; result?: unknown; check: ToolResultCheck & { call_id: string } }> {
    const call = await this.calls.find(keyId, callId);
    if (!call) throw callMiss(callId);
    const [row] = await this.calls.results(keyId, [callId]);
    if (!row) throw callMiss(callId, 'the call was proposed, but no result has been posted for it yet (POST /v1/tools/results)');
    const { is_error: _flag, ...check } = row.check as ToolResultCheck & { is_error?: boolean };
    return { call_id: callId, ...row.output, check: { call_id: callId, ...check } };
  }
}
