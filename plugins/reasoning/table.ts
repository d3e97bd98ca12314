/**
 * Questions over a small table in the text ("Here is a table where the first line is a header and each
 * subsequent line is a penguin: name, age, height (cm), weight (kg) / Louis, 7, 50, 11 …"), with rows added
 * ("We now add a penguin to the table: James, 12, 90, 12") or deleted ("We then delete the penguin named
 * Bernard") before the question. Answers counts, extremes, sorted positions, sums and averages, and single
 * cells; a tie for an extreme or a condition it cannot read is declined.
 */
import { decline } from '../../src/solving/solver.js';
import { plain, readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

interface Table {
  kind: string;
  columns: string[];
  rows: (string | number)[][];
}

const ORD: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 };
/** Extremes: [column word, +1 for the largest]. */
const EXTREME: Record<string, [string, number]> = {
  oldest: ['age', 1], youngest: ['age', -1], tallest: ['height', 1], shortest: ['height', -1], heaviest: ['weight', 1], lightest: ['weight', -1],
};
/** Comparisons in a condition: [column word, sign]. */
const COMPARE: [RegExp, string, number][] = [
  [/^(?:more than|over|older than) (\d+(?:\.\d+)?) years? old$|^older than (\d+(?:\.\d+)?)(?: years?)?$/, 'age', 1],
  [/^(?:less than|under|younger than) (\d+(?:\.\d+)?) years? old$|^younger than (\d+(?:\.\d+)?)(?: years?)?$/, 'age', -1],
  [/^(\d+(?:\.\d+)?) years? old$/, 'age', 0],
  [/^(?:more than|taller than|over) (\d+(?:\.\d+)?) ?cm(?: tall)?$/, 'height', 1],
  [/^(?:less than|shorter than|under) (\d+(?:\.\d+)?) ?cm(?: tall)?$/, 'height', -1],
  [/^(\d+(?:\.\d+)?) ?cm tall$/, 'height', 0],
  [/^(?:weighs?|weight|weighing) (?:more than|over) (\d+(?:\.\d+)?) ?kg$|^heavier than (\d+(?:\.\d+)?) ?kg$/, 'weight', 1],
  [/^(?:weighs?|weight|weighing) (?:less than|under) (\d+(?:\.\d+)?) ?kg$|^lighter than (\d+(?:\.\d+)?) ?kg$/, 'weight', -1],
  [/^(?:weighs?|weight|weighing) (\d+(?:\.\d+)?) ?kg$/, 'weight', 0],
  [/^(?:an? )?(?:age|height|weight) of (?:more than|over|greater than|above) (\d+(?:\.\d+)?)(?: ?(?:cm|kg|years?))?$/, '', 1],
  [/^(?:an? )?(?:age|height|weight) of (?:less than|under|below) (\d+(?:\.\d+)?)(?: ?(?:cm|kg|years?))?$/, '', -1],
  [/^(?:an? )?(?:age|height|weight) of (\d+(?:\.\d+)?)(?: ?(?:cm|kg|years?))?$/, '', 0],
];

const cells = (line: string) => line.split(/\s*,\s*/).map((c) => c.trim());
const value = (c: string): string | number => (/^-?\d+(?:\.\d+)?$/.test(c) ? Number(c) : c);
const colName = (h: string) => h.toLowerCase().replace(/\s*\(.*?\)\s*/g, '').trim();

