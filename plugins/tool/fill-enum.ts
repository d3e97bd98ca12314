/**
 * Enum values named in a request: as written, singular or plural, with `_`/`-` read as spaces, a unit written
 * another way ("°F" for `fahrenheit`, "km" for `kilometers`), or misspelt by one or two letters (by word
 * length). Where several are named, the one standing by the parameter's words (or its from/to role) wins;
 * where nothing settles it, nothing is taken.
 */
import { editDistance } from '../../src/lexicon/edit-distance.js';
import type { Mentions } from './mentions.js';
import type { ParamInfo } from './param-info.js';
import { unitName } from './units.js';
import { stem, words } from './words.js';

export interface EnumHit {
  value: unknown;
  /** Word index in the request where it was named. */
  at: number;
  typo: string | null;
}

const allowed = (len: number) => (len >= 8 ? 2 : len >= 4 ? 1 : 0);

function forms(value: string): string[] {
  const spaced = value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-]+/g, ' ').toLowerCase().trim();
  return [...new Set([value.toLowerCase(), spaced])];
}

/** Every place a value of the enum is named, in request order. */
export function enumHits(values: readonly unknown[], text: string, mentions: Mentions): EnumHit[] {
  const toks = words(text);
  const stems = toks.map(stem);
  const hits: EnumHit[] = [];
  const units = new Map<string, number[]>();
  mentions.numbers.forEach((m) => m.unit && units.set(m.unit, [...(units.get(m.unit) ?? []), words(text.slice(0, m.start)).length]));
  // Units written after a number ("30°C") or alone ("in fahrenheit", "to km").
  toks.forEach((t, i) => {
    const u = unitName(t);
    if (u && t.length > 1) units.set(u, [...(units.get(u) ?? []), i]);
  });
  for (const value of values) {
    if (typeof value !== 'string' || !value) continue;
    for (const form of forms(value)) {
      const fw = form.split(' ').filter(Boolean);
      if (!fw.length) continue;
      for (let i = 0; i + fw.length <= toks.length; i++) {
        const window = toks.slice(i, i + fw.length);
        if (window.join(' ') === fw.join(' ') || stems.slice(i, i + fw.length).join(' ') === fw.map(stem).join(' ')) {
          hits.push({ value, at: i, typo: null });
          continue;
        }
        const joined = window.join(' ');
        const max = allowed(form.length);
        if (max && !/\d/.test(joined) && joined.length >= 4 && editDistance(form, joined, max) <= max) hits.push({ value, at: i, typo: joined });
      }
    }
    const u = unitName(value);
    if (u) for (const at of units.get(u) ?? []) hits.push({ value, at, typo: null });
  }
  const seen = new Set<string>();
  return hits
    .sort((a, b) => a.at - b.at || Number(a.typo !== null) - Number(b.typo !== null))
    .filter((h) => {
      const key = `${h.at}:${String(h.value)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const FROM = new Set(['from', 'in', 'of']);
const TO = new Set(['to', 'into', 'as', 'in']);

/** The enum value meant for this parameter, or null when none is named or the choice is not clear. */
export function pickEnum(p: ParamInfo, text: string, mentions: Mentions, taken: ReadonlySet<unknown>): EnumHit | null {
  const hits = enumHits(p.enumValues ?? [], text, mentions).filter((h) => !taken.has(h.value));
  const distinct = [...new Set(hits.map((h) => h.value))];
  if (distinct.length <= 1) return hits.find((h) => !h.typo) ?? hits[0] ?? null;
  const toks = words(text);
  // A from/to pair: the value after "to"/"into" is the target, the first other one the source.
  if (p.role) {
    const after = (h: EnumHit) => toks[h.at - 1] ?? '';
    // A unit written right after a number ("3 miles") is what is converted from.
    const attached = (h: EnumHit) => /^\d/.test(after(h)) || mentions.numbers.some((n) => n.unit && words(text.slice(0, n.start)).length === h.at);
    const target = hits.filter((h) => TO.has(after(h)) && after(h) !== 'in' && !attached(h));
    if (p.role === 'to') return target.at(-1) ?? hits.filter((h) => !attached(h)).at(-1) ?? hits.at(-1)!;
    const rest = hits.filter((h) => !target.includes(h));
    return rest.find(attached) ?? rest.find((h) => FROM.has(after(h))) ?? rest[0] ?? null;
  }
  // Otherwise the value nearest the parameter's own words.
  const anchors = toks.map((t, i) => (p.nameStems.includes(stem(t)) ? i : -1)).filter((i) => i >= 0);
  if (!anchors.length) return null;
  const dist = (h: EnumHit) => Math.min(...anchors.map((a) => Math.abs(a - h.at)));
  const sorted = [...hits].sort((a, b) => dist(a) - dist(b));
  return dist(sorted[0]) < dist(sorted.find((h) => h.value !== sorted[0].value)!) ? sorted[0] : null;
}
