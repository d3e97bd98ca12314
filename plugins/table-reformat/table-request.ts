/** Reads a conversion request: the pasted table, its format (named or sniffed), the target and the options. */
import Papa from 'papaparse';
import { hasHtmlElements, htmlTables } from './formats/html.js';
import { markdownTables } from './formats/markdown.js';
import type { Format, WriteOptions } from './table.js';

export interface TableRequest {
  payload: string;
  /** Named in the request (or on the code fence); null means sniff it. */
  source: Format | null;
  target: Format;
  header: boolean | null;
  inDelimiter?: string;
  write: WriteOptions;
}

const FORMAT_WORD = String.raw`(csv|tsv|json|html|markdown|md|gfm|tab[- ]separated(?: values)?|tab[- ]delimited|comma[- ]separated(?: values)?|semicolon[- ]separated|pipe[- ]separated)`;
const TARGET = new RegExp(String.raw`(?:\bto|\binto|\bas|\bin|\bmake (?:this|it)|\bturn (?:this|it) into|→|->)\s+(?:an?\s+|the\s+)?(?:(?:pretty|indented|compact|minified|github|gfm|valid|proper|html)\s+)?${FORMAT_WORD}\b`, 'i');

/** The last format the line asks for: "this CSV in Markdown ... to JSON" wants JSON. */
export function lastTarget(line: string): RegExpExecArray | null {
  const all = [...line.matchAll(new RegExp(TARGET.source, 'gi'))];
  return (all.at(-1) as RegExpExecArray | undefined) ?? null;
}

const FROM = new RegExp(String.raw`\bfrom\s+(?:an?\s+|the\s+)?${FORMAT_WORD}\b`, 'i');
const ANY_FORMAT = new RegExp(String.raw`\b${FORMAT_WORD}\b`, 'gi');

/** "from X" anywhere, else the last format named before the target ("this CSV to JSON", "CSV → JSON"). */
function namedSource(instruction: string, target: RegExpExecArray): string | undefined {
  const from = FROM.exec(instruction);
  if (from) return from[1];
  return [...instruction.slice(0, target.index).matchAll(ANY_FORMAT)].at(-1)?.[1];
}

export function formatOf(word: string | undefined): Format | null {
  const w = (word ?? '').toLowerCase();
  if (!w) return null;
  if (w.startsWith('tab') || w === 'tsv') return 'tsv';
  if (w === 'csv' || w.startsWith('comma') || w.startsWith('semicolon') || w.startsWith('pipe')) return 'csv';
  if (w === 'json') return 'json';
  if (w === 'html') return 'html';
  return 'markdown';
}

const FENCE = /^(`{3,}|~{3,})[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)\n\1[ \t]*$/m;

/** Leading and trailing blank lines go; spaces and tabs on the data lines are content. */
const trimLines = (s: string) => s.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?:\r?\n[ \t]*)+$/, '');

/** Splits the instruction from the data: a fenced block, the text after the instruction's colon, or the other lines. */
export function splitPayload(text: string): { instruction: string; payload: string; fenceLang: string } {
  const fence = FENCE.exec(text);
  if (fence) return { instruction: text.slice(0, fence.index) + text.slice(fence.index + fence[0].length), payload: fence[3], fenceLang: fence[2].toLowerCase() };
  const lines = text.split('\n');
  const at = lines.findIndex((l) => TARGET.test(l));
  if (at < 0) return { instruction: '', payload: '', fenceLang: '' };
  const line = lines[at];
  const m = lastTarget(line)!;
  const colon = line.indexOf(':', m.index + m[0].length);
  const rest = at === 0 ? lines.slice(1) : lines.slice(0, at);
  if (colon >= 0) {
    const after = line.slice(colon + 1).replace(/^[ \t]/, '');
    return { instruction: line.slice(0, colon), payload: trimLines([after, ...lines.slice(at + 1)].join('\n')), fenceLang: '' };
  }
  // The substring test keeps claim() cheap; the parser still decides whether there is a table.
  if (lines.length === 1 && /<table/i.test(text) && htmlTables(text).length) return { instruction: text, payload: text, fenceLang: '' };
  return { instruction: line, payload: trimLines(at === 0 || at === lines.length - 1 ? rest.join('\n') : text), fenceLang: '' };
}

/** Named or, failing that, recognized by a real parse of the text. */
export function sniffFormat(payload: string): Format | null {
  const t = payload.trim();
  if (/^[[{]/.test(t)) return 'json';
  if (htmlTables(t).length || (t.startsWith('<') && hasHtmlElements(t))) return 'html';
  if (markdownTables(t).length) return 'markdown';
  const lines = t.split(/\r?\n/);
  if (lines.filter((l) => l.includes('\t')).length >= Math.ceil(lines.length / 2)) return 'tsv';
  const guess = Papa.parse<string[]>(t, { preview: 5, delimitersToGuess: [',', ';', '|'] });
  if (guess.data.some((r) => r.length > 1)) return 'csv';
  // Several lines and no delimiter: a one-column list, which is a CSV with one column.
  return lines.filter((l) => l.trim()).length > 1 ? 'csv' : null;
}

function delimiterIn(text: string): string | undefined {
  if (/\bsemicolon/i.test(text)) return ';';
  if (/\bpipe[- ](?:separated|delimited)|\bpipes\b/i.test(text)) return '|';
  const m = /\b(?:delimiter|separator|separated by|delimited by)\s*(?:is|of|=|:)?\s*["'`]?([^\s"'`\w])["'`]?/i.exec(text);
  return m?.[1];
}

/** A request for a program that converts tables is code_spec's, not a table to convert here. */
const CODE_REQUEST = /\b(?:write|create|implement|generate)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:function|program|script|class|module|method|cli)\b|\b(?:pytest|unittest|npm test|cargo test|go test|make test)\b|\w\.(?:py|js|ts|go|rs|rb|java)\b/i;

