/**
 * IANA time zone names from the places a request names ("in Tokyo" → Asia/Tokyo, "New York" →
 * America/New_York), read from the zone list Node itself carries; UTC/GMT and zone names written out are
 * taken as they are.
 */
import type { Span } from './mentions.js';

let byCity: Map<string, string> | null = null;

/** A few places people name that are not the city of their zone. */
const EXTRA: Record<string, string> = {
  'san francisco': 'America/Los_Angeles', seattle: 'America/Los_Angeles', boston: 'America/New_York', washington: 'America/New_York',
  miami: 'America/New_York', atlanta: 'America/New_York', dallas: 'America/Chicago', houston: 'America/Chicago', beijing: 'Asia/Shanghai',
  mumbai: 'Asia/Kolkata', delhi: 'Asia/Kolkata', 'new delhi': 'Asia/Kolkata', bangalore: 'Asia/Kolkata', munich: 'Europe/Berlin',
  barcelona: 'Europe/Madrid', milan: 'Europe/Rome', osaka: 'Asia/Tokyo', kyoto: 'Asia/Tokyo', 'hong kong': 'Asia/Hong_Kong',
  london: 'Europe/London', sydney: 'Australia/Sydney', montreal: 'America/Toronto', 'rio de janeiro': 'America/Sao_Paulo',
};

function cities(): Map<string, string> {
  if (!byCity) {
    byCity = new Map(Object.entries(EXTRA));
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const city = zone.split('/').at(-1)!.replace(/_/g, ' ').toLowerCase();
      if (!byCity.has(city)) byCity.set(city, zone);
    }
  }
  return byCity;
}

export function timeZoneFor(text: string, names: readonly Span[], role: 'from' | 'to' | null): { value: string; span: Span } | null {
  const found: { value: string; span: Span }[] = [];
  const zone = /\b(?:[A-Z][a-z]+\/[A-Z][A-Za-z_]+(?:\/[A-Z][A-Za-z_]+)?|UTC|GMT)\b/g;
  for (const m of text.matchAll(zone)) found.push({ value: m[0], span: { text: m[0], start: m.index!, end: m.index! + m[0].length } });
  for (const n of names) {
    const z = cities().get(n.text.toLowerCase().replace(/,.*$/, ''));
    if (z) found.push({ value: z, span: n });
  }
  if (!found.length) {
    // Lower-case city names: "time in tokyo".
    for (const m of text.toLowerCase().matchAll(/\b(?:in|for|to|from|at)\s+([a-z]+(?:\s+[a-z]+){0,2})/g)) {
      const words = m[1].split(/\s+/);
      for (let n = words.length; n >= 1; n--) {
        const z = cities().get(words.slice(0, n).join(' '));
        if (!z) continue;
        const start = m.index! + m[0].indexOf(m[1]);
        found.push({ value: z, span: { text: words.slice(0, n).join(' '), start, end: start + words.slice(0, n).join(' ').length } });
        break;
      }
    }
  }
  found.sort((a, b) => a.span.start - b.span.start);
  if (role === 'to') return found.at(-1) ?? null;
  return found[0] ?? null;
}
