/**
 * JSON with numbers of any size written exactly: JSON.stringify goes through doubles, so
 * 9182736451928374 × 5647382910 would lose digits. A JsonNumber holds the decimal text and is written as is.
 */

const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

export class JsonNumber {
  constructor(readonly text: string) {
    if (!DECIMAL.test(text)) throw new Error(`not a JSON number: ${text}`);
  }

  get isInteger(): boolean {
    return !this.text.includes('.');
  }

  /** The nearest double, for a validator that needs a JS value (the text sent stays exact). */
  toJSON(): number {
    return Number(this.text);
  }
}

/**
 * A plain decimal from an answer's text ("-393,384", "0.875", "1,500.25"), or null when it is anything else
 * (a fraction, a root, words). Separators are accepted only between full groups of three.
 */
export function jsonNumberOf(text: string): JsonNumber | null {
  const t = text.trim();
  if (!/^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(t)) return null;
  let plain = t.replace(/,/g, '');
  // Leading zeros and trailing fraction zeros are not JSON; the value is unchanged without them.
  plain = plain.replace(/^(-?)0+(?=\d)/, '$1');
  if (plain.includes('.')) plain = plain.replace(/\.?0+$/, '');
  if (plain === '-0') plain = '0';
  return new JsonNumber(plain);
}

/** JSON.stringify, except that JsonNumber values are written with all their digits. */
export function stringifyExact(value: unknown): string {
  if (value instanceof JsonNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stringifyExact(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value)) if (v !== undefined) parts.push(`${JSON.stringify(k)}:${stringifyExact(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The value as a validator sees it (JsonNumber → number). */
export function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
