/**
 * A tool's parameters as the filler needs them: JSON types normalised (`float`, `dict`, nullable unions,
 * local `$ref`s), the words that name each parameter, the unit it asks for and the kind of value it takes.
 */
import { wantedUnit } from './units.js';
import { contentStems, splitIdentifier, stem } from './words.js';

export type Json = Record<string, unknown>;
export type ValueType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

export type StringKind =
  | 'email' | 'url' | 'path' | 'date' | 'datetime' | 'time' | 'timezone' | 'language' | 'currency'
  | 'location' | 'person' | 'symbol' | 'expression' | 'freetext' | 'id' | 'generic';

export interface ParamInfo {
  name: string;
  /** The property's schema, types normalised. */
  schema: Json;
  types: ValueType[];
  required: boolean;
  description: string;
  /** Stems of its name (weighted most) and of its description. */
  nameStems: string[];
  descStems: string[];
  /** The unit a number must be given in, when it says. */
  unit: string | null;
  kind: StringKind;
  /** `from`/`source` (origin) or `to`/`target` (destination) when the parameter is one end of a pair. */
  role: 'from' | 'to' | null;
  enumValues: unknown[] | null;
  hasDefault: boolean;
}

const TYPE_ALIASES: Record<string, ValueType> = {
  float: 'number', double: 'number', decimal: 'number', int: 'integer', long: 'integer', dict: 'object', map: 'object',
  tuple: 'array', list: 'array', bool: 'boolean', str: 'string', text: 'string',
};
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

