/**
 * Regular expressions written inline in a reader from shared pieces (`rx`^${NUM}% of ${NUM}$``), compiled once
 * per call site. Every question runs through every reader, and building the source and compiling it on each
 * call cost more than the matching. The cache is keyed by the template's call site, so its pieces must be
 * fixed (module constants): a piece that changes between calls is a programming error and throws.
 */
const compiled = new WeakMap<TemplateStringsArray, { re: RegExp; values: unknown[] }>();

function build(flags: string, strings: TemplateStringsArray, values: unknown[]): RegExp {
  const hit = compiled.get(strings);
  if (hit) {
    for (let i = 0; i < values.length; i++) if (hit.values[i] !== values[i]) throw new Error(`rx: piece ${i} of /${hit.re.source}/ changed between calls`);
    return hit.re;
  }
  const re = new RegExp(String.raw(strings, ...values), flags);
  compiled.set(strings, { re, values });
  return re;
}

/** String.raw into a RegExp, compiled on the first call from this place. */
export const rx = (strings: TemplateStringsArray, ...values: unknown[]): RegExp => build('', strings, values);
/** The same with the `g` flag, for matchAll and replace (both start from lastIndex 0 of a fresh copy or reset it). */
export const rxGlobal = (strings: TemplateStringsArray, ...values: unknown[]): RegExp => build('g', strings, values);
