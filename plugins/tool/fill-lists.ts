/**
 * Array and boolean arguments: lists of numbers ("3, 5 and 8"), lists of words after the parameter's name
 * ("tags: urgent, billing and refunds"), several quoted strings, several names or enum values; and yes/no
 * flags from the words of the parameter's name, negated by "without", "no", "don't".
 */
import { enumHits } from './fill-enum.js';
import { valueFor } from './fill-numbers.js';
import type { Mentions, NumberMention, Span } from './mentions.js';
import { paramInfos, type Json, type ParamInfo } from './param-info.js';
import { stem, STOPWORDS, words } from './words.js';

const FLAG_WORDS = new Set(['is', 'has', 'include', 'enable', 'use', 'show', 'with', 'should', 'allow', 'get', 'return', 'want', 'need', 'do', 'flag', 'only', 'as']);
const NEGATIONS = new Set(['no', 'not', 'without', 'exclude', 'excluding', "don't", 'dont', 'never', 'disable', 'skip', 'omit', 'non', 'nor', "doesn't", "shouldn't", "isn't", 'off']);

/** true/false when the request speaks of the flag, undefined when it does not. */
/** Flags read from how they are said: an order ("largest to smallest"), a switch ("turn off the lights"). */
function phrased(p: ParamInfo, text: string): boolean | undefined {
  const t = text.toLowerCase();
  const down = /\b(?:largest|highest|biggest|greatest|most)\s+to\s+(?:the\s+)?(?:smallest|lowest|least)|\bhigh\s+to\s+low\b|\bdescending\b|\bdecreasing\b|\breverse(?:d)?\s+order\b/.test(t);
  const up = /\b(?:smallest|lowest|least)\s+to\s+(?:the\s+)?(?:largest|highest|biggest|greatest|most)|\blow\s+to\s+high\b|\bascending\b|\bincreasing\b/.test(t);
  const stems = p.nameStems;
  if (stems.some((w) => /^(descend|desc|reverse)$/.test(w)) && (down || up)) return down;
  if (stems.some((w) => /^(ascend|asc)$/.test(w)) && (down || up)) return up;
  const onOff = stems.some((w) => /^(on|power|enabl|active|state|status|switch)$/.test(w)) || /\bturn\w*\b.*\bon\b.*\boff\b|\bon\b.*\bor\b.*\boff\b/i.test(p.description);
  const said = /\b(?:turn|switch|power|flip)(?:ed|ing)?\s+(?:\w+\s+){0,4}?(on|off)\b|\b(on|off)\s*[.!?]?\s*$/.exec(t);
  if (onOff && said) return (said[1] ?? said[2]) === 'on';
  return undefined;
}

export function pickBoolean(p: ParamInfo, text: string): boolean | undefined {
  const said = phrased(p, text);
  if (said !== undefined) return said;
  const keys = p.nameStems.filter((w) => !FLAG_WORDS.has(w));
  if (!keys.length) return undefined;
  const toks = words(text);
  const stems = toks.map(stem);
  for (let i = 0; i + keys.length <= stems.length; i++) {
    if (keys.every((k, j) => stems[i + j] === k) || (keys.length > 1 && stems[i] === keys[keys.length - 1] && keys.slice(0, -1).every((k) => stems.slice(Math.max(0, i - 3), i).includes(k)))) {
      const window = toks.slice(Math.max(0, i - 3), i);
      return !window.some((w) => NEGATIONS.has(w));
    }
  }
  return undefined;
}

/** Numbers standing together in one list; the longest run not yet used. */
function numberRun(numbers: readonly NumberMention[], used: ReadonlySet<NumberMention>): NumberMention[] {
  let best: NumberMention[] = [];
  let run: NumberMention[] = [];
  for (const m of numbers) {
    if (used.has(m) || !m.listed) {
      run = [];
      continue;
    }
    const prev = run.at(-1);
    run = prev && prev.listed ? [...run, m] : [m];
    if (run.length > best.length) best = run;
  }
  return best;
}

function itemParam(p: ParamInfo): ParamInfo {
  const items = (p.schema.items ?? {}) as Json;
  const info = paramInfos({ properties: { [p.name]: { description: p.description, ...items } }, required: [p.name] })[0];
  return { ...info, unit: info.unit ?? p.unit };
}

/** The words of a list after the parameter's name or a colon: "a, b and c". */
function wordList(p: ParamInfo, text: string): string[] {
  const toks = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const anchor = toks.find((t) => p.nameStems.includes(stem(t[0])) || stem(t[0]) === stem(p.name));
  const start = anchor ? anchor.index! + anchor[0].length : text.indexOf(':') + 1;
  if (start <= 0) return [];
  const tail = text.slice(start).replace(/^\s*(?::|=|are|is|of|like|such as|including|include|for)?\s*/i, '').split(/[.?!;\n](?:\s|$)/)[0];
  const items = tail
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*/)
    .map((s) => s.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/^["'“‘`]|["'”’`]$/g, ''))
    .filter(Boolean);
  if (items.length < 2 || items.some((s) => s.split(/\s+/).length > 4 || words(s).every((w) => STOPWORDS.has(w)))) return [];
  return items;
}

export interface ListPick {
  value: unknown[];
  spans: Span[];
  numbers: NumberMention[];
}

/** The array for an array parameter, or null when the request lists nothing for it. */
export function pickArray(p: ParamInfo, m: Mentions, used: readonly Span[], usedNumbers: ReadonlySet<NumberMention>): ListPick | null {
  const item = itemParam(p);
  const free = (s: Span) => !used.some((u) => s.start < u.end && u.start < s.end);
  if (item.enumValues) {
    const hits = enumHits(item.enumValues, m.text, m);
    const values = [...new Set(hits.map((h) => h.value))];
    return values.length ? { value: values, spans: [], numbers: [] } : null;
  }
  if (item.types.includes('number') || item.types.includes('integer')) {
    const run = numberRun(m.numbers, usedNumbers);
    const list = run.length >= 2 ? run : p.required ? m.numbers.filter((x) => !usedNumbers.has(x)) : [];
    const values = list.map((x) => valueFor(item, x));
    if (!list.length || values.some((v) => v === null)) return null;
    return { value: values, spans: [], numbers: list };
  }
  if (!item.types.includes('string')) return null;
  // Addresses and links stand for themselves: every one the request gives that no other value took.
  const own = item.kind === 'email' ? m.emails.filter(free) : item.kind === 'url' ? m.urls.filter(free) : [];
  if (own.length) return { value: own.map((s) => s.text), spans: own, numbers: [] };
  const quotes = m.quotes.filter(free);
  if (quotes.length >= 2) return { value: quotes.map((q) => q.text), spans: quotes, numbers: [] };
  const listed = wordList(p, m.text);
  if (listed.length) return { value: listed, spans: [], numbers: [] };
  const names = m.names.filter(free);
  if (names.length >= 2 && (item.kind === 'location' || item.kind === 'person' || item.kind === 'symbol' || item.kind === 'generic')) {
    return { value: names.map((n) => n.text), spans: names, numbers: [] };
  }
  return null;
}
