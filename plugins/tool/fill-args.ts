/**
 * A tool's arguments filled from the request, by each parameter's type and schema: enum values first (they
 * are named outright), then numbers, then strings by kind, then lists, flags and nested objects. Defaults are
 * left out unless the request gives a value; a required parameter the request says nothing of makes the fill
 * fail with its name, never an invented value.
 */
import { pickEnum } from './fill-enum.js';
import { assignNumbers, type NumberPick } from './fill-numbers.js';
import { pickArray, pickBoolean } from './fill-lists.js';
import { pickString, residual } from './fill-strings.js';
import type { Mentions, NumberMention, Span } from './mentions.js';
import { paramInfos, type Json, type ParamInfo, type StringKind } from './param-info.js';
import { stem } from './words.js';

/** Another solver's answer to the request, for parameters that ask for the answer itself. */
export interface Solved {
  canonical: string | null;
  content: string;
}

/** `answer`, `result`, `final_answer`: a parameter that takes the answer to the question, not a number in it. */
export const isAnswerParam = (p: ParamInfo) => /^(answer|result|solution|final|output|response)$/.test(p.nameStems.at(-1) ?? '');

function answerValue(p: ParamInfo, solved: Solved | undefined): unknown {
  if (!solved) return undefined;
  const text = (solved.canonical ?? solved.content.split('\n')[0]).trim();
  if (p.types.includes('number') || p.types.includes('integer')) {
    const n = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(n) || (!p.types.includes('number') && !Number.isInteger(n))) return undefined;
    return n;
  }
  if (p.types.includes('boolean')) return /^(yes|true)$/i.test(text) ? true : /^(no|false)$/i.test(text) ? false : undefined;
  if (p.types.includes('string')) return text;
  return undefined;
}

export type Fill =
  | { ok: true; args: Record<string, unknown>; caveats: string[]; filled: number }
  | { ok: false; missing: string[] };

/** Kinds read first take their values before the looser kinds can. */
const STRING_ORDER: StringKind[] = ['email', 'url', 'path', 'datetime', 'date', 'time', 'timezone', 'language', 'currency', 'symbol', 'expression', 'location', 'person', 'id', 'generic', 'freetext'];

const isNumber = (p: ParamInfo) => (p.types.includes('number') || p.types.includes('integer')) && !p.types.includes('string');
const isString = (p: ParamInfo) => p.types.includes('string') && !p.types.includes('object') && !p.types.includes('array');
const describe = (p: ParamInfo) => `${p.name}${p.kind !== 'generic' && isString(p) ? ` (${p.kind})` : ''}`;

/** A number written right after the parameter's words ("order 12345") as the string an id takes. */
function numberAsString(p: ParamInfo, numbers: readonly NumberMention[], used: Set<NumberMention>): string | null {
  const m = numbers.find((x) => !used.has(x) && x.before[0] !== undefined && p.nameStems.includes(stem(x.before[0])) && !x.unit);
  if (!m) return null;
  used.add(m);
  return m.text.trim().replace(/,/g, '');
}

/** `toolWords`: stems of the tool's name and description, which are never a value of its own. */
export function fillArgs(parameters: Json, mentions: Mentions, seed: { usedNumbers?: Set<NumberMention>; used?: Span[]; solved?: Solved; toolWords?: ReadonlySet<string> } = {}): Fill {
  const all = paramInfos(parameters);
  const args: Record<string, unknown> = {};
  // The answer to the question is computed by the solver that answers it, never read off its numbers.
  for (const p of all.filter(isAnswerParam)) {
    const v = answerValue(p, seed.solved);
    if (v !== undefined) args[p.name] = v;
  }
  const params = all.filter((p) => !isAnswerParam(p));
  const caveats: string[] = [];
  const used: Span[] = seed.used ?? [];
  const usedNumbers = seed.usedNumbers ?? new Set<NumberMention>();
  const text = mentions.text;

  const enums = params.filter((p) => p.enumValues && !p.types.includes('array') && !isNumber(p));
  const takenEnum = new Set<unknown>();
  for (const p of enums) {
    const hit = pickEnum(p, text, mentions, p.role ? takenEnum : new Set());
    if (!hit) continue;
    args[p.name] = hit.value;
    if (p.role) takenEnum.add(hit.value);
    if (hit.typo) caveats.push(`read "${hit.typo}" as ${p.name} "${String(hit.value)}"`);
  }

  const numbers = assignNumbers(params.filter(isNumber), mentions.numbers, text, usedNumbers);
  for (const [name, pick] of numbers) args[name] = (pick as NumberPick).value;

  const strings = params.filter((p) => isString(p) && !(p.name in args) && !p.enumValues);
  strings.sort((a, b) => STRING_ORDER.indexOf(a.kind) - STRING_ORDER.indexOf(b.kind));
  for (const p of strings) {
    const pick = pickString(p, mentions, used);
    if (pick) {
      args[p.name] = pick.value;
      if (pick.span) used.push(pick.span);
      continue;
    }
    if (p.kind === 'id' || p.kind === 'generic') {
      const digits = numberAsString(p, mentions.numbers, usedNumbers);
      if (digits) args[p.name] = digits;
    }
  }

  for (const p of params) {
    if (p.name in args) continue;
    if (p.types.includes('boolean')) {
      const flag = pickBoolean(p, text);
      if (flag !== undefined) args[p.name] = flag;
    } else if (p.types.includes('array')) {
      const list = pickArray(p, mentions, used, usedNumbers);
      if (list) {
        args[p.name] = list.value;
        used.push(...list.spans);
        list.numbers.forEach((n) => usedNumbers.add(n));
      }
    } else if (p.types.includes('object') && p.schema.properties) {
      const inner = fillArgs(p.schema, mentions, { usedNumbers, used, solved: seed.solved, toolWords: seed.toolWords });
      if (inner.ok && inner.filled > 0) {
        args[p.name] = inner.args;
        caveats.push(...inner.caveats);
      } else if (!inner.ok && p.required) return { ok: false, missing: inner.missing.map((x) => `${p.name}.${x}`) };
    }
  }

  // A required string nothing named: the words of the request that are about neither the tool nor another value.
  // Only one such string, of a kind with no form of its own (not a path, place, code, ...): never a guess between two.
  const open = strings.filter((p) => !(p.name in args) && p.required);
  if (seed.toolWords && open.length === 1 && ['generic', 'freetext', 'person'].includes(open[0].kind) && all.every((p) => p.name in args || !p.required || p === open[0])) {
    const pick = residual(open[0], mentions, used, seed.toolWords);
    if (pick) {
      args[open[0].name] = pick.value;
      if (pick.span) used.push(pick.span);
    }
  }

  const missing: string[] = [];
  for (const p of all) {
    if (p.name in args || !p.required) continue;
    const schema = p.schema;
    if ('const' in schema) args[p.name] = schema.const;
    else if (p.hasDefault) args[p.name] = 'default' in schema ? schema.default : (schema.anyOf as Json[] | undefined)?.find((b) => 'default' in b)?.default;
    // Strict schemas list every property as required and make the optional ones nullable.
    else if (p.types.includes('null')) args[p.name] = null;
    else missing.push(describe(p));
  }
  if (missing.length) return { ok: false, missing };
  // In the schema's own order, as a caller reads its parameters.
  const ordered = Object.fromEntries(all.filter((p) => p.name in args).map((p) => [p.name, args[p.name]]));
  const filled = Object.keys(ordered).filter((k) => ordered[k] !== null).length;
  return { ok: true, args: ordered, caveats, filled };
}
