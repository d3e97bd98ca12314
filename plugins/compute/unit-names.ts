/** Unit names as people write them, mapped to mathjs unit names. */
import { LRUCache } from 'lru-cache';

const NAMES: [RegExp, string][] = [
  [/^(kilomet(er|re)s?|km|kms)$/, 'km'], [/^(met(er|re)s?|m)$/, 'm'], [/^(centimet(er|re)s?|cm)$/, 'cm'], [/^(millimet(er|re)s?|mm)$/, 'mm'],
  [/^(miles?|mi)$/, 'mi'], [/^(feet|foot|ft)$/, 'ft'], [/^(inch|inches|in)$/, 'inch'], [/^(yards?|yd|yds)$/, 'yd'], [/^(nautical miles?|nmi)$/, 'nmi'],
  [/^(kilograms?|kilos?|kg|kgs)$/, 'kg'], [/^(grams?|g)$/, 'g'], [/^(milligrams?|mg)$/, 'mg'], [/^(pounds?|lbs?)$/, 'lb'], [/^(ounces?|oz)$/, 'oz'],
  [/^(stones?|st)$/, 'stone'], [/^(metric tons?|tonnes?|t)$/, 'tonne'], [/^(short tons?|tons?)$/, 'ton'],
  [/^(lit(er|re)s?|l)$/, 'L'], [/^(millilit(er|re)s?|ml)$/, 'mL'],
  // Imperial (UK) volumes differ from the US ones of the same name; plain names are US, as mathjs has them.
  [/^(imperial|uk|british) (gallons?|gal)$/, 'impgal'], [/^(imperial|uk|british) (quarts?|qt)$/, 'impqt'], [/^(imperial|uk|british) (pints?|pt)$/, 'imppint'],
  [/^(imperial|uk|british) (fluid ounces?|fl\.? ?oz)$/, 'impfloz'],
  [/^((us|u\.s\.) )?(gallons?|gal)$/, 'gal'], [/^((us|u\.s\.) )?(quarts?|qt)$/, 'qt'], [/^((us|u\.s\.) )?(pints?|pt)$/, 'pint'], [/^((us|u\.s\.) )?(cups?)$/, 'cup'],
  [/^((us|u\.s\.) )?(fluid ounces?|fl\.? ?oz)$/, 'floz'], [/^((us|u\.s\.) )?(tablespoons?|tbsp|tbs)$/, 'tablespoon'], [/^((us|u\.s\.) )?(teaspoons?|tsp)$/, 'teaspoon'],
  [/^(cubic met(er|re)s?|m\^3|m3)$/, 'm^3'], [/^(cubic centimet(er|re)s?|cm\^3|cm3|cc)$/, 'cm^3'], [/^(cubic (feet|foot)|ft\^3|ft3)$/, 'ft^3'], [/^(cubic inch(es)?|in\^3)$/, 'inch^3'],
  [/^(square met(er|re)s?|sq m|m\^2|m2)$/, 'm^2'], [/^(square kilomet(er|re)s?|sq km|km\^2|km2)$/, 'km^2'], [/^(square (feet|foot)|sq ft|ft\^2|ft2)$/, 'ft^2'],
  [/^(square inch(es)?|sq in|in\^2)$/, 'inch^2'], [/^(square miles?|sq mi|mi\^2)$/, 'mi^2'], [/^(square yards?|sq yd|yd\^2)$/, 'yd^2'], [/^(square centimet(er|re)s?|cm\^2|cm2)$/, 'cm^2'],
  [/^(acres?)$/, 'acre'], [/^(hectares?|ha)$/, 'hectare'],
  [/^(seconds?|secs?|s)$/, 's'], [/^(minutes?|mins?)$/, 'min'], [/^(hours?|hrs?|h)$/, 'h'], [/^(days?)$/, 'day'], [/^(weeks?|wks?)$/, 'week'], [/^(milliseconds?|ms)$/, 'ms'],
  [/^(miles per hour|mph|mi\/h)$/, 'mi/h'], [/^(kilomet(er|re)s per hour|km\/h|kmh|kph|km\/hr)$/, 'km/h'], [/^(met(er|re)s per second|m\/s)$/, 'm/s'], [/^(feet per second|ft\/s|fps)$/, 'ft/s'], [/^(knots?|kn|kt)$/, 'knot'],
  [/^(degrees? )?(celsius|centigrade|c)$|^°c$/, 'degC'], [/^(degrees? )?(fahrenheit|f)$|^°f$/, 'degF'], [/^(kelvins?|k)$/, 'K'],
  [/^(joules?|j)$/, 'J'], [/^(kilojoules?|kj)$/, 'kJ'], [/^(calories?|cal)$/, 'cal'], [/^(kilocalories?|kcal)$/, 'kcal'], [/^(kilowatt[- ]hours?|kwh)$/, 'kWh'], [/^(btus?)$/, 'BTU'], [/^(watt[- ]hours?|wh)$/, 'Wh'], [/^(electronvolts?|ev)$/, 'eV'],
  [/^(pascals?|pa)$/, 'Pa'], [/^(kilopascals?|kpa)$/, 'kPa'], [/^(bars?)$/, 'bar'], [/^(atmospheres?|atm)$/, 'atm'], [/^(psi|pounds per square inch)$/, 'psi'], [/^(mmhg|millimet(er|re)s of mercury)$/, 'mmHg'],
  [/^(watts?|w)$/, 'W'], [/^(kilowatts?|kw)$/, 'kW'], [/^(horsepower|hp)$/, 'hp'],
  [/^(bytes?|b)$/, 'B'], [/^(bits?)$/, 'b'], [/^(kilobytes?|kb)$/, 'kB'], [/^(megabytes?|mb)$/, 'MB'], [/^(gigabytes?|gb)$/, 'GB'], [/^(terabytes?|tb)$/, 'TB'],
  [/^(kibibytes?|kib)$/, 'KiB'], [/^(mebibytes?|mib)$/, 'MiB'], [/^(gibibytes?|gib)$/, 'GiB'], [/^(tebibytes?|tib)$/, 'TiB'], [/^(megabits?|mbit)$/, 'Mb'], [/^(gigabits?|gbit)$/, 'Gb'], [/^(kilobits?|kbit)$/, 'kb'],
  // Link speeds are rates: "100 Mbps" is megabits per second, never an amount of data.
  [/^(kbps|kbit\/s)$/, 'kb/s'], [/^(mbps|mbit\/s)$/, 'Mb/s'], [/^(gbps|gbit\/s)$/, 'Gb/s'],
];

