/**
 * A tool pack's content, read from what the caller sent (a pack, or an MCP `tools/list` result) and
 * refused whole when any part cannot be checked: every such tool, schema, invariant and pipeline is named
 * with the reason, and nothing is stored.
 */
import { isRecord } from '../core/is-record.js';
import { ServiceError } from '../errors.js';
import { schemaProblem } from '../core/json-schema.js';
import { contentHash } from './canonical-hash.js';
import { readInvariant } from './invariant.js';
import { readPipeline, type PipelineStep } from './pipeline.js';

/** The most tools one pack may hold (what the common chat APIs accept in one request). */
export const MAX_PACK_TOOLS = 128;

export const PACK_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export interface PackTool {
  name: string;
  /** True when running it changes something: the proposed call says so, for the caller's approval. */
  commit: boolean;
  description?: string;
  /** JSON schema of the arguments (an object schema). */
  parameters: Record<string, unknown>;
  /** JSON schema of the result, or `<pack>#<id>` naming one of the pack's schemas; results are checked against it. */
  outputSchema?: Record<string, unknown> | string;
  /** More checks of its results: ids of the pack's invariants or schemas (`<id>` or `<pack>#<id>`). */
  checks?: string[];
}

export interface PackContent {
  tools: PackTool[];
  schemas: Record<string, Record<string, unknown>>;
  invariants: Record<string, unknown>;
  pipelines: Record<string, PipelineStep[]>;
}

/** One stored version of a pack. */
export interface StoredPack extends PackContent {
  name: string;
  version: number;
  hash: string;
}

export type PackRefInfo = { name: string; version: number; hash: string };

/** MCP annotations say whether a tool only reads; one that may change something is a commit. */
function commitOf(t: Record<string, unknown>, problems: string[], label: string): boolean {
  if (t.commit !== undefined) {
    if (typeof t.commit !== 'boolean') problems.push(`${label}: "commit" must be true or false`);
    return t.commit === true;
  }
  const a = isRecord(t.annotations) ? t.annotations : {};
  return a.readOnlyHint === false || a.destructiveHint === true;
}

function readTool(raw: unknown, i: number, problems: string[]): PackTool | null {
  if (!isRecord(raw)) {
    problems.push(`tools[${i}]: is not an object with name and parameters`);
    return null;
  }
  const name = typeof raw.name === 'string' ? raw.name : undefined;
  const label = name ? `tool "${name}"` : `tools[${i}]`;
  const before = problems.length;
  if (!name) problems.push(`${label}: has no name`);
  else if (!TOOL_NAME.test(name)) problems.push(`${label}: the name must be 1 to 64 letters, digits, "_", "-" or "."`);
  if (raw.description !== undefined && typeof raw.description !== 'string') problems.push(`${label}: "description" must be a string`);
  // An MCP tool has inputSchema; an OpenAI-style function tool nests everything under `function`.
  const fn = isRecord(raw.function) ? raw.function : raw;
  const parameters = fn.parameters ?? raw.inputSchema ?? raw.input_schema ?? { type: 'object', properties: {} };
  const paramProblem = !isRecord(parameters)
    ? 'it is not a JSON schema object'
    : parameters.type !== undefined && parameters.type !== 'object'
      ? `its type is ${JSON.stringify(parameters.type)}, but arguments are an object`
      : schemaProblem(parameters);
  if (paramProblem) problems.push(`${label}: the parameters schema cannot be checked: ${paramProblem}`);
  const output = raw.outputSchema ?? raw.output_schema;
  if (output !== undefined && typeof output !== 'string') {
    const p = schemaProblem(output);
    if (p) problems.push(`${label}: the outputSchema cannot be checked: ${p}`);
  }
  const checks = raw.checks;
  if (checks !== undefined && (!Array.isArray(checks) || checks.some((c) => typeof c !== 'string'))) problems.push(`${label}: "checks" must list ids of the pack's invariants or schemas`);
  const commit = commitOf(raw, problems, label);
  if (problems.length > before) return null;
  const description = typeof fn.description === 'string' ? fn.description : (raw.description as string | undefined);
  const tool: PackTool = { name: name!, commit, ...(description !== undefined ? { description } : {}), parameters: parameters as Record<string, unknown> };
  if (output !== undefined) tool.outputSchema = output as Record<string, unknown> | string;
  if (Array.isArray(checks) && checks.length) tool.checks = checks as string[];
  return tool;
}

function readObjectField(body: Record<string, unknown>, field: string, problems: string[]): Record<string, unknown> {
  const v = body[field];
  if (v === undefined || v === null) return {};
  if (!isRecord(v)) {
    problems.push(`"${field}" must be an object of named entries`);
    return {};
  }
  return v;
}

