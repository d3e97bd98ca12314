/**
 * What a request mentions that could be an argument: numbers (with units, percent, money, number words),
 * quoted text, names, emails, links, paths, dates and times, each with where it stands so the words around
 * it can say which parameter it is for. Read once per request.
 */
import { unitAt } from './units.js';
import { STOPWORDS, words } from './words.js';

export interface Span {
  text: string;
  start: number;
  end: number;
}

export interface NumberMention extends Span {
  value: number;
  /** mathjs unit name written after it ("5 km" → km). */
  unit: string | null;
  percent: boolean;
  /** Currency code of a money amount ("$5" → USD). */
  money: string | null;
  /** Up to six words before it, nearest first; and up to three after (past the unit). */
  before: string[];
  after: string[];
  /** True inside a list of numbers ("3, 5 and 8"). */
  listed: boolean;
}

export interface Mentions {
  text: string;
  numbers: NumberMention[];
  quotes: Span[];
  /** Capitalized word runs ("San Francisco", "New York, NY") and all-caps tokens. */
  names: Span[];
  emails: Span[];
  urls: Span[];
  paths: Span[];
  /** ISO dates (yyyy-mm-dd) with the span they were read from. */
  dates: (Span & { iso: string })[];
  /** 24-hour times (HH:MM). */
  times: (Span & { hhmm: string })[];
}

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, dozen: 12,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const CURRENCY: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
const CURRENCY_WORDS: Record<string, string> = { dollar: 'USD', dollars: 'USD', usd: 'USD', euro: 'EUR', euros: 'EUR', eur: 'EUR', pound: 'GBP', pounds: 'GBP', gbp: 'GBP', yen: 'JPY', jpy: 'JPY' };

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (m: string) => MONTHS.findIndex((x) => x.startsWith(m.toLowerCase().replace('.', '').slice(0, 3)));

function spans(text: string, re: RegExp, group = 0): Span[] {
  return [...text.matchAll(re)].map((m) => {
    const start = m.index! + (group ? m[0].indexOf(m[group]) : 0);
    return { text: m[group], start, end: start + m[group].length };
  });
}

const inside = (s: { start: number; end: number }, taken: readonly { start: number; end: number }[]) => taken.some((t) => s.start >= t.start && s.end <= t.end);