function readTables(text: string): { tables: Table[]; question: string } | string {
  // One line per row; a table written on one line is broken before each capitalised row start.
  // Sentences after a row ("… 70 cm. We then delete …") are taken one by one.
  const lines = text.replace(/(\d|\))[ \t]+(?=[A-Z])/g, '$1\n').replace(/(?<=[.?!])[ \t]+(?=[A-Z])/g, '\n').split(/\n+/).map((l) => l.trim()).filter(Boolean);
  const tables: Table[] = [];
  let current: Table | null = null;
  const rest: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const intro = line.match(/\b(?:each (?:subsequent |following )?line is an? |listing |table of |table with )([a-z]+?)s?\b[^:]*:\s*(.*)$/i);
    if (intro) {
      const head = intro[2] || lines[++i];
      if (!head) return 'the header line is missing';
      current = { kind: intro[1].toLowerCase(), columns: cells(head).map(colName), rows: [] };
      tables.push(current);
      continue;
    }
    // A bare header line ("name, age, height (cm)") after a plain "here is a table": its rows' kind comes from the question.
    if (!current && /^name\s*,/i.test(line)) {
      current = { kind: '', columns: cells(line).map(colName), rows: [] };
      tables.push(current);
      continue;
    }
    if (current && /^[A-Z][a-z]*\s*,/.test(line)) {
      const row = cells(line).map(value);
      // A row that does not fit the header is not skipped: a lost row would change every answer.
      if (row.length !== current.columns.length || row.slice(1).some((c) => typeof c !== 'number')) return `cannot read the row "${line}"`;
      current.rows.push(row);
      continue;
    }
    const add = line.match(/\badd an? ([a-z]+) to the table:\s*(.*)$/i);
    if (add) {
      const t = tables.find((x) => x.kind === add[1].toLowerCase().replace(/s$/, ''));
      const row = cells(add[2] || lines[++i] || '');
      if (!t || row.length !== t.columns.length) return `cannot add "${add[2]}" to the table`;
      t.rows.push(row.map(value));
      continue;
    }
    const del = line.match(/\bdelete the ([a-z]+) named ([A-Z][a-z]+)/i);
    if (del) {
      const t = tables.find((x) => x.kind === del[1].toLowerCase());
      const at = t ? t.rows.findIndex((r) => r[0] === del[2]) : -1;
      if (!t || at < 0) return `no ${del[1]} named ${del[2]} to delete`;
      t.rows.splice(at, 1);
      continue;
    }
    current = null;
    rest.push(line);
  }
  if (!tables.length || tables.some((t) => !t.rows.length || t.columns[0] !== 'name')) return 'no table with a header line starting with "name" found';
  const question = rest.join(' ');
  const unnamed = tables.filter((t) => !t.kind);
  if (unnamed.length) {
    // "Which penguin …", "How many penguins …", "… of the penguins": the one noun the question counts or picks by.
    const nouns = new Set([...question.toLowerCase().matchAll(/\b(?:which|how many|of the|all the)\s+([a-z]+)/g)].map((m) => m[1].replace(/s$/, '').replace(/ie$/, 'y')).filter((w) => !/^(?:column|line|row|header|table|cell|one|value|number|name)$/.test(w)));
    if (tables.length > 1 || nouns.size !== 1) return 'the table does not say what its rows are, and the question does not name them once';
    unnamed[0].kind = [...nouns][0];
  }
  return { tables, question };
}