function resolveRef(ref: string, root: Json): Json | null {
  if (!ref.startsWith('#/')) return null;
  let at: unknown = root;
  for (const key of ref.slice(2).split('/')) at = isObj(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isObj(at) ? at : null;
}

/**
 * A copy of a schema with type names JSON Schema does not have (`float`, `dict`, `tuple`, `any`) replaced by
 * theirs and local `$ref`s inlined (once per path, so recursive schemas stop), which both the filler and the
 * validator read.
 */
export function normalizeSchema(schema: unknown, root: Json = isObj(schema) ? schema : {}, seen: ReadonlySet<string> = new Set()): Json {
  if (!isObj(schema)) return {};
  let s: Json = schema;
  if (typeof s.$ref === 'string' && !seen.has(s.$ref)) {
    const target = resolveRef(s.$ref, root);
    if (target) {
      const { $ref: ref, ...rest } = s;
      return normalizeSchema({ ...target, ...rest }, root, new Set([...seen, ref as string]));
    }
  }
  s = { ...s };
  delete s.$defs;
  delete s.definitions;
  if (typeof s.type === 'string' || Array.isArray(s.type)) {
    const list = (Array.isArray(s.type) ? s.type : [s.type]).map((t) => (typeof t === 'string' ? TYPE_ALIASES[t.toLowerCase()] ?? t.toLowerCase() : t));
    if (list.some((t) => t === 'any')) delete s.type;
    else {
      const kept = list.filter((t) => JSON_TYPES.has(t as string));
      s.type = kept.length === 1 ? kept[0] : kept;
    }
  }
  for (const key of ['properties', 'patternProperties']) {
    if (isObj(s[key])) s[key] = Object.fromEntries(Object.entries(s[key] as Json).map(([k, v]) => [k, normalizeSchema(v, root, seen)]));
  }
  if (isObj(s.items)) s.items = normalizeSchema(s.items, root, seen);
  else if (Array.isArray(s.items)) s.items = s.items.map((x) => normalizeSchema(x, root, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map((x) => normalizeSchema(x, root, seen));
  }
  if (isObj(s.additionalProperties)) s.additionalProperties = normalizeSchema(s.additionalProperties, root, seen);
  return s;
}

/** The types a value may take: `type`, or the branches of anyOf/oneOf (nullable unions), or what enum/const imply. */
export function typesOf(schema: Json): ValueType[] {
  if (typeof schema.type === 'string') return [schema.type as ValueType];
  if (Array.isArray(schema.type)) return schema.type as ValueType[];
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (branches) return [...new Set(branches.flatMap(typesOf))];
  const values = schema.enum ?? ('const' in schema ? [schema.const] : undefined);
  if (Array.isArray(values)) return [...new Set(values.map((v) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : (typeof v as ValueType))))];
  if (isObj(schema.properties)) return ['object'];
  if (schema.items) return ['array'];
  return ['string'];
}

/** The branch of a nullable union that carries the value (`anyOf: [{type: string, enum}, {type: null}]`). */
export function valueBranch(schema: Json): Json {
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (!branches) return schema;
  const real = branches.filter((b) => !(b.type === 'null'));
  return real.length === 1 ? { ...schema, ...real[0], anyOf: undefined, oneOf: undefined } : schema;
}

const KIND_WORDS: [StringKind, RegExp][] = [
  ['email', /\b(e-?mail|email address)\b/],
  ['url', /\b(url|uri|link|website|web page|webpage|endpoint|href)\b/],
  ['path', /\b(path|file ?name|filename|file|directory|folder|dir)\b/],
  ['timezone', /\b(time ?zone|tz|iana)\b/],
  ['datetime', /\b(date ?time|timestamp)\b/],
  ['date', /\b(date|day|birthday|deadline|due)\b/],
  ['time', /\b(time|hour)\b/],
  ['language', /\b(language|lang|locale)\b/],
  ['currency', /\b(currency|currencies)\b/],
  ['symbol', /\b(ticker|stock symbol|symbol)\b/],
  ['expression', /\b(expression|equation|formula|function|polynomial)\b/],
  ['location', /\b(location|city|town|place|address|country|region|state|destination|origin|area|venue|where|near|airport|station|neighbou?rhood|zip|postal)\b/],
  ['person', /^(?:(?:full|first|last|given|family|display|user|customer|employee|contact) )?name$|\b(person|name of the (?:person|user|recipient)|recipient|username|user ?name|author|owner|contact|assignee|attendee|player|artist|recipient)\b/],
  ['freetext', /\b(query|q|search|keywords?|term|topic|text|content|body|message|prompt|question|description|comment|note|subject|title|summary|instructions?|input|sentence|phrase)\b/],
  ['id', /\b(id|identifier|number|code|uuid|sha|hash)\b/],
];

function kindOf(name: string, description: string, schema: Json): StringKind {
  const f = typeof schema.format === 'string' ? schema.format : '';
  if (f === 'email') return 'email';
  if (f === 'uri' || f === 'url' || f === 'iri') return 'url';
  if (f === 'date') return 'date';
  if (f === 'date-time') return 'datetime';
  if (f === 'time') return 'time';
  const fromName = splitIdentifier(name).join(' ');
  for (const [kind, re] of KIND_WORDS) if (re.test(fromName)) return kind;
  const desc = description.toLowerCase().split(/[.;]/)[0];
  for (const [kind, re] of KIND_WORDS) if (re.test(desc)) return kind;
  return 'generic';
}

function roleOf(name: string, description: string): ParamInfo['role'] {
  const w = splitIdentifier(name);
  if (w.some((x) => ['from', 'source', 'origin', 'src', 'start', 'departure', 'base', 'input'].includes(x))) return 'from';
  if (w.some((x) => ['to', 'target', 'destination', 'dest', 'end', 'arrival', 'output', 'into'].includes(x))) return 'to';
  const d = description.toLowerCase();
  if (/\b(convert|translate)\w* from\b|\b(source|origin|starting|departure)\b/.test(d)) return 'from';
  if (/\b(convert|translate)\w* (?:in)?to\b|\b(target|destination)\b/.test(d)) return 'to';
  return null;
}

export function paramInfos(parameters: Json): ParamInfo[] {
  const props = isObj(parameters.properties) ? (parameters.properties as Record<string, Json>) : {};
  const required = new Set(Array.isArray(parameters.required) ? (parameters.required as string[]) : []);
  return Object.entries(props).map(([name, raw]) => {
    const schema = valueBranch(raw);
    const description = typeof raw.description === 'string' ? raw.description : typeof schema.description === 'string' ? schema.description : '';
    const enumValues = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : null;
    return {
      name,
      schema: raw,
      types: typesOf(raw),
      required: required.has(name),
      description,
      nameStems: splitIdentifier(name).map(stem),
      descStems: contentStems(description),
      unit: wantedUnit(name, description),
      kind: kindOf(name, description, schema),
      role: roleOf(name, description),
      enumValues,
      hasDefault: 'default' in raw || 'default' in schema,
    };
  });
}
