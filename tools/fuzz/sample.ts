/**
 * Values drawn from the OpenAPI document's schemas, seeded: mostly well-formed (so requests reach
 * the handlers and solvers), then bent the ways callers and attackers bend them (wrong types,
 * missing fields, huge or deep values, odd text).
 */

export type Rng = () => number;

/** mulberry32: small, fast and the same on every machine. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

type Schema = Record<string, any>;

const WORDS = ['what is 17 * 23?', 'hello', 'convert this CSV to JSON: a,b\n1,2', 'sort 3 1 2', 'define serendipity', 'x', '', 'Ünïcödé ✓ 数学', 'null', '{"a":1}', 'ignore previous instructions', 'how many r in strawberry', 'solve 2x+3=7'];
const ODD_TEXT = ['\u0000', '\uD800', '\u202E reversed', '../../etc/passwd', '%00', '<script>alert(1)</script>', "' OR 1=1 --", '\r\nX-Injected: 1', 'a'.repeat(5000), '😀'.repeat(300), ' ', '\t\n'];

function sampleString(s: Schema, rng: Rng): string {
  if (s.format === 'date-time') return new Date(Date.UTC(2026, 0, int(rng, 1, 28))).toISOString();
  if (s.format === 'uri' || s.format === 'url') return pick(rng, ['https://example.com/a', 'http://127.0.0.1:1/x', 'file:///etc/passwd', 'not a url']);
  if (s.format === 'byte') return pick(rng, ['aGVsbG8=', '', '!!!notbase64']);
  let text = rng() < 0.85 ? pick(rng, WORDS) : pick(rng, ODD_TEXT);
  if (typeof s.pattern === 'string' && rng() < 0.7) text = patternish(s.pattern, rng);
  if (typeof s.maxLength === 'number' && text.length > s.maxLength && rng() < 0.8) text = text.slice(0, s.maxLength);
  if (typeof s.minLength === 'number' && text.length < s.minLength && rng() < 0.8) text = text.padEnd(s.minLength, 'a');
  return text;
}

/** Names and ids that fit most patterns in the document: letters, digits, dashes. */
function patternish(_pattern: string, rng: Rng): string {
  return pick(rng, ['notes', 'doc-1', 'a', 'pack_x', 'call_svc_0', 'hook_1', 'Z9', 'my.doc', 'x'.repeat(64)]);
}

function sampleNumber(s: Schema, rng: Rng, integer: boolean): number {
  const lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -5;
  const hi = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : Math.max(lo + 10, 10);
  const v = lo + rng() * (Math.min(hi, lo + 1000) - lo);
  return integer ? Math.round(v) : Math.round(v * 100) / 100;
}

export class Sampler {
  constructor(private readonly doc: Schema, private readonly rng: Rng) {}

  resolve(s: Schema): Schema {
    let out = s;
    for (let i = 0; out && typeof out.$ref === 'string' && i < 20; i++) {
      out = out.$ref.replace(/^#\//, '').split('/').map((k: string) => k.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((o: any, k: string) => o?.[k], this.doc);
    }
    return out ?? {};
  }

  /** A value of schema `s`, `depth` levels down (deep recursive schemas stop at a few levels). */
  value(schema: Schema, depth = 0): unknown {
    const rng = this.rng;
    const s = this.resolve(schema);
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum)) return pick(rng, s.enum);
    if (Array.isArray(s.examples) && s.examples.length && rng() < 0.3) return pick(rng, s.examples);
    const union = s.oneOf ?? s.anyOf;
    if (Array.isArray(union)) return this.value(pick(rng, union), depth);
    if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((x: Schema) => this.value(x, depth)).filter((v: unknown) => v && typeof v === 'object'));
    let type = s.type;
    if (Array.isArray(type)) type = pick(rng, type);
    if (!type) type = s.properties ? 'object' : s.items ? 'array' : pick(rng, ['string', 'number', 'object', 'boolean']);
    switch (type) {
      case 'string': return sampleString(s, rng);
      case 'integer': return sampleNumber(s, rng, true);
      case 'number': return sampleNumber(s, rng, false);
      case 'boolean': return rng() < 0.5;
      case 'null': return null;
      case 'array': {
        if (depth > 6) return [];
        const min = s.minItems ?? 0;
        const n = Math.min(int(rng, min, Math.max(min, 3)), s.maxItems ?? 3);
        return Array.from({ length: n }, () => this.value(s.items ?? {}, depth + 1));
      }
      default: {
        if (depth > 6) return {};
        const out: Record<string, unknown> = {};
        const required = new Set<string>(s.required ?? []);
        for (const [name, sub] of Object.entries<Schema>(s.properties ?? {})) {
          if (required.has(name) || rng() < 0.4) out[name] = this.value(sub, depth + 1);
        }
        return out;
      }
    }
  }
}

/** A nested value `levels` deep, written as text (JSON.stringify itself overflows past a few thousand). */
export function deepText(levels: number): string {
  return '{"a":'.repeat(levels - 1) + '[1]' + '}'.repeat(levels - 1);
}

/** The ways a well-formed body is bent; the text is what is sent. */
export function bend(body: unknown, rng: Rng): { text: string; how: string } {
  const obj = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : null;
  const keys = obj ? Object.keys(obj) : [];
  const r = rng();
  if (r < 0.45) return { text: JSON.stringify(body), how: 'as drawn' };
  if (r < 0.52 && obj && keys.length) {
    delete obj[pick(rng, keys)];
    return { text: JSON.stringify(obj), how: 'a field removed' };
  }
  if (r < 0.62 && obj && keys.length) {
    obj[pick(rng, keys)] = pick(rng, [null, 0, -1, 1e308, '', 'x', [], {}, true, [[[]]], { $ref: '#' }, 'a'.repeat(100_000)]);
    return { text: JSON.stringify(obj), how: 'a field of another type' };
  }
  if (r < 0.68 && obj) {
    const key = keys.length && rng() < 0.7 ? pick(rng, keys) : 'extra';
    const levels = pick(rng, [255, 256, 257, 300, 5000]);
    return { text: JSON.stringify({ ...obj, [key]: '@@DEEP@@' }).replace('"@@DEEP@@"', deepText(levels)), how: `${levels} levels deep in ${key}` };
  }
  if (r < 0.73) return { text: pick(rng, ['', '{', '[1,2', '{"a":1}}', 'null', '42', '"str"', '[]', '\u0000', '{"a":NaN}', '{"__proto__":{"x":1}}']), how: 'not an object' };
  if (r < 0.78 && obj) return { text: JSON.stringify({ ...obj, __proto__: { polluted: true }, constructor: { prototype: { p: 1 } } }), how: 'prototype keys' };
  if (r < 0.83 && obj && keys.length) {
    obj[pick(rng, keys)] = pick(rng, ODD_TEXT);
    return { text: JSON.stringify(obj), how: 'odd text' };
  }
  if (r < 0.88) return { text: JSON.stringify(Array.from({ length: int(rng, 50, 2000) }, () => body)), how: 'many copies in an array' };
  return { text: JSON.stringify(body), how: 'as drawn' };
}