/** The content of a pack as sent (the schema checked its outer shape); throws invalid_pack or too_many_tools. */
export function readPack(body: Record<string, unknown>): PackContent {
  const rawTools = body.tools ?? (isRecord(body.result) ? body.result.tools : undefined);
  if (!Array.isArray(rawTools)) throw new ServiceError('invalid_pack', 'The pack needs "tools", an array of tool definitions (or of MCP tools from tools/list); nothing was stored.', { param: 'tools' });
  if (rawTools.length > MAX_PACK_TOOLS) {
    throw new ServiceError('too_many_tools', `A pack holds at most ${MAX_PACK_TOOLS} tools; this one has ${rawTools.length}. Split it into several packs; nothing was stored.`, { param: 'tools' });
  }
  const problems: string[] = [];
  const tools: PackTool[] = [];
  const seen = new Set<string>();
  rawTools.forEach((raw, i) => {
    const tool = readTool(raw, i, problems);
    if (!tool) return;
    if (seen.has(tool.name)) problems.push(`tool "${tool.name}": the name is used by another tool of the pack`);
    seen.add(tool.name);
    tools.push(tool);
  });
  const schemas = readObjectField(body, 'schemas', problems);
  for (const [id, s] of Object.entries(schemas)) {
    const p = schemaProblem(s);
    if (p) problems.push(`schema "${id}": ${p}`);
  }
  const invariants = readObjectField(body, 'invariants', problems);
  for (const [id, inv] of Object.entries(invariants)) {
    const read = readInvariant(isRecord(inv) && inv.id === undefined && inv.name === undefined ? { ...inv, id } : inv);
    if ('problems' in read) problems.push(`invariant "${id}": ${read.problems.join('; ')}`);
    else if ('ref' in read) problems.push(`invariant "${id}": refers to ${read.ref.label}; a pack's invariants are written out, not references`);
    const bound = isRecord(inv) ? inv.tools : undefined;
    if (bound !== undefined && (!Array.isArray(bound) || bound.some((t) => typeof t !== 'string' || !seen.has(t)))) {
      problems.push(`invariant "${id}": "tools" must list tools of this pack (it binds the invariant to their results)`);
    }
  }
  for (const t of tools) {
    const named = [...(typeof t.outputSchema === 'string' ? [t.outputSchema] : []), ...(t.checks ?? [])];
    for (const ref of named) {
      const id = localId(ref);
      const isSchema = ref === t.outputSchema;
      if (isSchema ? !(id in schemas) : !(id in schemas) && !(id in invariants)) {
        problems.push(`tool "${t.name}": ${isSchema ? 'the outputSchema' : '"checks"'} names "${ref}", which is not ${isSchema ? 'a schema' : 'an invariant or schema'} of this pack`);
      }
    }
  }
  const pipelines: Record<string, PipelineStep[]> = {};
  for (const [name, steps] of Object.entries(readObjectField(body, 'pipelines', problems))) {
    const read = readPipeline(steps, seen);
    if ('problems' in read) problems.push(...read.problems.map((p) => `pipeline "${name}": ${p}`));
    else pipelines[name] = read.steps;
  }
  if (problems.length) {
    throw new ServiceError('invalid_pack', `The pack cannot be checked, so nothing was stored: ${problems.join('; ')}. Fix these and send it again.`, {
      param: 'tools',
      extra: { problems },
    });
  }
  return { tools, schemas: schemas as PackContent['schemas'], invariants, pipelines };
}

/** The id of `<id>`, `#<id>` or `<pack>#<id>` (a tool's references to its own pack's schemas and invariants). */
export function localId(ref: string): string {
  return ref.slice(ref.lastIndexOf('#') + 1);
}

/** A tool's outputSchema as a schema: written out, or the pack schema it names. */
export function outputSchemaOf(pack: PackContent, tool: PackTool): Record<string, unknown> | undefined {
  return typeof tool.outputSchema === 'string' ? pack.schemas[localId(tool.outputSchema)] : tool.outputSchema;
}

/** Names are what `pack: <name>` and `<pack>#<id>` refer to. */
export function checkPackName(name: string): string {
  if (!PACK_NAME.test(name)) {
    throw new ServiceError('invalid_name', `Invalid pack name ${JSON.stringify(name)}: use 1 to 128 letters, digits, ".", "_" or "-", starting with a letter or digit (no "@" or "#"). Nothing was stored.`, { param: 'name' });
  }
  return name;
}

export function packHash(content: PackContent): string {
  return contentHash(content);
}

export function packRefInfo(p: StoredPack): PackRefInfo {
  return { name: p.name, version: p.version, hash: p.hash };
}
