/** The median, mode and range of a list of numbers: "median of 3, 9, 1, 7, 5", "what is the mode of 2, 2, 5 and 7". */
import { normalizeText } from './normalize-text.js';
import { stripFiller } from './read-filler.js';
import { exactDecimal, parseDecimal, type Q } from './rational.js';
import type { Outcome } from './solved.js';

const ITEM = String.raw`-?\d+(?:\.\d+)?`;
const ASK = new RegExp(String.raw`^(?:the )?(median|mode|modes|range)(?: value)? (?:of|for) (?:the )?(?:numbers |data |values |set |list |data set )?:?\s*((?:${ITEM})(?:(?:,\s*|\s+)(?:and\s+)?${ITEM})+)$`);

const shown = (x: Q) => exactDecimal(x);

export function solveStatistics(raw: string): Outcome {
  const m = ASK.exec(stripFiller(normalizeText(raw)));
  if (!m) return null;
  const items = m[2].split(/,\s*|\s+(?:and\s+)?/).filter(Boolean);
  const values = items.map((s) => parseDecimal(s));
  if (values.some((v) => !v) || values.length < 2) return null;
  const sorted = (values as Q[]).slice().sort((a, b) => a.compare(b));
  const list = sorted.map(shown).join(', ');
  const kind = m[1] === 'modes' ? 'mode' : m[1];
  if (kind === 'median') {
    const mid = Math.floor(sorted.length / 2);
    const value = sorted.length % 2 ? sorted[mid] : sorted[mid - 1].add(sorted[mid]).div(2);
    const how = sorted.length % 2 ? `the middle one of ${sorted.length} is ${shown(value)}` : `the middle two are ${shown(sorted[mid - 1])} and ${shown(sorted[mid])}; their mean is ${shown(value)}`;
    return { family: 'arithmetic', headline: shown(value), forms: [shown(value)], working: [`in order: ${list}`, how], verified: true };
  }
  if (kind === 'range') {
    const value = sorted.at(-1)!.sub(sorted[0]);
    return { family: 'arithmetic', headline: shown(value), forms: [shown(value)], working: [`in order: ${list}`, `${shown(sorted.at(-1)!)} − ${shown(sorted[0])} = ${shown(value)}`], verified: true };
  }
  const counts = new Map<string, number>();
  for (const v of sorted) counts.set(shown(v), (counts.get(shown(v)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  if (most === 1) return { family: 'arithmetic', reason: 'no value appears more than once, so the list has no mode' };
  const modes = [...counts].filter(([, c]) => c === most).map(([v]) => v);
  const headline = modes.length === 1 ? modes[0] : modes.join(' and ');
  return {
    family: 'arithmetic',
    headline,
    forms: [...new Set([headline, modes.join(', ')])],
    working: [`in order: ${list}`, `${modes.join(' and ')} ${modes.length === 1 ? 'appears' : 'each appear'} ${most} times, more than any other value`],
    verified: true,
  };
}