export const table: Family = {
  name: 'table',
  detect: (t) => /\btable\b/i.test(t) && (/\b(?:header|each (?:subsequent |following )?line is)\b/i.test(t) || /^\s*name\s*,/im.test(t)),
  solve(text: string): Outcome {
    const { stem, options } = readOptions(text);
    const read = readTables(stem);
    if (typeof read === 'string') return decline(`table: ${read}`);
    const { tables } = read;
    const sentences = read.question.split(/(?<=[.?!:])\s+/).filter((s) => /\?\s*$/.test(s));
    // "… in the table above" points at the table and adds nothing to the question.
    const q = sentences.at(-1)?.replace(/\?\s*$/, '').trim().toLowerCase().replace(/\s+in the table (?:above|below)$/, '');
    if (!q) return decline('table: no question found after the table');
    const kindOf = (w: string) => tables.find((t) => t.kind === w.replace(/s$/, '').replace(/ie$/, 'y'));
    const col = (t: Table, name: string) => t.columns.findIndex((c) => c === name || c.startsWith(name));
    const names = (t: Table) => t.rows.map((r) => String(r[0]));
    const answer = (v: string | number, working: string) =>
      withOption(options, String(v), (o) => (typeof v === 'number' ? Number(o.text.replace(/[^\d.-]/g, '')) === v && /\d/.test(o.text) : plain(o.text) === plain(String(v))), working, 'table');
    let m: RegExpMatchArray | null;
    // How many X are (there) (in the table(s))?
    if ((m = q.match(/^how many ([a-z]+) are (?:there|listed)(?: in the tables?)?$|^how many ([a-z]+) are in the tables?$/))) {
      const w = m[1] ?? m[2];
      if (w === 'animals') return answer(tables.reduce((s, t) => s + t.rows.length, 0), `${tables.map((t) => `${t.rows.length} ${t.kind}s`).join(' + ')}.`);
      const t = kindOf(w);
      if (t) return answer(t.rows.length, `Rows now: ${names(t).join(', ')}.`);
    }
    // "animals" are the rows of every table, which must share their columns; another word names one table.
    const rowsOf = (w: string): { rows: (string | number)[][]; columns: string[] } | null => {
      if (w === 'animals' && tables.every((t) => t.columns.join() === tables[0].columns.join())) return { rows: tables.flatMap((t) => t.rows), columns: tables[0].columns };
      return kindOf(w) ?? null;
    };
    /** The rows meeting every condition ("more than 5 years old and weight more than 12 kg"), or why not. */
    const where = (t: { rows: (string | number)[][]; columns: string[] }, text: string): (string | number)[][] | string => {
      const tests: ((r: (string | number)[]) => boolean)[] = [];
      // "… or …" is one condition or the other; "and" binds each part.
      const either = text.split(/\s+or\s+(?:are\s+|is\s+|have\s+|has\s+)?/);
      if (either.length > 1) {
        const parts = either.map((e) => where(t, e));
        const bad = parts.find((x) => typeof x === 'string');
        if (bad) return bad;
        return t.rows.filter((r) => parts.some((x) => (x as (string | number)[][]).includes(r)));
      }
      for (const c of text.split(/\s+and\s+(?:are\s+|is\s+|have\s+|has\s+)?/)) {
        const hit = COMPARE.map(([re, name, sign]) => [c.match(re), name, sign] as const).find(([x]) => x);
        if (!hit) return `cannot read the condition "${c}"`;
        const [mm, named, sign] = hit;
        const name = named || c.match(/\b(age|height|weight)\b/)![1];
        const k = t.columns.findIndex((x) => x === name || x.startsWith(name));
        const n = Number(mm![1] ?? mm![2]);
        if (k < 0) return `no column ${name}`;
        tests.push((r) => (sign === 0 ? r[k] === n : sign > 0 ? (r[k] as number) > n : (r[k] as number) < n));
      }
      return t.rows.filter((r) => tests.every((f) => f(r)));
    };
    // How many X are <condition> (and <condition>)?
    if ((m = q.match(/^how many ([a-z]+) (?:are|is|have|has|(?=weighs? )) ?(.+)$/))) {
      const t = rowsOf(m[1]);
      if (!t) return decline(`table: no table of ${m[1]}`);
      const hits = where(t, m[2]);
      if (typeof hits === 'string') return decline(`table: ${hits}`);
      return answer(hits.length, `${hits.length ? hits.map((r) => r[0]).join(', ') : 'None'} (of ${t.rows.map((r) => r[0]).join(', ')}).`);
    }
    // What is the name of the penguin that is 60 cm tall? / Which penguin is 7 years old?
    if ((m = q.match(/^(?:what is the name of the|which) ([a-z]+) (?:that |who )?(?:is|are|has|have) (.+)$/)) && !/(?:est|er than the other(?: ones)?)$/.test(m[2])) {
      const t = rowsOf(m[1]);
      const hits = t && where(t, m[2]);
      if (t && Array.isArray(hits)) {
        if (hits.length !== 1) return { content: `${hits.length ? `${hits.length} rows match: ${hits.map((r) => r[0]).join(', ')}` : 'No row matches'}, so no single ${m[1].replace(/s$/, '')} is named.`, canonical: hits.length ? 'several' : 'none' };
        return answer(String(hits[0][0]), `Only ${hits[0][0]} is ${m[2]} (of ${t.rows.map((r) => r[0]).join(', ')}).`);
      }
    }
    // What is the name of the oldest penguin? / What is the height of the tallest penguin?
    if ((m = q.match(/^what is the (name|age|height|weight) of the (\w+est) ([a-z]+)$/)) && EXTREME[m[2]]) {
      const t = rowsOf(m[3]);
      const ex = EXTREME[m[2]];
      const k = t ? t.columns.indexOf(ex[0]) : -1;
      const want = t ? t.columns.findIndex((c) => c === (m![1] === 'name' ? 'name' : m![1])) : -1;
      if (t && k > 0 && want >= 0) {
        const best = Math.max(...t.rows.map((r) => ex[1] * (r[k] as number)));
        const top = t.rows.filter((r) => ex[1] * (r[k] as number) === best);
        if (top.length > 1) return { content: `A tie: ${top.map((r) => r[0]).join(' and ')} share the ${m[2]} ${ex[0]}, ${ex[1] * best}.`, canonical: 'tie' };
        const v = top[0][want];
        return answer(v, `${t.rows.map((r) => `${r[0]} ${r[k]}`).join(', ')} (${ex[0]}): the ${m[2]} is ${top[0][0]}.`);
      }
    }
    // Which penguin is one year older than Louis? / Which penguin is 10 cm taller than Gwen?
    if ((m = q.match(/^which ([a-z]+) is (one|two|three|four|five|\d+(?:\.\d+)?) (?:years?|cm|kg) (older|younger|taller|shorter|heavier|lighter) than ([a-z]+)$/))) {
      const t = rowsOf(m[1]);
      const by = ({ older: ['age', 1], younger: ['age', -1], taller: ['height', 1], shorter: ['height', -1], heavier: ['weight', 1], lighter: ['weight', -1] } as Record<string, [string, number]>)[m[3]];
      const k = t ? t.columns.indexOf(by[0]) : -1;
      const base = t?.rows.find((r) => String(r[0]).toLowerCase() === m![4]);
      const d = /^\d/.test(m[2]) ? Number(m[2]) : ['one', 'two', 'three', 'four', 'five'].indexOf(m[2]) + 1;
      if (t && k > 0 && base) {
        const want = (base[k] as number) + by[1] * d;
        const hits = t.rows.filter((r) => r[k] === want);
        if (hits.length !== 1) return { content: `${hits.length ? `${hits.map((r) => r[0]).join(' and ')} have` : 'No row has'} ${by[0]} ${want}.`, canonical: hits.length ? 'several' : 'none' };
        return answer(String(hits[0][0]), `${base[0]}'s ${by[0]} is ${base[k]}; ${want} is ${hits[0][0]}'s.`);
      }
    }
    // What is the name of the last penguin? (in the table as it now stands)
    if ((m = q.match(/^what is the name of the (first|last|second|third|fourth|fifth) ([a-z]+)(?: in the table)?$/))) {
      const t = kindOf(m[2]);
      if (t) {
        const i = m[1] === 'last' ? t.rows.length : ORD[m[1]];
        if (!i || i > t.rows.length) return decline(`table: there is no ${m[1]} ${t.kind}`);
        return answer(String(t.rows[i - 1][0]), `The rows in order now: ${names(t).join(', ')}.`);
      }
    }
    // Which is the oldest X / Which X is the tallest / Which X is older than the other ones?
    if ((m = q.match(/^which (?:is the (\w+) ([a-z]+)|([a-z]+) is the (\w+)|([a-z]+) is (\w+)er than the other(?: ones)?)$/))) {
      const word = m[1] ?? m[4] ?? `${m[6]}est`.replace(/eest$/, 'est');
      const t = kindOf(m[2] ?? m[3] ?? m[5]);
      const ex = EXTREME[word] ?? EXTREME[word.replace(/ierest$/, 'iest')];
      if (t && ex) {
        const k = col(t, ex[0]);
        const best = Math.max(...t.rows.map((r) => ex[1] * (r[k] as number)));
        const top = t.rows.filter((r) => ex[1] * (r[k] as number) === best);
        if (k < 0) return decline(`table: no column ${ex[0]}`);
        if (top.length > 1) return { content: `A tie: ${top.map((r) => r[0]).join(' and ')} share the ${word} ${ex[0]}, ${ex[1] * best}.`, canonical: 'tie' };
        return answer(String(top[0][0]), `${t.rows.map((r) => `${r[0]} ${r[k]}`).join(', ')} (${ex[0]}).`);
      }
    }
    // What is the name of the second X sorted by age / by alphabetic order?
    if ((m = q.match(/^(?:what is the name of the|which is the|which) (\w+) ([a-z]+) (?:when |if )?sorted (?:by|in) (alphabetic(?:al)? order|[a-z]+)(?: order)?$/))) {
      const t = kindOf(m[2]);
      if (t) {
        const key = /alpha/.test(m[3]) ? 0 : col(t, m[3]);
        if (key < 0) return decline(`table: no column ${m[3]}`);
        const sorted = [...t.rows].sort((a, b) => (key === 0 ? String(a[0]).localeCompare(String(b[0]), 'en') : (a[key] as number) - (b[key] as number)));
        if (key !== 0 && new Set(t.rows.map((r) => r[key])).size !== t.rows.length) return decline(`table: two ${t.kind}s share a ${m[3]}, so the sorted order is not fixed`);
        const i = m[1] === 'last' ? sorted.length : ORD[m[1]];
        if (!i || i > sorted.length) return decline(`table: there is no ${m[1]} ${t.kind}`);
        return answer(String(sorted[i - 1][0]), `Sorted by ${m[3]}: ${sorted.map((r) => r[0]).join(', ')}.`);
      }
    }
    // What is the cumulated / total / average age of the X?
    if ((m = q.match(/^what is the (cumulated|cumulative|total|sum of the|combined|average|mean) (\w+) of (?:the |all the )?([a-z]+)$/))) {
      const t = rowsOf(m[3]);
      if (t) {
        const k = t.columns.findIndex((c) => c === m![2] || c.startsWith(m![2]));
        if (k < 0) return decline(`table: no column ${m[2]}`);
        const vals = t.rows.map((r) => r[k] as number);
        const sum = vals.reduce((a, b) => a + b, 0);
        const avg = /average|mean/.test(m[1]);
        const v = avg ? Math.round((sum / vals.length) * 100) / 100 : sum;
        return answer(v, `${vals.join(' + ')} = ${sum}${avg ? `, over ${vals.length} = ${v}` : ''}.`);
      }
    }
    // What is the age of Louis / How old is Louis / How tall is Louis?
    if ((m = q.match(/^(?:what is the (\w+) of|how (old|tall) is|how much does) ([a-z]+)(?: weigh)?$/))) {
      const name = m[3];
      const colWord = m[1] ?? (m[2] === 'old' ? 'age' : m[2] === 'tall' ? 'height' : 'weight');
      for (const t of tables) {
        const r = t.rows.find((x) => String(x[0]).toLowerCase() === name);
        const k = col(t, colWord);
        if (r && k > 0) return answer(r[k] as number, `${r[0]}: ${t.columns.map((c, i) => `${c} ${r[i]}`).join(', ')}.`);
      }
    }
    return decline(`table: cannot read the question "${q}"`);
  },
};
