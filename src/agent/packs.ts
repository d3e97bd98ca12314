/**
 * The key's tool packs: create, publish the next version (If-Match), read by name, hash or ref
 * (`name` or `name@sha256:<hash>`), remove. Every miss is a 404 pack_miss listing the key's packs.
 */
import { ServiceError } from '../errors.js';
import type { PackRepo, PackVersionRow } from '../store/pack-repo.js';
import { normalizeHash } from './canonical-hash.js';
import { checkPackName, packHash, readPack, type PackContent, type PackRefInfo, type StoredPack } from './pack.js';

const CONTENT_FIELDS = ['tools', 'schemas', 'invariants', 'pipelines'] as const;

function toPack(row: PackVersionRow): StoredPack {
  return { name: row.name, version: row.version, hash: row.hash, ...(JSON.parse(row.content) as PackContent) };
}

/** `If-Match: 3`, `"3"`, `W/"3"`, or the version's hash. */
function expectedVersion(ifMatch: string, current: StoredPack | undefined): number {
  const raw = ifMatch.trim();
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw);
  if (m) return Number(m[1]);
  const hash = normalizeHash(raw.replace(/^(?:W\/)?"|"$/g, ''));
  if (hash) return current && current.hash === hash ? current.version : -1;
  throw new ServiceError('invalid_request', `If-Match ${JSON.stringify(raw)} is not a pack version; send the version you read, e.g. If-Match: 3.`, { param: 'If-Match' });
}

export class Packs {
  constructor(private readonly repo: PackRepo) {}

  /** The refs of the key's packs: what a miss lists. */
  async refs(keyId: string): Promise<PackRefInfo[]> {
    return (await this.repo.list(keyId)).map((r) => ({ name: r.name, version: r.version, hash: r.hash }));
  }

  async miss(keyId: string, ref: string, param: string, why?: string): Promise<ServiceError> {
    const packs = await this.refs(keyId);
    const names = packs.map((p) => p.name).join(', ') || 'none';
    return new ServiceError('pack_miss', `${why ?? `No pack ${JSON.stringify(ref)} on this key`}; the key's packs: ${names}. Store it with POST /v1/packs or use one of them.`, {
      param,
      extra: { packs },
      body: { svc: { pack_miss: { pack: ref, packs } } },
    });
  }

  async create(keyId: string, body: Record<string, unknown>): Promise<{ pack: StoredPack; created: boolean }> {
    const name = checkPackName(String(body.name));
    const content = readPack(body);
    const hash = packHash(content);
    const { row, created } = await this.repo.create(keyId, name, hash, JSON.stringify(content));
    return { pack: toPack(row), created };
  }

  /** The next version: fields left out are kept from the version read. */
  async publish(keyId: string, name: string, ifMatch: string, body: Record<string, unknown>): Promise<StoredPack> {
    const current = await this.get(keyId, name);
    if (body.name !== undefined && body.name !== name) {
      throw new ServiceError('invalid_request', `The body names pack ${JSON.stringify(body.name)} but the path names "${name}"; a pack keeps its name.`, { param: 'name' });
    }
    const expected = expectedVersion(ifMatch, current);
    const merged: Record<string, unknown> = {};
    for (const f of CONTENT_FIELDS) merged[f] = body[f] !== undefined ? body[f] : current[f];
    const content = readPack(merged);
    const hash = packHash(content);
    const row = await this.repo.publish(keyId, name, expected, hash, JSON.stringify(content));
    if (!row) throw await this.miss(keyId, name, 'name');
    return toPack(row);
  }

  /** The latest version, or the one with `hash`. */
  async get(keyId: string, name: string, hash?: string, param = 'name'): Promise<StoredPack> {
    if (hash !== undefined) {
      const h = normalizeHash(hash);
      const row = h ? await this.repo.byHash(keyId, name, h) : undefined;
      if (!row) throw await this.miss(keyId, `${name}@${hash}`, 'hash', `Pack "${name}" has no version with hash ${JSON.stringify(hash)} on this key`);
      return toPack(row);
    }
    const row = await this.repo.latest(keyId, name);
    if (!row) throw await this.miss(keyId, name, param);
    return toPack(row);
  }

  /** `name` or `name@sha256:<hash>` as sent in a completion or a check. */
  async resolve(keyId: string, ref: string, param = 'pack'): Promise<StoredPack> {
    const at = ref.indexOf('@');
    if (at < 0) return this.get(keyId, ref, undefined, param);
    const name = ref.slice(0, at);
    const h = normalizeHash(ref.slice(at + 1));
    const row = h ? await this.repo.byHash(keyId, name, h) : undefined;
    if (!row) throw await this.miss(keyId, ref, param, `No version of pack "${name}" has hash ${ref.slice(at + 1)} on this key`);
    return toPack(row);
  }

  async list(keyId: string): Promise<StoredPack[]> {
    return (await this.repo.list(keyId)).map(toPack);
  }

  async remove(keyId: string, name: string): Promise<void> {
    if (!(await this.repo.remove(keyId, name))) throw await this.miss(keyId, name, 'name');
  }

  /** The schema `<pack>#<id>` (the pack may be pinned: `<pack>@sha256:…#<id>`); null when either is absent. */
  async schema(keyId: string, schemaId: string): Promise<Record<string, unknown> | null> {
    const hashAt = schemaId.lastIndexOf('#');
    const ref = schemaId.slice(0, hashAt);
    const id = schemaId.slice(hashAt + 1);
    const pack = await this.resolve(keyId, ref).catch((e: unknown) => {
      if (e instanceof ServiceError && e.code === 'pack_miss') return null;
      throw e;
    });
    return pack?.schemas[id] ?? null;
  }
}
