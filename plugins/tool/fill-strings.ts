/**
 * The string a request gives for a string parameter, by the kind of value it takes: an email, a link, a
 * path, a date or time, a time zone, a language, a place, a person, a ticker, a formula, free text, or a
 * value written next to the parameter's own name. Quoted text and names are taken whole, never cut.
 */
import type { Mentions, Span } from './mentions.js';
import type { ParamInfo } from './param-info.js';
import { timeZoneFor } from './time-zones.js';
import { groupsOf, splitIdentifier, stem, STOPWORDS, words } from './words.js';

export interface StringPick {
  value: string;
  span: Span | null;
}

const LANGUAGES: Record<string, string> = {
  english: 'en', spanish: 'es', french: 'fr', german: 'de', italian: 'it', portuguese: 'pt', dutch: 'nl', russian: 'ru',
  chinese: 'zh', mandarin: 'zh', japanese: 'ja', korean: 'ko', arabic: 'ar', hindi: 'hi', turkish: 'tr', polish: 'pl',
  swedish: 'sv', norwegian: 'no', danish: 'da', finnish: 'fi', greek: 'el', hebrew: 'he', czech: 'cs', ukrainian: 'uk',
  vietnamese: 'vi', thai: 'th', indonesian: 'id', romanian: 'ro', hungarian: 'hu', catalan: 'ca',
};
const CURRENCIES: Record<string, string> = {
  dollar: 'USD', dollars: 'USD', usd: 'USD', euro: 'EUR', euros: 'EUR', eur: 'EUR', pound: 'GBP', pounds: 'GBP', sterling: 'GBP', gbp: 'GBP',
  yen: 'JPY', jpy: 'JPY', yuan: 'CNY', renminbi: 'CNY', cny: 'CNY', rupee: 'INR', rupees: 'INR', inr: 'INR', franc: 'CHF', francs: 'CHF', chf: 'CHF',
  cad: 'CAD', aud: 'AUD', won: 'KRW', krw: 'KRW', peso: 'MXN', pesos: 'MXN', mxn: 'MXN', bitcoin: 'BTC', btc: 'BTC',
};

const free = (s: Span, used: readonly Span[]) => !used.some((u) => s.start < u.end && u.start < s.end);
const prepBefore = (text: string, s: Span) => words(text.slice(Math.max(0, s.start - 20), s.start)).at(-1) ?? '';

/** Spans nearest the parameter's own words win; otherwise the first in the request. */
function nearest(p: ParamInfo, text: string, list: readonly Span[]): Span | undefined {
  if (list.length <= 1) return list[0];
  const anchors = [...p.nameStems, ...p.descStems.slice(0, 4)];
  const toks = words(text);
  const positions = toks.map((t, i) => (anchors.includes(stem(t)) ? i : -1)).filter((i) => i >= 0);
  if (!positions.length) return list[0];
  const at = (s: Span) => words(text.slice(0, s.start)).length;
  const dist = (s: Span) => Math.min(...positions.map((a) => Math.abs(a - at(s))));
  return [...list].sort((a, b) => dist(a) - dist(b) || a.start - b.start)[0];
}

/** "named X", "called X", "titled X", "<name> X", "<name>: X", "<name> is X", "<name> = X". */
function labelled(p: ParamInfo, text: string, used: readonly Span[]): StringPick | null {
  const short = splitIdentifier(p.name).filter((w) => w !== 'id').join(' ');
  const label = [p.name, splitIdentifier(p.name).join(' '), ...(p.kind === 'id' && short ? [short] : [])].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const cue = p.kind === 'person' || p.kind === 'generic' || p.kind === 'id' ? `|named|called|titled|entitled` : '|titled|entitled';
  const re = new RegExp(`(?:\\b(?:${label})\\b\\s*(?:=|:|is|of|as|to|should be|set to)?${cue.replace(/\|/g, '|\\b')})\\s*["'“‘]?([^\\s"'”’,;?!]+(?:\\s+(?![a-z]+\\b(?:and|or|with|in|for|to|on|at|from|by)\\b)[A-Z0-9][^\\s"'”’,;?!]*)*)`, 'iu');
  const m = re.exec(text);
  if (!m) return null;
  const value = m[1].replace(/[.]+$/, '');
  if (STOPWORDS.has(value.toLowerCase()) || /^(a|an|the)$/i.test(value)) return null;
  const start = m.index + m[0].lastIndexOf(m[1]);
  const span = { text: value, start, end: start + value.length };
  return free(span, used) ? { value, span } : null;
}