export const CURRENCY = /^(usd|eur|gbp|jpy|cny|inr|chf|cad|aud|dollars?|euros?|pounds sterling|yen|yuan|rupees?|bitcoin|btc|\$|€|£)$/;

/** Per text: its name, or null. The claim asks about every word after a number or "a", and words recur. */
const named = new LRUCache<string, { name: string | null }>({ max: 5000 });

/** The mathjs name, or null when unknown. Case matters only for data sizes (mb vs Mb is read as megabytes). */
export function unitName(raw: string): string | null {
  let found = named.get(raw);
  if (found === undefined) named.set(raw, (found = { name: readUnitName(raw) }));
  return found.name;
}

function readUnitName(raw: string): string | null {
  const t = raw.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  for (const [re, name] of NAMES) if (re.test(t)) return name;
  // Compound units: "miles per gallon", "g/cm^3", "kilometres per litre".
  const parts = t.split(/\s*\/\s*|\s+per\s+/);
  if (parts.length === 2) {
    const [a, b] = parts.map((p) => simple(p.replace(/s$/, '') === p ? p : p) ?? simple(p.replace(/s$/, '')));
    if (a && b) return `${a}/${b.includes('^') || b.includes('/') ? `(${b})` : b}`;
  }
  if (t === 'mpg') return 'mi/gal';
  return null;
}

function simple(t: string): string | null {
  for (const [re, name] of NAMES) if (re.test(t)) return name;
  return null;
}

export const DATA_NOTE = 'kB, MB, GB are decimal (1 kB = 1000 bytes); KiB, MiB, GiB are binary (1 KiB = 1024 bytes)';
