/**
 * POST /v1/checks: invariants evaluated on a state (a value, or a stored JSON document), after an optional
 * patch applied to a copy. Malformed invariants are all named in one 400 invalid_check; nothing is stored.
 */
import { ServiceError } from '../errors.js';
import { readInvariant, type Invariant, type PackInvariantRef } from './invariant.js';
import { evaluate, type Violation } from './invariant-check.js';
import type { StoredPack } from './pack.js';
import { applyPatchToCopy } from './patch.js';

export interface CheckInput {
  state: unknown;
  patch?: unknown;
  invariant?: unknown;
  invariants?: unknown[];
  pack?: string;
}

export interface CheckDeps {
  /** The pack by name (or name@sha256:…); throws pack_miss. */
  loadPack(ref: string): Promise<StoredPack>;
  /** A stored document's JSON value; throws document_miss, or invalid_check when it is not JSON. */
  readDocument(name: string): Promise<unknown>;
}

export interface CheckResult {
  ok: boolean;
  violations: Violation[];
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A pack's named invariant, else its named schema (as a schema invariant), else why not. */
export function packInvariant(pack: StoredPack, id: string, label = `${pack.name}#${id}`): Invariant | string {
  const raw = pack.invariants[id];
  if (raw !== undefined) {
    const read = readInvariant(raw);
    if ('ok' in read) return { ...read.ok, label };
    return `pack "${pack.name}" invariant "${id}" cannot be used`;
  }
  const schema = pack.schemas[id];
  if (schema) return { kind: 'schema', label, path: [], schema };
  return `pack "${pack.name}" has no invariant or schema "${id}" (it has ${[...Object.keys(pack.invariants), ...Object.keys(pack.schemas)].map((k) => `"${k}"`).join(', ') || 'none'})`;
}

/** Every invariant of a pack (what `pack` in a check applies). */
export function packInvariants(pack: StoredPack, filter: (raw: unknown) => boolean = () => true): Invariant[] {
  const out: Invariant[] = [];
  for (const [id, raw] of Object.entries(pack.invariants)) {
    if (!filter(raw)) continue;
    const inv = packInvariant(pack, id);
    if (typeof inv !== 'string') out.push(inv);
  }
  return out;
}

/** The state to check: the value, or `{document: <name>}` read from the account's documents. */
async function stateOf(raw: unknown, deps: CheckDeps): Promise<unknown> {
  if (isObject(raw) && Object.keys(raw).length === 1 && typeof raw.document === 'string') return deps.readDocument(raw.document);
  return raw;
}

async function resolveRef(ref: PackInvariantRef, deps: CheckDeps, packs: Map<string, StoredPack>): Promise<Invariant | string> {
  let pack = packs.get(ref.pack);
  if (!pack) {
    pack = await deps.loadPack(ref.pack);
    packs.set(ref.pack, pack);
  }
  return packInvariant(pack, ref.id, ref.label);
}

/** Reads every invariant first, so one 400 names all the malformed ones. */
export async function readInvariants(input: CheckInput, deps: CheckDeps): Promise<Invariant[]> {
  const given: { raw: unknown; param: string }[] = [];
  if (input.invariant !== undefined) given.push({ raw: input.invariant, param: 'invariant' });
  (input.invariants ?? []).forEach((raw, i) => given.push({ raw, param: `invariants[${i}]` }));
  const packs = new Map<string, StoredPack>();
  const problems: string[] = [];
  const out: Invariant[] = [];
  for (const { raw, param } of given) {
    const read = readInvariant(raw);
    const kind = isObject(raw) ? (raw.kind ?? raw.type) : raw;
    const name = `${param}${typeof kind === 'string' ? ` (${kind})` : ''}`;
    if ('problems' in read) problems.push(`${name}: ${read.problems.join('; ')}`);
    else if ('ok' in read) out.push(read.ok);
    else {
      const inv = await resolveRef(read.ref, deps, packs);
      if (typeof inv === 'string') problems.push(`${name}: ${inv}`);
      else out.push(inv);
    }
  }
  if (input.pack !== undefined) {
    const pack = packs.get(input.pack) ?? (await deps.loadPack(input.pack));
    out.push(...packInvariants(pack));
  }
  if (problems.length) {
    throw new ServiceError('invalid_check', `These invariants cannot be checked: ${problems.join('; ')}. Nothing was checked or stored.`, {
      param: given.length === 1 ? given[0].param : 'invariants',
      extra: { problems },
    });
  }
  if (!out.length) {
    throw new ServiceError('invalid_check', 'Nothing to check: send "invariant", "invariants" or a "pack" that has invariants.', { param: 'invariants' });
  }
  return out;
}

export async function runChecks(input: CheckInput, deps: CheckDeps): Promise<CheckResult> {
  const invariants = await readInvariants(input, deps);
  const state = applyPatchToCopy(await stateOf(input.state, deps), input.patch);
  const violations = evaluate(state, invariants);
  return { ok: violations.length === 0, violations };
}