/** A place with its house number before it and its town after a comma: "1600 Amphitheatre Parkway, Mountain View". */
function widen(text: string, s: Span, names: readonly Span[]): Span {
  let { start, end } = s;
  const number = /(\d+[A-Za-z]?\s+)$/.exec(text.slice(0, start));
  if (number) start -= number[1].length;
  const next = names.find((n) => n.start > end && /^,\s*$/.test(text.slice(end, n.start)));
  if (next) end = next.end;
  return { text: text.slice(start, end), start, end };
}

function location(p: ParamInfo, m: Mentions, used: readonly Span[]): StringPick | null {
  // A two-letter code ("CA") is a place only where the parameter asks for a code.
  const codes = /\b(two-letter|code|abbreviation)\b/i.test(p.description);
  const names = m.names.filter((s) => free(s, used) && (codes ? /^[A-Z]{2,3}$/.test(s.text) : !/^[A-Z]{2,5}$/.test(s.text))).map((s, _i, all) => widen(m.text, s, all));
  const role = p.role;
  const preps = role === 'from' ? ['from', 'leaving'] : role === 'to' ? ['to', 'into', 'towards', 'for'] : ['in', 'at', 'near', 'for', 'around', 'of', 'from', 'to'];
  // "between Paris and Brussels": the first is where from, the second where to.
  const between = names.findIndex((s, i) => prepBefore(m.text, s) === 'between' && /^\s+and\s+$/.test(m.text.slice(s.end, names[i + 1]?.start ?? s.end)));
  if (role && between >= 0) {
    const s = names[between + (role === 'to' ? 1 : 0)];
    return { value: s.text, span: s };
  }
  // "SFO to NRT": the first is where from, the second where to.
  const pair = names.findIndex((s, i) => names[i + 1] && /^\s+to\s+$/i.test(m.text.slice(s.end, names[i + 1].start)) && !['to', 'from'].includes(prepBefore(m.text, s)));
  if (role && pair >= 0) {
    const s = names[pair + (role === 'to' ? 1 : 0)];
    return { value: s.text, span: s };
  }
  const byPrep = names.filter((s) => preps.includes(prepBefore(m.text, s)));
  const pick = byPrep[0] ?? (role ? undefined : nearest(p, m.text, names));
  if (pick) return { value: pick.text, span: pick };
  // Places written in lower case: "weather in paris".
  const re = role === 'from' ? /\bfrom\s+([a-z][a-z]+(?:\s+[a-z]+)?)/ : role === 'to' ? /\bto\s+([a-z][a-z]+(?:\s+[a-z]+)?)/ : /\b(?:in|at|near|for)\s+([a-z][a-z]+(?:\s+[a-z]+)?)/;
  const lower = re.exec(m.text);
  if (!lower) return null;
  const w = lower[1].split(/\s+/).filter((x) => !STOPWORDS.has(x) && !/^(tomorrow|today|tonight|celsius|fahrenheit|english|spanish)$/.test(x));
  if (!w.length || w.length !== lower[1].split(/\s+/).length) return null;
  const start = lower.index + lower[0].lastIndexOf(lower[1]);
  return { value: lower[1], span: { text: lower[1], start, end: start + lower[1].length } };
}

/** What follows "for", "about", "saying", a colon, up to the end of the sentence: the words of a search or a message. */
/** Short labels (a subject, a title) are taken only when the request names them, never from the body's words. */
const LABEL_ONLY = /^(subject|title|summary|name|caption|heading|label|tag)$/;

