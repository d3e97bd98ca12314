/**
 * General clean-up of pasted text before cards are read: one spelling for Unicode punctuation and spaces,
 * emoji presentation selectors dropped (♥️ is ♥), and "vs." written one way. Nothing card-specific, so it
 * can move to a shared reading front end as it is.
 */

const REPLACEMENTS: [RegExp, string][] = [
  [/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' '],
  [/[\u200b-\u200d\ufe0e\ufe0f]/g, ''],
  [/[‘’‛`´]/g, "'"],
  [/[“”„]/g, '"'],
  [/[‐‑‒–—―−]/g, '-'],
  [/…/g, '...'],
  [/\r\n?/g, '\n'],
];

export function cleanText(raw: string): string {
  let t = raw;
  for (const [re, s] of REPLACEMENTS) t = t.replace(re, s);
  return t.replace(/\bv(?:s|ersus)?\.(?=\s)/gi, 'vs');
}
