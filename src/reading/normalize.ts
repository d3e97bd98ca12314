/**
 * First pass over any request: one spelling for the symbols people type or paste (×, ÷, −, thin spaces,
 * curly quotes, superscripts, `**`), case and line breaks kept so names and quoted text survive.
 */

const SYMBOLS: [RegExp, string][] = [
  // Thin, narrow, no-break and ideographic spaces; zero-width characters are dropped.
  [/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' '],
  [/[\u200b-\u200d\u2060\ufeff]/g, ''],
  [/\r\n?/g, '\n'],
  [/[−–—‒]/g, '-'],
  [/[×✕✖⋅·∙]/g, '*'],
  [/[÷∕]/g, '/'],
  [/⁄/g, '/'],
  [/\*\*/g, '^'],
  [/[’‘‛`´]/g, "'"],
  [/[“”„‟«»]/g, '"'],
  [/…/g, '...'],
  [/[！]/g, '!'],
  [/[？]/g, '?'],
  [/[，]/g, ','],
  [/[：]/g, ':'],
  [/½/g, ' 1/2'],
  [/¼/g, ' 1/4'],
  [/¾/g, ' 3/4'],
  [/⅓/g, ' 1/3'],
  [/⅔/g, ' 2/3'],
  [/⅛/g, ' 1/8'],
];

const SUPERSCRIPT: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };

/** Symbols unified, superscript exponents written as `^n`, runs of spaces collapsed (line breaks kept). */
export function normalizeText(raw: string): string {
  let t = raw;
  // Plain ASCII (most requests) has only `**` and line endings to unify.
  if (/[^\x20-\x7e\n\t]/.test(t)) {
    t = t.normalize('NFC');
    for (const [re, s] of SYMBOLS) t = t.replace(re, s);
    t = t.replace(/[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (m) => `^${[...m].map((c) => SUPERSCRIPT[c]).join('')}`);
  } else t = t.replace(/\*\*/g, '^').replace(/`/g, "'");
  // "1 1/2" from "1½" keeps one space; a fraction glyph at the start loses the leading one.
  return t
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
