/** Reads a chat request to make a QR code: the exact text to encode and the error-correction level. */
import type { Ecc } from '../../src/core/qr/encode-qr.js';
import { setAsideEnding } from '../../src/plugin-api.js';

export interface MakeRequest {
  text: string;
  ecc: Ecc;
  /** Set when the payload's edge was a guess the caller should know about. */
  caveat?: string;
}

const QR = String.raw`qr(?:[ -]?codes?)?`;
const MAKE = new RegExp(String.raw`\b(make|create|generate|give me|build|produce|render|draw|encode|turn|convert|put|want|need)\b[^\n]{0,60}\b${QR}\b`, 'i');
const QR_FIRST = new RegExp(String.raw`^\s*${QR}\s*(code)?\s*(for|of|with|:)`, 'i');

/** True when the text asks for a code to be made (not read, not explained). */
/** A request for a program that makes QR codes is code_spec's, not a code to make here. */
const CODE_REQUEST = /\b(?:write|create|implement|generate)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:function|program|script|class|module|method|cli)\b|\b(?:pytest|unittest|npm test|cargo test|go test|make test)\b/i;

export function isMakeRequest(text: string): boolean {
  if (CODE_REQUEST.test(text)) return false;
  if (/\b(read|decode|scan|what does|what's in|what is in)\b[^\n]{0,40}\bqr\b/i.test(text)) return false;
  return MAKE.test(text) || QR_FIRST.test(text);
}

const LEVELS: [RegExp, Ecc][] = [
  [/\b(?:level|ecc|error[- ]correction(?: level)?)\s*[:=]?\s*["']?([LMQH])\b/i, 'M'],
  [/\b(high|highest|maximum|max)\s+error[- ]correction\b/i, 'H'],
  [/\b(low|lowest|minimum|min)\s+error[- ]correction\b/i, 'L'],
  [/\bquartile\b/i, 'Q'],
];

function eccOf(instructions: string): Ecc {
  for (const [re, level] of LEVELS) {
    const m = re.exec(instructions);
    if (m) return m[1] && m[1].length === 1 ? (m[1].toUpperCase() as Ecc) : level;
  }
  return 'M';
}

const QUOTES: [string, string][] = [['```', '```'], ['"', '"'], ['“', '”'], ['`', '`'], ['«', '»'], ["'", "'"]];

/** A quoted payload is taken exactly as written, whitespace and punctuation included. */
function quoted(text: string): { payload: string; rest: string } | null {
  for (const [open, close] of QUOTES) {
    const i = text.indexOf(open);
    if (i < 0) continue;
    const j = text.indexOf(close, i + open.length);
    if (j < 0) continue;
    let payload = text.slice(i + open.length, j);
    if (open === '```') payload = payload.replace(/^[\w-]*\n/, '').replace(/\n$/, '');
    // A lone apostrophe ("don't") is not a quote: single quotes need a space or edge before them.
    if (open === "'" && i > 0 && /\w/.test(text[i - 1])) continue;
    if (payload) return { payload, rest: text.slice(0, i) + text.slice(j + close.length) };
  }
  return null;
}

const LEVEL_SUFFIX = /\s*(?:,|\bwith\b|\bat\b|\busing\b)?\s*(?:(?:ecc|error[- ]correction)\s*(?:level)?\s*[:=]?\s*[LMQH]|level\s*[:=]?\s*[LMQH]|(?:high|highest|maximum|max|low|lowest|minimum|min)\s+error[- ]correction|quartile(?:\s+error[- ]correction)?)\b\s*[.!]?$/i;

/** The request line points at text on the lines after it ("the text below", "exactly as written", "the following"). */
const POINTS_BELOW = /\b(?:below|following|underneath|next lines?|these lines|this text|the text|as written|exactly|verbatim|as is|word for word|byte for byte)\b|:\s*$/i;
/** A link, address or number at the end of a described payload: "for my blog https://…", "for our office tel:+1…". */
const LINK = /^((?:my|our|the|his|her|their|this|a|an|your)\b[^\n:]{0,40}?)[\s:,-]+((?:https?:\/\/|www\.|mailto:|tel:|sms:|geo:)\S+)\s*$/i;

/** Unquoted forms: "QR code for this: X" (after the colon, verbatim), "... QR code for X", "encode X as a QR code". */
function unquoted(text: string): { raw: string; verbatim: boolean; described?: string } | null {
  const colon = new RegExp(String.raw`\b${QR}\b[^\n:]{0,40}:(?:[ \t]+|[ \t]*\n)([\s\S]+)$`, 'i').exec(text);
  if (colon) return { raw: colon[1], verbatim: true };
  const after = new RegExp(String.raw`\b${QR}\s*(?:image\s*)?(?:for|of|with|containing|encoding|that says|saying|pointing to|linking to|to)\s+([\s\S]+)$`, 'i').exec(text);
  if (after) {
    const link = LINK.exec(after[1]);
    return link ? { raw: link[2], verbatim: false, described: link[1].trim() } : { raw: after[1], verbatim: false };
  }
  const before = new RegExp(String.raw`\b(?:encode|turn|convert|put|make)\s+([\s\S]+?)\s+(?:as|into|in|to)\s+(?:a\s+|an\s+)?${QR}\b`, 'i').exec(text);
  if (before) return { raw: before[1], verbatim: false };
  return null;
}

/** "QR code for the text below, exactly as written" and the text on its own lines: those lines, byte for byte. */
function linesBelow(text: string): { payload: string; request: string } | null {
  const m = new RegExp(String.raw`^([^\n]*\b${QR}\b[^\n]*)\n([\s\S]+)$`, 'i').exec(text);
  return m && POINTS_BELOW.test(m[1]) && m[2].trim() ? { payload: m[2], request: m[1] } : null;
}

export function parseMakeRequest(text: string): MakeRequest | null {
  const below = linesBelow(text);
  if (below) return { text: below.payload, ecc: eccOf(below.request) };
  const q = quoted(text);
  if (q) return { text: q.payload, ecc: eccOf(q.rest) };
  const found = unquoted(text);
  if (!found) return null;
  const suffix = found.raw.match(LEVEL_SUFFIX)?.[0];
  const ecc = eccOf(suffix ?? text.slice(0, text.indexOf(found.raw)));
  let payload = suffix ? found.raw.slice(0, -suffix.length) : found.raw;
  let caveat: string | undefined;
  if (found.described) caveat = `Encoded only the link; "${found.described}" was read as what it is, not as text to encode.`;
  if (!found.verbatim) {
    // Sign-offs after the payload ("… please", "… thanks!") are the request's, not the text's.
    payload = setAsideEnding(payload).core;
    // In a sentence, one closing mark reads as punctuation; the colon form keeps every character.
    const trimmed = payload.trim().replace(/[.!?]$/, '');
    if (trimmed !== payload.trim()) caveat ??= 'The final punctuation mark was read as the end of the sentence, not part of the text; put the text in quotes to include it.';
    payload = trimmed;
  }
  if (!payload.trim()) return null;
  return { text: payload, ecc, caveat };
}