/** One-line paragraphs without a delimiter that end like a sentence ("Here is my data:", "Thanks!") are prose around the table. */
function dropProse(payload: string): string {
  const blocks = payload.split(/\r?\n[ \t]*\r?\n/);
  if (blocks.length < 2) return payload;
  const kept = blocks.filter((b) => b.includes('\n') || /[,;\t|]/.test(b) || !/[:.!?]\s*$/.test(b));
  return kept.length ? kept.join('\n\n') : payload;
}

/** Every conversion names its target format, so text that names no format is not one (a cheap first test). */
const NAMES_FORMAT = new RegExp(String.raw`\b${FORMAT_WORD}\b`, 'i');

export function parseTableRequest(text: string): TableRequest | null {
  if (!NAMES_FORMAT.test(text)) return null;
  const split = splitPayload(text);
  const { instruction, fenceLang } = split;
  const payload = fenceLang || FENCE.test(text) ? split.payload : dropProse(split.payload);
  const target = lastTarget(instruction);
  if (!target || !payload.trim() || CODE_REQUEST.test(instruction)) return null;
  const source = formatOf(fenceLang && fenceLang !== 'text' ? fenceLang : namedSource(instruction, target));
  const targetFormat = formatOf(target[1])!;
  let header: boolean | null = null;
  if (/\b(no|without(?: an?)?|headerless|missing)\s*header|\bfirst (?:row|line) is (?:data|not a header)\b/i.test(instruction)) header = false;
  else if (/\bwith(?: an?| the)? header|\bfirst (?:row|line) is (?:the |a )?header|\bhas (?:an? )?header\b/i.test(instruction)) header = true;
  const after = instruction.slice(instruction.indexOf(target[0]) + target[0].length);
  const before = instruction.slice(0, instruction.indexOf(target[0]));
  const outDelimiter = targetFormat === 'csv' ? (delimiterIn(target[0] + after)) : undefined;
  const pretty = !/\b(compact|minified|minimi[sz]ed|one[- ]line|single[- ]line|no indent)/i.test(instruction);
  let jsonShape: WriteOptions['jsonShape'];
  if (/\b(array|list)s? of (arrays|lists|rows)\b|\b2d array\b/i.test(instruction)) jsonShape = 'arrays';
  else if (/\b(object|dict|map) of (columns|arrays|lists)\b|\bcolumn(ar|[- ]oriented)\b/i.test(instruction)) jsonShape = 'columns';
  else if (/\b(array|list) of (objects|records|dicts)\b|\brecords\b/i.test(instruction)) jsonShape = 'objects';
  return { payload, source, target: targetFormat, header, inDelimiter: delimiterIn(before), write: { delimiter: outDelimiter, pretty, jsonShape } };
}