function freeText(p: ParamInfo, text: string, m: Mentions, used: readonly Span[]): StringPick | null {
  const quotes = m.quotes.filter((s) => free(s, used));
  if (LABEL_ONLY.test(p.nameStems.at(-1) ?? '')) {
    const named = quotes.find((q) => new RegExp(`\\b(?:${p.nameStems.at(-1)}\\w*|called|named|titled|entitled)\\W{0,3}$`, 'i').test(text.slice(Math.max(0, q.start - 20), q.start)));
    return named ? { value: named.text, span: named } : null;
  }
  const q = nearest(p, text, quotes);
  if (q) return { value: q.text, span: q };
  // Every cue, overlapping ("for 2 minutes for the pasta" has two): the words from it to the end of its sentence.
  const cues: { index: number; 0: string; 1: string }[] = [];
  for (const c of text.matchAll(/\b(?:search(?:ing)?\s+(?:the web\s+|online\s+)?for|look(?:ing)?\s+up|find(?:ing)?|about|regarding|on the topic of|saying|that says|with the text|reading|for)\s+|:\s*/gi)) {
    const rest = text.slice(c.index! + c[0].length);
    const tail = rest.slice(0, rest.search(/[.?!](?:\s|$)|$/)).trimEnd();
    if (tail) cues.push({ index: c.index!, 0: c[0] + tail, 1: tail });
  }
  // The first cue whose words are not a quantity ("for 2 minutes") or a value another parameter took.
  const cue = cues.find((c) => {
    const start = c.index + c[0].length - c[1].length;
    return !m.numbers.some((n) => n.start === start || n.start === start + (c[1].length - c[1].trimStart().length)) && free({ text: c[1], start, end: start + Math.min(c[1].length, 1) }, used);
  });
  if (!cue) return null;
  let value = cue[1].trim().replace(/\s*(?:please|thanks|thank you)[.!]*$/i, '').replace(/[.?!,;]+$/, '');
  const start = cue.index + cue[0].length - cue[1].length;
  // Values other parameters took at the end ("… in Paris") are not part of the text.
  for (const u of [...used].sort((a, b) => b.start - a.start)) {
    const rel = u.start - start;
    if (rel > 0 && rel <= value.length && !value.slice(rel + u.text.length).trim()) value = value.slice(0, rel).replace(/\s+(?:in|at|on|for|from|to|by|with|near)\s*$/i, '').trim();
  }
  if (!value || words(value).every((w) => STOPWORDS.has(w))) return null;
  return { value, span: { text: value, start, end: start + value.length } };
}

function expression(text: string): StringPick | null {
  const cue = /(?:f\(x\)\s*=|y\s*=|function|equation|expression|formula|polynomial|of)\s*[:=]?\s*([-+*/^().\d\sa-z²³√]*[a-z\d)][-+*/^().\d\sa-z²³]*)/gi;
  let best: StringPick | null = null;
  for (const m of text.matchAll(cue)) {
    const raw = m[1].replace(/\s+(?:at|from|for|when|where|with|and|between|over|on|in|if)\b.*$/i, '').trim().replace(/[.,;?]+$/, '');
    if (!/[-+*/^²³]/.test(raw) || !/[a-z]/i.test(raw.replace(/\b(?:sin|cos|tan|log|ln|exp|sqrt)\b/g, ''))) continue;
    const start = m.index! + m[0].indexOf(raw);
    if (!best || raw.length > best.value.length) best = { value: raw, span: { text: raw, start, end: start + raw.length } };
  }
  return best;
}

/** A capitalized word used as a modifier ("Italian restaurants", "Thai food"): the kind of thing asked for. */
function modifier(text: string, names: readonly Span[], used: readonly Span[]): StringPick | null {
  const s = names.find((n) => free(n, used) && !/\s/.test(n.text) && /^\s+[a-z]+/.test(text.slice(n.end)) && !/^[A-Z]{2,}$/.test(n.text));
  return s ? { value: s.text, span: s } : null;
}