function readDates(text: string): Mentions['dates'] {
  const out: Mentions['dates'] = [];
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, iso: m[0] });
  const push = (m: RegExpMatchArray, y: string, mon: string, d: string) => {
    const mi = monthIndex(mon);
    if (mi < 0 || +d < 1 || +d > 31) return;
    out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, iso: `${y}-${pad(mi + 1)}-${pad(+d)}` });
  };
  for (const m of text.matchAll(new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'gi'))) push(m, m[3], m[1], m[2]);
  for (const m of text.matchAll(new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+(\d{4})\b`, 'gi'))) push(m, m[3], m[2], m[1]);
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) {
    // Only when the order is clear: a day over 12 says which is which.
    const [a, b] = [+m[1], +m[2]];
    const [mo, d] = a > 12 && b <= 12 ? [b, a] : b > 12 && a <= 12 ? [a, b] : [0, 0];
    if (mo) out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, iso: `${m[3]}-${pad(mo)}-${pad(d)}` });
  }
  return out;
}

function readTimes(text: string): Mentions['times'] {
  const out: Mentions['times'] = [];
  for (const m of text.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?(?![a-z])/gi)) {
    let h = +m[1] % 12;
    if (m[3].toLowerCase() === 'p') h += 12;
    if (+m[1] > 12) continue;
    out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, hhmm: `${pad(h)}:${m[2] ?? '00'}` });
  }
  for (const m of text.matchAll(/\b([01]?\d|2[0-3]):([0-5]\d)\b(?!\s*[ap]\.?m)/gi)) {
    if (!inside({ start: m.index!, end: m.index! + m[0].length }, out)) out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, hhmm: `${pad(+m[1])}:${m[2]}` });
  }
  return out;
}

/** Number words: "twenty five", "three hundred", "a dozen", "two thousand five hundred". */
function readNumberWords(text: string): Span[] {
  const re = /\b(?:a\s+(?=dozen|hundred|thousand|million)|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozen|hundred|thousand|million|billion)(?:(?:(?<=hundred|thousand|million|billion)\s+and\s+|[\s-]+)(?=zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozen|hundred|thousand|million|billion))?)+\b/gi;
  return spans(text, re);
}

function wordValue(raw: string): number | null {
  let total = 0;
  let current = 0;
  for (const w of raw.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and') continue;
    if (w === 'a') current = 1;
    else if (w in SMALL) current = w === 'dozen' ? (current || 1) * 12 : current + SMALL[w];
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALE) {
      total += (current || 1) * SCALE[w];
      current = 0;
    } else return null;
  }
  return total + current;
}

function context(text: string, start: number, end: number): { before: string[]; after: string[] } {
  return { before: words(text.slice(Math.max(0, start - 80), start)).slice(-6).reverse(), after: words(text.slice(end, end + 60)).slice(0, 3) };
}

function readNumbers(text: string, taken: readonly Span[]): NumberMention[] {
  const found: NumberMention[] = [];
  const numeric = /(?<![\p{L}\p{N}_.\/#:^-])(-|−|minus\s+)?([$€£¥])?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:e([+-]?\d+))?(?:\s?(k|thousand|million|m|bn|billion)\b)?(\s?%|\s+percent\b|\s+per\s?cent\b)?(?![\p{N}]|[\p{L}_]*\d)/giu;
  for (const m of text.matchAll(numeric)) {
    const start = m.index! + (m[0].length - m[0].trimStart().length);
    let end = m.index! + m[0].length;
    if (inside({ start, end }, taken)) continue;
    // A version, an id or a code ("v2", "A320", "3.5.1") is not a quantity.
    if (/^[.\d]/.test(text.slice(end, end + 2)) && /^\.\d/.test(text.slice(end))) continue;
    let value = Number(`${m[3].replace(/,/g, '')}${m[4] ?? ''}${m[5] ? `e${m[5]}` : ''}`);
    const scale = m[6]?.toLowerCase();
    // "5m" is five metres, not five million, unless money is meant.
    if (scale === 'k' || scale === 'thousand') value *= 1e3;
    else if (scale === 'million' || (scale === 'm' && m[2])) value *= 1e6;
    else if (scale === 'bn' || scale === 'billion') value *= 1e9;
    else if (scale === 'm') end -= m[0].length - m[0].toLowerCase().lastIndexOf('m');
    if (m[1]) value = -value;
    let money = m[2] ? CURRENCY[m[2]] : null;
    const percent = Boolean(m[7]);
    let unit: string | null = null;
    if (!percent && !(scale === 'k' || scale === 'million' || scale === 'billion' || scale === 'bn' || scale === 'thousand')) {
      const u = unitAt(text.slice(end));
      if (u) {
        unit = u.unit;
        end += u.length;
      } else if (!money) {
        const cw = /^\s*([a-z]+)/i.exec(text.slice(end));
        if (cw && CURRENCY_WORDS[cw[1].toLowerCase()]) money = CURRENCY_WORDS[cw[1].toLowerCase()];
      }
    }
    found.push({ text: text.slice(start, end), start, end, value, unit, percent, money, ...context(text, start, end), listed: false });
  }
  for (const s of readNumberWords(text)) {
    const value = wordValue(s.text);
    if (value === null || inside(s, taken) || /^(one|a)$/i.test(s.text.trim())) continue;
    let end = s.end;
    const u = unitAt(text.slice(end));
    let unit: string | null = null;
    if (u && u.unit.length > 1) [unit, end] = [u.unit, end + u.length];
    found.push({ text: text.slice(s.start, end), start: s.start, end, value, unit, percent: false, money: null, ...context(text, s.start, end), listed: false });
  }
  found.sort((a, b) => a.start - b.start);
  // Numbers joined only by commas, "and", "or" or spaces form a list.
  for (let i = 1; i < found.length; i++) {
    if (/^\s*(?:,|and|or|&|,\s*and|;)?\s*$/i.test(text.slice(found[i - 1].end, found[i].start))) found[i - 1].listed = found[i].listed = true;
  }
  return found;
}

/** Words that open a sentence or a request in capitals without being names. */
const NOT_NAMES = new Set(
  ('what whats how who where when why which can could would will please find get show tell give list search look calculate compute convert ' +
    'create make send add delete remove update set book check is are do does i i\'m my me we our you your the a an in on at for to from of and or ' +
    'hi hello hey thanks thank ok okay also then now so if it this that these those there here let lets use using run open read write save ' +
    'fetch return retrieve determine estimate help need want like yes no not sure').split(' '),
);

function readNames(text: string, taken: readonly Span[]): Span[] {
  const out: Span[] = [];
  const re = /\b[A-Z][\p{L}'’.-]*(?:\s+(?:(?:of|de|del|da|la|le|von|van|the|and|upon|on|am|du|des)\s+)?[A-Z][\p{L}'’.-]*)*(?:,\s+[A-Z]{2}\b)?/gu;
  for (const m of text.matchAll(re)) {
    let s = m[0].replace(/[.'’]+$/, '');
    let start = m.index!;
    // Leading words that merely open the sentence are not part of the name.
    const parts = s.split(/\s+/);
    while (parts.length && NOT_NAMES.has(parts[0].toLowerCase().replace(/[’']s?$/, ''))) {
      const w = parts.shift()!;
      start = text.indexOf(parts[0] ?? '', start + w.length);
    }
    if (!parts.length || start < 0) continue;
    s = parts.join(' ');
    s = text.slice(start, start + text.slice(start).indexOf(s) + s.length) || s;
    const span = { text: s, start, end: start + s.length };
    if (STOPWORDS.has(s.toLowerCase()) || inside(span, taken)) continue;
    // A single capitalized word opening a sentence is as likely a verb or noun as a name.
    if (!/\s/.test(s) && /(^|[.!?:;]\s*|\n\s*)$/.test(text.slice(0, start)) && s !== s.toUpperCase()) continue;
    out.push(span);
  }
  return out;
}

export function readMentions(text: string): Mentions {
  const quotes = spans(text, /(?<![\p{L}\p{N}])"([^"\n]+)"|(?<![\p{L}\p{N}])'([^'\n]+)'(?![\p{L}\p{N}])|“([^”\n]+)”|‘([^’\n]+)’|`([^`\n]+)`/gu).map((s) => {
    const inner = s.text.slice(1, -1);
    return { text: inner, start: s.start + 1, end: s.end - 1 };
  });
  const urls = spans(text, /\b(?:https?:\/\/|www\.)[^\s"'<>)\]]+[^\s"'<>)\].,;:!?]/gi);
  const emails = spans(text, /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g).filter((e) => !inside(e, urls));
  const paths = spans(text, /(?<![\w@])(?:~?\/[\w.\-\/]+|\.{1,2}\/[\w.\-\/]+|[A-Za-z]:\\[\w.\-\\ ]+|[\w\-]+(?:\/[\w.\-]+)+|[\w\-]+\.(?:txt|md|json|csv|py|ts|js|html|css|yaml|yml|toml|xml|pdf|docx?|xlsx?|png|jpe?g|gif|log|sql|sh|rs|go|java|c|cpp|h))\b/g).filter(
    (p) => !inside(p, urls) && !inside(p, emails),
  );
  const dates = readDates(text);
  const times = readTimes(text);
  const taken: Span[] = [...quotes, ...urls, ...emails, ...paths, ...dates, ...times];
  return { text, numbers: readNumbers(text, taken), quotes, names: readNames(text, [...urls, ...emails, ...paths, ...dates, ...quotes]), emails, urls, paths, dates, times };
}
