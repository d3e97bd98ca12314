/**
 * A request sent as a Python prompt: imports, perhaps helper functions, and one top-level
 * `def name(args: types) -> type:` whose body is only its docstring (the prose, often with doctest
 * examples or "f(x) ==> y" lines). Sent bare or wrapped in a sentence and a code fence. What is read: the
 * code before the function (kept verbatim), the def line and docstring (kept verbatim), the parameters,
 * and the docstring's text; the function is completed by adding its body after the docstring.
 */

export interface PromptCode {
  /** Imports and helpers before the function, as written (ends with a newline, or empty). */
  preamble: string;
  name: string;
  params: { name: string; type: string | null }[];
  /** The def line(s) through the colon, as written. */
  signature: string;
  /** The docstring's lines, as written, quotes included. */
  docstring: string;
  /** The docstring's text, without quotes and common indentation. */
  doc: string;
  /** The body's indentation (the docstring's). */
  indent: string;
}

const CODE_START = /^(?:from \S+ import |import \w|def |class |@|#)/;
const TARGET = /^def ([A-Za-z_]\w*)\s*\(((?:[^()]|\([^()]*\))*)\)\s*(?:->\s*([^:\n]+?)\s*)?:[ \t]*\n([ \t]+)(?:[rRuU]?)("""|''')([\s\S]*?)\5[ \t]*(?:\n|$)/gm;

/** Splits a parameter list at top-level commas (types may hold `Dict[str, int]`). */
function splitParams(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of src) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((p) => p.trim()).filter(Boolean);
}

function dedent(text: string): string {
  const lines = text.replace(/\t/g, '    ').split('\n');
  const widths = lines.slice(1).filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const cut = widths.length ? Math.min(...widths) : 0;
  return [lines[0].trim(), ...lines.slice(1).map((l) => l.slice(cut))].join('\n').trim();
}

/** The code of a prompt: a fenced block holding the target def, or the text from its first line of code. */
function codeOf(text: string): string {
  for (const m of text.matchAll(/```[\w-]*\n([\s\S]*?)```/g)) if (/^def \w+/m.test(m[1])) return m[1];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((l) => CODE_START.test(l));
  return start >= 0 ? lines.slice(start).join('\n') : '';
}

/** The prompt's function to complete (the last top-level def with only a docstring), or null. */
export function readPromptCode(text: string): PromptCode | null {
  const code = codeOf(text);
  if (!code) return null;
  const found = [...code.matchAll(TARGET)].at(-1);
  if (!found || found.index === undefined) return null;
  // Nothing but blank lines, comments or `pass` after the docstring: the body is the part to write.
  const after = code.slice(found.index + found[0].length);
  if (after.split('\n').some((l) => l.trim() && !/^\s*(?:#.*|pass|\.\.\.)$/.test(l))) return null;
  const [all, name, paramSrc, , indent, quote, inner] = found;
  const params = splitParams(paramSrc).map((p) => {
    const m = /^\**([A-Za-z_]\w*)\s*(?::\s*([^=]+?))?\s*(?:=.*)?$/.exec(p);
    return { name: m?.[1] ?? p, type: m?.[2]?.trim() ?? null, star: p.startsWith('*') };
  });
  if (params.some((p) => p.star || p.name === 'self')) return null;
  const sigEnd = all.indexOf('\n') + 1;
  return {
    preamble: code.slice(0, found.index),
    name,
    params: params.map(({ name: n, type }) => ({ name: n, type })),
    signature: all.slice(0, sigEnd - 1).replace(/[ \t]+$/, ''),
    docstring: all.slice(sigEnd).replace(/\s+$/, ''),
    doc: dedent(inner),
    indent: indent.replace(/\t/g, '    ') === indent ? indent : '    ',
  };
  void quote;
}

/** Lines of a docstring that give examples rather than say what the function does. */
const EXAMPLE_LINE = /^\s*(?:>>>|\.\.\.\s|(?:for )?examples?\s*:?\s*\d*\s*:?\s*$|e\.g\.\s*:?\s*$|for (?:example|instance)\s*:?\s*$)/i;

/** The docstring's prose: without doctest lines and their outputs, example lines and headings. */
export function docProse(doc: string, name: string): string {
  const lines = doc.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (/^\s*>>>/.test(l)) {
      // The output lines that follow, up to a blank line or the next prompt.
      while (i + 1 < lines.length && lines[i + 1].trim() && !/^\s*>>>/.test(lines[i + 1])) i++;
      continue;
    }
    if (EXAMPLE_LINE.test(l)) continue;
    if (new RegExp(String.raw`^\s*(?:(?:examples?|e\.g\.|for (?:example|instance))\s*\d*\s*:?\s*)?${name}\s*\(`, 'i').test(l)) continue;
    if (/^\s*-{3,}\s*$|^\s*(?:Args|Arguments|Parameters|Returns?|Raises|Note|Notes)\s*:?\s*$/.test(l)) continue;
    kept.push(l.trim());
  }
  return kept.join(' ').replace(/\s+/g, ' ').trim();
}

const VALUE = String.raw`(?<value>None|-?\d+(?:\.\d+)?|True|False|''|""|\[\]|\(\)|(?:an |the )?empty (?:list|string|tuple)|zero)`;
const INPUT = String.raw`(?<input>list|array|string|text|sequence|input|word|sentence|collection|tuple)`;
const THE = String.raw`(?:(?:the|an?) )?(?:given |input )?`;
/** What a docstring says the function gives for an empty input: "(0 for an empty list)", "If the list is empty, return None". */
const EMPTY_RULES: RegExp[] = [
  new RegExp(String.raw`\b${VALUE} (?:for|if given|when given|on) an? empty ${INPUT}`, 'i'),
  new RegExp(String.raw`\b(?:returns?|should return|gives?|is) ${VALUE},? (?:if|when|in case|for) ${THE}${INPUT} is empty`, 'i'),
  new RegExp(String.raw`\bor ${VALUE},? (?:if|when|in case|for) ${THE}${INPUT} is empty`, 'i'),
  new RegExp(String.raw`\b(?:if|when|in case) ${THE}${INPUT} is empty,? (?:then )?(?:return|it returns|the (?:result|answer) is|returns?|gives?) ${VALUE}`, 'i'),
  new RegExp(String.raw`\ban empty ${INPUT} (?:gives|returns|yields|results in) ${VALUE}`, 'i'),
];

const LITERALS: Record<string, string> = { zero: '0', 'empty list': '[]', 'empty string': "''", 'empty tuple': '()' };

/** The prose without what it says of an empty input (that statement is checked as an example of its own). */
export function withoutEmptyCase(prose: string): string {
  return EMPTY_RULES.reduce((text, re) => text.replace(new RegExp(re.source, 'gi'), ' '), prose);
}

/** The value stated for an empty input, as a Python literal, with the kind of input named; or null. */
export function emptyCase(prose: string): { input: string; value: string } | null {
  for (const re of EMPTY_RULES) {
    const g = re.exec(prose)?.groups;
    if (g) return { input: g.input.toLowerCase(), value: LITERALS[g.value.toLowerCase().replace(/^(?:an|the) /, '')] ?? g.value };
  }
  return null;
}