function symbol(text: string, used: readonly Span[]): StringPick | null {
  for (const m of text.matchAll(/\b[A-Z]{1,5}(?:\.[A-Z]{1,2})?\b/g)) {
    const s = { text: m[0], start: m.index!, end: m.index! + m[0].length };
    if (m[0] !== 'I' && m[0] !== 'A' && free(s, used)) return { value: m[0], span: s };
  }
  return null;
}

/**
 * A language or currency named in the request. With a from/to pair: the one after "to"/"into" (or asked
 * "how many <yen>") is the target, the one after "from" or the other one the source; one value alone is
 * the target unless "from" stands before it.
 */
function fromTable(table: Record<string, string>, p: ParamInfo, text: string, asCode: boolean): StringPick | null {
  const toks = [...text.matchAll(/[\p{L}]+/gu)];
  const seen = new Set<string>();
  const hits = toks.filter((t) => {
    const code = table[t[0].toLowerCase()];
    if (!code || !(t[0].length > 3 || t[0] === t[0].toUpperCase()) || seen.has(code)) return false;
    seen.add(code);
    return true;
  });
  let pick: RegExpMatchArray | undefined = hits[0];
  if (p.role) {
    const before = (t: RegExpMatchArray) => words(text.slice(0, t.index)).at(-1) ?? '';
    const asked = (t: RegExpMatchArray) => /\bhow (?:many|much)\s+$/i.test(text.slice(0, t.index));
    const target = hits.find((t) => ['to', 'into', 'in'].includes(before(t)) || asked(t)) ?? (hits.length > 1 ? hits.find((t) => before(t) !== 'from' && t !== hits[0]) : hits.find((t) => before(t) !== 'from'));
    pick = p.role === 'to' ? target : (hits.find((t) => before(t) === 'from') ?? hits.find((t) => t !== target));
  }
  if (!pick) return null;
  const word = pick[0];
  const value = asCode ? table[word.toLowerCase()] : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return { value, span: { text: word, start: pick.index!, end: pick.index! + word.length } };
}

/** ISO 3166-1 alpha-2 codes of the countries requests name most. */
const COUNTRY_CODES: Record<string, string> = {
  'united states': 'US', usa: 'US', america: 'US', 'united kingdom': 'GB', uk: 'GB', britain: 'GB', 'great britain': 'GB', england: 'GB',
  germany: 'DE', france: 'FR', spain: 'ES', italy: 'IT', portugal: 'PT', netherlands: 'NL', belgium: 'BE', switzerland: 'CH', austria: 'AT',
  ireland: 'IE', sweden: 'SE', norway: 'NO', denmark: 'DK', finland: 'FI', poland: 'PL', greece: 'GR', turkey: 'TR', russia: 'RU', ukraine: 'UA',
  canada: 'CA', mexico: 'MX', brazil: 'BR', argentina: 'AR', chile: 'CL', colombia: 'CO', peru: 'PE', japan: 'JP', china: 'CN', india: 'IN',
  'south korea': 'KR', korea: 'KR', australia: 'AU', 'new zealand': 'NZ', 'south africa': 'ZA', egypt: 'EG', nigeria: 'NG', kenya: 'KE',
  israel: 'IL', 'saudi arabia': 'SA', indonesia: 'ID', thailand: 'TH', vietnam: 'VN', philippines: 'PH', singapore: 'SG', malaysia: 'MY',
  'czech republic': 'CZ', czechia: 'CZ', hungary: 'HU', romania: 'RO',
};

const wantsCountryCode = (p: ParamInfo) => /\bcountry\b/i.test(`${p.name} ${p.description}`) && /\b(code|iso|alpha-?2|two-letter)\b/i.test(`${splitIdentifier(p.name).join(' ')} ${p.description}`);

