/**
 * Which number the request gives for which numeric parameter: each pair is scored by the words around the
 * number (the parameter's name and description), `name = value` forms, units (converted to the unit the
 * parameter asks for; a number of another kind of unit is never taken), integer and range limits. The best
 * pairs are taken first; a required parameter no cue settles takes the next unused number in order.
 */
import type { NumberMention } from './mentions.js';
import type { Json, ParamInfo } from './param-info.js';
import { convert, sameKind } from './units.js';
import { stem } from './words.js';

/** Parameter words that say which kind of unit a number must have when the parameter names none. */
const DIMENSION_WORDS: [RegExp, string][] = [
  [/^(temperature|temp|heat)$/, 'degC'],
  [/^(distance|length|height|width|depth|radius|diameter|altitude|elevation|side|base)$/, 'm'],
  [/^(weight|mass)$/, 'kg'],
  [/^(duration|time|timeout|delay|interval|period|age)$/, 's'],
  [/^(speed|velocity)$/, 'm/s'],
  [/^(volume|capacity)$/, 'L'],
];

const MONEY_WORDS = /^(price|amount|cost|budget|salary|principal|income|payment|fee|balance|loan|deposit|investment|revenue|total|value|spend|max_price|min_price)$/;
const COUNT_WORDS = /^(count|limit|max|num|number|top|size|result|n|k|amount)$/;
const RATE_WORDS = /^(rate|percent|percentage|pct|interest|discount|tax|tip|growth|return|probability|ratio)$/;

export interface NumberPick {
  value: number;
  mention: NumberMention;
}

function nameRegex(p: ParamInfo): RegExp {
  const spaced = p.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ').trim();
  const alt = [p.name, spaced].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ _-]?'));
  return new RegExp(`(?:^|[^\\p{L}\\p{N}_])(?:${alt.join('|')})\\s*(?:=|:|is|of|equals|equal to|to|at|as|being)?\\s*$`, 'iu');
}

/** The number as this parameter must receive it (converted, or a percent as a fraction), or null when it cannot. */
export function valueFor(p: ParamInfo, m: NumberMention): number | null {
  let value = m.value;
  if (m.percent && /\b(decimal|fraction|between 0 and 1|0(?:\.0)? ?(?:-|to) ?1(?:\.0)?)\b/i.test(p.description)) value = value / 100;
  if (p.unit && m.unit && m.unit !== 'deg') {
    const c = convert(value, m.unit, p.unit);
    if (c === null) return null;
    value = c;
  }
  const s = p.schema;
  const types = p.types;
  if (!types.includes('number') && types.includes('integer') && !Number.isInteger(value)) return null;
  if (!types.includes('number') && !types.includes('integer')) return null;
  if (typeof s.minimum === 'number' && value < s.minimum) return null;
  if (typeof s.maximum === 'number' && value > s.maximum) return null;
  if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return null;
  if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return null;
  if (Array.isArray(s.enum) && !s.enum.includes(value)) return null;
  return value;
}

function implicitDimension(p: ParamInfo): string | null {
  for (const w of p.nameStems) for (const [re, unit] of DIMENSION_WORDS) if (re.test(w)) return unit;
  return null;
}

/** How well a number fits a parameter: >0 a cue points to it, 0 nothing says, -Infinity it cannot be. */
export function pairScore(p: ParamInfo, m: NumberMention, text: string): number {
  if (valueFor(p, m) === null) return -Infinity;
  const dim = p.unit ?? implicitDimension(p);
  if (m.unit && m.unit !== 'deg' && dim && !sameKind(m.unit, dim)) return -Infinity;
  let score = 0;
  const before = m.before.map(stem);
  const after = m.after.map(stem);
  p.nameStems.forEach((w) => {
    const b = before.indexOf(w);
    if (b >= 0) score += 3 / (1 + b);
    const a = after.indexOf(w);
    if (a >= 0 && !m.unit) score += 2 / (1 + a);
  });
  let desc = 0;
  for (const w of new Set(p.descStems)) {
    const b = before.indexOf(w);
    if (b >= 0 && b < 4) desc += 1 / (1 + b);
    const a = after.indexOf(w);
    if (a >= 0 && a < 2 && !m.unit) desc += 0.8 / (1 + a);
  }
  score += Math.min(desc, 2);
  if (nameRegex(p).test(text.slice(Math.max(0, m.start - 60), m.start))) score += 10;
  if (m.unit && dim && sameKind(m.unit, dim)) score += 2;
  // A calendar year (`year`, `birth_year`), not a number of years.
  if (/(^|[_\W])year$|^year([_\W]|$)/i.test(p.name)) score += Number.isInteger(m.value) && m.value >= 1000 && m.value < 3000 ? 2 : -2;
  else if (!m.unit && Number.isInteger(m.value) && m.value >= 1900 && m.value < 2100 && /^(in|since|of|year|until|by|from)$/.test(m.before[0] ?? '')) score -= 2;
  // "the last 5 commits", "top 3 results": a count of the things listed.
  if (p.nameStems.some((w) => COUNT_WORDS.test(w)) && !m.unit && Number.isInteger(m.value) && (/^(last|top|first|latest|next)$/.test(m.before[0] ?? '') || /s$/.test(m.after[0] ?? ''))) score += 1;
  // "4 times a year" is how often, never how long.
  if (/^times?$/.test(m.after[0] ?? '') && /^(a|per|each|every)$/.test(m.after[1] ?? '')) score += implicitDimension(p) === 's' ? -4 : /\b(times|per|frequency|compounded|often)\b/i.test(p.description) ? 2 : 0;
  if (m.percent && p.nameStems.some((w) => RATE_WORDS.test(w))) score += 1.5;
  if (m.money && p.nameStems.some((w) => MONEY_WORDS.test(w))) score += 1.5;
  if (m.percent && !p.nameStems.some((w) => RATE_WORDS.test(w)) && !/percent|rate|%/i.test(p.description)) score -= 1;
  return score;
}

/**
 * The numbers for the numeric parameters: cue-backed pairs best first, then required parameters in order
 * from the numbers left in order. Parameters given nothing are absent from the result.
 */
export function assignNumbers(params: readonly ParamInfo[], numbers: readonly NumberMention[], text: string, used: Set<NumberMention>): Map<string, NumberPick> {
  const out = new Map<string, NumberPick>();
  const free = numbers.filter((m) => !used.has(m));
  const pairs: { p: ParamInfo; m: NumberMention; score: number; skew: number }[] = [];
  params.forEach((p, pi) =>
    free.forEach((m, mi) => {
      const score = pairScore(p, m, text);
      if (score > 0.5) pairs.push({ p, m, score, skew: Math.abs(pi / Math.max(1, params.length) - mi / Math.max(1, free.length)) });
    }),
  );
  pairs.sort((a, b) => b.score - a.score || a.skew - b.skew || a.m.start - b.m.start);
  for (const { p, m } of pairs) {
    if (out.has(p.name) || used.has(m)) continue;
    out.set(p.name, { value: valueFor(p, m)!, mention: m });
    used.add(m);
  }
  for (const p of params) {
    if (out.has(p.name) || !p.required) continue;
    const m = free.find((x) => !used.has(x) && pairScore(p, x, text) > -Infinity);
    if (!m) continue;
    out.set(p.name, { value: valueFor(p, m)!, mention: m });
    used.add(m);
  }
  return out;
}

/** Whether the schema (or its item schema) takes numbers. */
export function isNumeric(schema: Json, types: readonly string[]): boolean {
  return (types.includes('number') || types.includes('integer')) && !types.includes('string');
}
