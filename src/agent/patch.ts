/** Applies an RFC 6902 JSON Patch (an array) or an RFC 7396 merge patch (an object) to a copy of a state. */
import jsonPatch from 'fast-json-patch';
import mergePatch from 'json-merge-patch';
import { ServiceError } from '../errors.js';

/** The patched copy; the state itself is never changed. A patch that cannot apply is refused, naming the operation and why. */
export function applyPatchToCopy(state: unknown, patch: unknown, param = 'patch'): unknown {
  const copy = structuredClone(state);
  if (patch === undefined || patch === null) return copy;
  if (Array.isArray(patch)) {
    try {
      // validate: every operation is checked (op, path, value) before any is applied; mutate the copy only.
      return jsonPatch.applyPatch(copy, patch as jsonPatch.Operation[], true, true).newDocument;
    } catch (e) {
      const err = e as { name?: string; message?: string; index?: number };
      const index = typeof err.index === 'number' ? err.index : undefined;
      const why = (err.message ?? String(e)).split('\n')[0];
      throw new ServiceError('invalid_check', `The JSON Patch cannot be applied: ${index !== undefined ? `operation ${index} (${JSON.stringify(patch[index])}) ` : ''}${why} (${err.name ?? 'error'}). Nothing was changed or stored.`, {
        param: index !== undefined ? `${param}[${index}]` : param,
      });
    }
  }
  if (typeof patch === 'object') return mergePatch.apply(copy, patch);
  throw new ServiceError('invalid_check', 'patch must be an RFC 6902 JSON Patch (an array of operations) or a JSON merge patch (an object).', { param });
}