/** A country named in the request (for a parameter asking its code). */
function countryNamed(text: string, used: readonly Span[]): StringPick | null {
  const low = text.toLowerCase();
  for (const name of Object.keys(COUNTRY_CODES).sort((a, b) => b.length - a.length)) {
    const at = new RegExp(`\\b${name}\\b`).exec(low);
    if (!at || (name.length <= 3 && !new RegExp(`\\b${name}\\b`, 'i').exec(text)?.[0].match(/^[A-Z]+$/))) continue;
    const span = { text: text.slice(at.index, at.index + name.length), start: at.index, end: at.index + name.length };
    if (free(span, used)) return { value: span.text, span };
  }
  return null;
}

const wantsCode = (p: ParamInfo) => /\b(code|iso|abbreviation|e\.g\.\s*['"]?[a-z]{2,3}\b)/i.test(p.description) || /code/i.test(p.name);

/**
 * The words of the request no tool word, no other value and no filler claims ("Tell me about the movie
 * Inception" → "Inception", "recipe for pancakes" → "pancakes", "the kitchen lights" → "kitchen"): for a
 * required string nothing else gave. A capitalized run wins ("the Lakers' last game" → "Lakers"), then the
 * run nearest the parameter's own words, which it takes along when they follow it ("living room").
 */
export function residual(p: ParamInfo, m: Mentions, used: readonly Span[], toolWords: ReadonlySet<string>): StringPick | null {
  const quoted = m.quotes.find((q) => free(q, used));
  if (quoted) return { value: quoted.text, span: quoted };
  const own = new Set(p.nameStems);
  // Words of the same meaning as the tool's ("film" for a movie tool) say which tool, not which value.
  const toolGroups = new Set([...toolWords].flatMap((w) => groupsOf(w)));
  const runs: Span[][] = [];
  let run: Span[] = [];
  for (const t of m.text.matchAll(/\S+/gu)) {
    // A word alone; a token with a path, a number, an address or a version in it is not free text.
    const lead = /^["'“‘(]*/.exec(t[0])![0].length;
    const word = t[0].slice(lead).replace(/[)"'”’.,;:!?]+$/, '').replace(/['’]s?$/, '');
    const span = { text: word, start: t.index! + lead, end: t.index! + lead + word.length };
    const low = word.toLowerCase();
    const opening = !m.text.slice(0, span.start).trim() || /[.?!:]\s*$/.test(m.text.slice(0, span.start));
    const skip = !/^[\p{L}][\p{L}'’-]*$/u.test(word) || opening || STOPWORDS.has(low) || toolWords.has(stem(low)) || groupsOf(stem(low)).some((g) => toolGroups.has(g)) || own.has(stem(low)) || RESIDUAL_SKIP.has(low) || !free(span, used) || m.numbers.some((n) => n.start <= span.start && (span.end <= n.end || (span.end <= n.end + 12 && /^\s*[\p{L}]+$/u.test(m.text.slice(n.end, span.end)))));
    const gap = run.length ? m.text.slice(run.at(-1)!.end, span.start) : '';
    if (skip || (run.length && !/^\s+$/.test(gap))) {
      if (run.length) runs.push(run);
      run = [];
    }
    if (!skip) run.push(span);
  }
  if (run.length) runs.push(run);
  if (!runs.length) return null;
  if (p.kind === 'person') runs.splice(0, runs.length, ...runs.filter((r) => r.every((w) => /^\p{Lu}/u.test(w.text))));
  if (!runs.length) return null;
  const capital = runs.filter((r) => r.some((w) => /^\p{Lu}/u.test(w.text) && w.start > 0 && !/[.?!]\s*$/.test(m.text.slice(0, w.start))));
  const pool = capital.length ? capital : runs;
  const anchors = m.text.toLowerCase();
  const near = (r: Span[]) => {
    const after = anchors.slice(r.at(-1)!.end).match(/^\s+([\p{L}]+)/u)?.[1];
    return after && own.has(stem(after)) ? 0 : 1;
  };
  const pick = [...pool].sort((a, b) => near(a) - near(b))[0];
  let end = pick.at(-1)!.end;
  const follow = m.text.slice(end).match(/^\s+([\p{L}]+)/u);
  if (follow && own.has(stem(follow[1])) && near(pick) === 0 && p.nameStems.length === 1) end += follow[0].length;
  const value = m.text.slice(pick[0].start, end);
  if (pick.length > 3) return null;
  return { value, span: { text: value, start: pick[0].start, end } };
}

/** Words of a request that are about asking, not about the value asked for. */
const RESIDUAL_SKIP = new Set(('tell know get find show give look see check fetch retrieve what whats how many much who whom does mean means meaning ' +
  'can could would you me i my please pls thanks about for latest last recent current right now today tonight tomorrow yesterday info information details ' +
  'detail some more exactly approximately around under over least most up down turn switch flip put set ' +
  'good great best nice top favorite favourite popular interesting cool new bit lot thing things one something anything').split(' '));

/** The value for one string parameter, or null when the request does not give one. */
export function pickString(p: ParamInfo, m: Mentions, used: readonly Span[]): StringPick | null {
  const text = m.text;
  const first = (list: Span[]) => {
    const s = nearest(p, text, list.filter((x) => free(x, used)));
    return s ? { value: s.text, span: s } : null;
  };
  switch (p.kind) {
    case 'email':
      return first(m.emails);
    case 'url': {
      const u = first(m.urls);
      if (u) return /^www\./i.test(u.value) ? { ...u, value: `https://${u.value}` } : u;
      const domain = /\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|co|edu|gov|uk|de|fr)\b(?:\/\S*)?/i.exec(text);
      return domain ? { value: `https://${domain[0]}`, span: { text: domain[0], start: domain.index, end: domain.index + domain[0].length } } : null;
    }
    case 'path':
      return first(m.paths) ?? first(m.quotes);
    case 'date': {
      const d = m.dates.find((x) => free(x, used));
      return d ? { value: d.iso, span: d } : null;
    }
    case 'datetime': {
      const d = m.dates.find((x) => free(x, used));
      const t = m.times.find((x) => free(x, used));
      return d ? { value: `${d.iso}T${t?.hhmm ?? '00:00'}:00`, span: d } : null;
    }
    case 'time': {
      const t = m.times.find((x) => free(x, used));
      return t ? { value: t.hhmm, span: t } : null;
    }
    case 'timezone':
      return timeZoneFor(text, m.names.filter((s) => free(s, used)), p.role);
    case 'language':
      return fromTable(LANGUAGES, p, text, wantsCode(p) || /\b[a-z]{2}\b.*\b(en|es|fr|de)\b/.test(p.description));
    case 'currency':
      return fromTable(CURRENCIES, p, text, true);
    case 'symbol':
      return first(m.quotes) ?? symbol(text, used);
    case 'expression':
      return first(m.quotes) ?? expression(text);
    case 'location': {
      const place = first(m.quotes) ?? location(p, m, used) ?? (wantsCountryCode(p) ? countryNamed(text, used) : null);
      const code = place && wantsCountryCode(p) ? COUNTRY_CODES[place.value.toLowerCase().replace(/^the\s+/, '')] : undefined;
      return place && code ? { ...place, value: code } : place;
    }
    case 'person': {
      // "lyrics of Bohemian Rhapsody by Queen": who made a work is the name after "by".
      const maker = p.nameStems.some((w) => /^(artist|author|band|singer|composer|creator|writer|director|performer|by)$/.test(w))
        ? m.names.find((s) => free(s, used) && /\bby\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, s.start - 8), s.start)))
        : undefined;
      if (maker) return { value: maker.text, span: maker };
      return labelled(p, text, used) ?? first(m.quotes) ?? first(m.names.filter((s) => !/^[A-Z]{2,5}$/.test(s.text)));
    }
    case 'freetext':
      return labelled(p, text, used) ?? freeText(p, text, m, used);
    case 'id':
      return labelled(p, text, used) ?? first(m.quotes.filter((q) => !/\s/.test(q.text)));
    default:
      return labelled(p, text, used) ?? first(m.quotes) ?? modifier(text, m.names, used);
  }
}
