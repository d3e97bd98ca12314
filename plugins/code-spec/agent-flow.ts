/**
 * The coding-agent flow: when the request offers a file-writing tool and a command tool (write_file,
 * edit, bash, run_command, …), the checked program is not put in the reply but proposed as calls, one a
 * turn: write the module (commit: true), write the tests (commit: true), run the checking command. Each
 * later turn reads the tool results; the last one finishes with a summary. Only code that already passed
 * in the sandbox is ever proposed.
 */
import { sameCall, toolOutputs, type Ask, type AskTool, type ProposedCall } from '../../src/plugin-api.js';
import type { Written } from './write-code.js';

const WRITE_TOOL = /^(?:write_?file|write|create_?file|file_?write|save_?file|str_replace_based_edit_tool|str_replace_editor|edit_?file|edit)$/i;
const RUN_TOOL = /^(?:bash|run_?command|shell|run_?shell|execute(?:_command)?|terminal|run|exec)$/i;

function props(tool: AskTool): string[] {
  const p = (tool.parameters?.properties ?? {}) as Record<string, unknown>;
  return Object.keys(p);
}

function pick(names: readonly string[], wanted: RegExp): string | undefined {
  return names.find((n) => wanted.test(n));
}

export interface AgentTools {
  write: AskTool;
  run: AskTool;
}

export function agentTools(ask: Ask): AgentTools | null {
  const write = ask.tools.find((t) => WRITE_TOOL.test(t.name) && pick(props(t), /^(?:path|file_?path|filename|file)$/i));
  const run = ask.tools.find((t) => RUN_TOOL.test(t.name) && pick(props(t), /^(?:command|cmd|script|commandline|command_line)$/i));
  return write && run ? { write, run } : null;
}

function writeCall(tool: AskTool, path: string, content: string): ProposedCall {
  const names = props(tool);
  const args: Record<string, unknown> = { [pick(names, /^(?:path|file_?path|filename|file)$/i)!]: path, [pick(names, /^(?:content|contents|text|file_text|data|body)$/i) ?? 'content']: content };
  // The editor tools of coding agents take a sub-command: create a new file.
  if (names.includes('command')) args.command = 'create';
  return { name: tool.name, args, commit: true };
}

function runCall(tool: AskTool, command: string): ProposedCall {
  return { name: tool.name, args: { [pick(props(tool), /^(?:command|cmd|script|commandline|command_line)$/i)!]: command }, commit: false };
}

export type FlowStep = { call: ProposedCall } | { finished: { passed: boolean; output: string } };

/** The shell form of the checking command, as the caller runs it. */
function shellCommand(w: Written): string {
  if (w.run.command === 'pytest') return 'python3 -m pytest -q';
  if (w.run.command === 'python3 -m unittest') return 'python3 -m unittest -v';
  return w.run.command;
}

/** The steps of the task, and the next one given the calls already made and answered. */
export function nextStep(ask: Ask, tools: AgentTools, file: string, w: Written): FlowStep {
  // The package file the sandbox run needed is the caller's own in their workspace: never overwritten.
  const steps = Object.entries(w.run.files)
    .filter(([path]) => path !== 'package.json')
    .map(([path, text]) => writeCall(tools.write, path, text));
  steps.push(runCall(tools.run, shellCommand(w)));
  const made = ask.messages.flatMap((m) => m.toolCalls ?? []);
  const outputs = toolOutputs(ask.messages);
  for (const step of steps) {
    const call = made.find((c) => sameCall(c, step));
    if (!call) return { call: step };
    const out = outputs.get(call.id);
    if (!out) return { call: step };
    if (out.isError) return { finished: { passed: false, output: `${call.name} failed: ${String(out.content).slice(0, 500)}` } };
  }
  const last = made.find((c) => sameCall(c, steps[steps.length - 1]))!;
  const output = String(outputs.get(last.id)?.content ?? '');
  const failed = /\b(?:\d+ failed|FAILED|Error|Traceback|errors?\b=)/.test(output) && !/\b0 failed\b/.test(output);
  void file;
  return { finished: { passed: !failed, output } };
}
