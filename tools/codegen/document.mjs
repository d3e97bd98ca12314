// The OpenAPI document codegen works from, and the walks every generated module shares.
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** Helpers over one parsed document. */
export function documentTools(doc) {
  function mediaTypes(content) {
    return Object.keys(content ?? {}).sort();
  }

  function operationsTable() {
    const rows = [];
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((prm) =>
          prm.$ref ? resolveRef(prm.$ref) : prm,
        );
        const body = op.requestBody?.$ref ? resolveRef(op.requestBody.$ref) : op.requestBody;
        rows.push({
          operationId: op.operationId,
          method: method.toUpperCase(),
          path: p,
          koaPath: p.replace(/\{([^}]+)\}/g, ':$1'),
          billable: op['x-svc-billable'] === true,
          bodyRequired: body?.required === true,
          bodyTypes: mediaTypes(body?.content),
          bodyPointer: body ? `#/paths/${pointer(p)}/${method}/requestBody` : null,
          query: params.filter((x) => x.in === 'query').map((x) => x.name).sort(),
          secured: (op.security ?? doc.security ?? []).length > 0,
        });
      }
    }
    rows.sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path)));
    return rows;
  }

  /** A JSON pointer segment as a URI fragment (ajv resolves `svc#/paths/...` refs, where braces must be escaped). */
  function pointer(p) {
    return p.replace(/~/g, '~0').replace(/\//g, '~1').replace(/[{}]/g, (c) => encodeURIComponent(c));
  }

  function resolveRef(ref) {
    return ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((o, k) => o[k], doc);
  }

  return { mediaTypes, operationsTable, pointer, resolveRef };
}
