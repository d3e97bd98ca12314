/**
 * Units as people write them after a number ("5 miles", "30 °C", "2 hrs") and as parameters ask for them
 * (`distance_km`, "Duration in seconds"), converted with mathjs units. Self-contained so it can move to the
 * shared reader (src/reading) as it is.
 */
import { create, all, type MathJsInstance } from 'mathjs';

/** Written forms → mathjs unit names; longest forms are tried first by the reader. */
const ALIASES: Record<string, string> = {};
const add = (name: string, forms: string) => forms.split('|').forEach((f) => (ALIASES[f] = name));
add('km', 'km|kms|kilometer|kilometers|kilometre|kilometres');
add('m', 'm|meter|meters|metre|metres');
add('cm', 'cm|centimeter|centimeters|centimetre|centimetres');
add('mm', 'mm|millimeter|millimeters|millimetre|millimetres');
add('mi', 'mi|mile|miles');
add('ft', 'ft|foot|feet');
add('inch', 'in|inch|inches');
add('yd', 'yd|yds|yard|yards');
add('nmi', 'nautical mile|nautical miles|nmi');
add('kg', 'kg|kgs|kilo|kilos|kilogram|kilograms|kilogramme|kilogrammes');
add('g', 'g|gram|grams|gramme|grammes');
add('mg', 'mg|milligram|milligrams');
add('lb', 'lb|lbs|pound|pounds');
add('oz', 'oz|ounce|ounces');
add('tonne', 'tonne|tonnes|metric ton|metric tons');
add('L', 'l|liter|liters|litre|litres');
add('mL', 'ml|milliliter|milliliters|millilitre|millilitres');
add('gal', 'gal|gallon|gallons');
add('cup', 'cup|cups');
add('s', 's|sec|secs|second|seconds');
add('ms', 'ms|millisecond|milliseconds');
add('min', 'min|mins|minute|minutes');
add('h', 'h|hr|hrs|hour|hours');
add('day', 'day|days');
add('week', 'week|weeks|wk|wks');
add('degC', '°c|celsius|degrees celsius|degree celsius|centigrade|c');
add('degF', '°f|fahrenheit|degrees fahrenheit|degree fahrenheit|f');
add('K', 'kelvin|kelvins');
add('km/h', 'km/h|kph|kmh|kilometers per hour|kilometres per hour');
add('mi/h', 'mph|miles per hour|mi/h');
add('m/s', 'm/s|meters per second|metres per second');
add('knot', 'knot|knots|kn|kt');
add('m^2', 'm2|m²|sq m|square meter|square meters|square metre|square metres');
add('km^2', 'km2|km²|sq km|square kilometer|square kilometers|square kilometre|square kilometres');
add('ft^2', 'ft2|ft²|sq ft|square foot|square feet');
add('acre', 'acre|acres');
add('hectare', 'ha|hectare|hectares');
add('B', 'byte|bytes');
add('kB', 'kb|kilobyte|kilobytes');
add('MB', 'mb|megabyte|megabytes');
add('GB', 'gb|gigabyte|gigabytes');
add('TB', 'tb|terabyte|terabytes');
add('J', 'j|joule|joules');
add('kJ', 'kj|kilojoule|kilojoules');
add('kcal', 'kcal|kilocalorie|kilocalories|calories|calorie');
add('W', 'w|watt|watts');
add('kW', 'kw|kilowatt|kilowatts');
add('kWh', 'kwh|kilowatt hour|kilowatt hours|kilowatt-hour|kilowatt-hours');
add('Pa', 'pa|pascal|pascals');
add('kPa', 'kpa|kilopascal|kilopascals');
add('bar', 'bar|bars');
add('psi', 'psi');
add('atm', 'atm|atmosphere|atmospheres');

/** Single letters are units only right after a number; as a parameter's unit they would be noise. */
const AFTER_NUMBER_ONLY = new Set(['m', 'g', 's', 'h', 'l', 'c', 'f', 'j', 'w', 'in', 'kn', 'kt', 'pa', 'ha', 'mi']);

const FORMS = Object.keys(ALIASES).sort((a, b) => b.length - a.length);

let math: MathJsInstance | null = null;
/** Created on first use so importing the plugin stays free of side effects. */
function mathjs(): MathJsInstance {
  if (!math) {
    math = create(all);
    math.createUnit('knot', '1852 m/h', { override: true });
    math.createUnit('nmi', '1852 m', { override: true });
    math.createUnit('kcal', '4184 J', { override: true });
  }
  return math;
}

/** The unit written at the start of `text` (after a number): its mathjs name and how many characters it took. */
export function unitAt(text: string): { unit: string; length: number } | null {
  const lower = text.toLowerCase();
  const lead = /^\s*(degrees?\s+|°\s*)?/.exec(lower)![0];
  const rest = lower.slice(lead.length);
  for (const form of FORMS) {
    if (!rest.startsWith(form)) continue;
    // A unit ends where the word ends: "5 min" is minutes, "5 minutes" too, "5 mint" is not.
    const next = rest.charAt(form.length);
    if (next && /[\p{L}\p{N}²]/u.test(next)) continue;
    if (lead.includes('°') && !form.startsWith('°')) return { unit: ALIASES[`°${form}`] ?? ALIASES[form], length: lead.length + form.length };
    return { unit: ALIASES[form], length: lead.length + form.length };
  }
  if (lead.trim().startsWith('degree')) return { unit: 'deg', length: lead.trimEnd().length };
  return null;
}

/** The unit a parameter asks for, from its name (`distance_km`, `timeout_ms`) or description ("in meters"). */
export function wantedUnit(name: string, description: string): string | null {
  const parts = name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/);
  for (let i = parts.length - 1; i >= 1; i--) {
    const form = parts[i];
    if (ALIASES[form] && !AFTER_NUMBER_ONLY.has(form)) return ALIASES[form];
    if (form === 'ms' || form === 'km' || form === 'kg' || form === 'cm' || form === 'mm') return ALIASES[form];
  }
  const d = description.toLowerCase();
  const m = /\b(?:in|as|expressed in|measured in|units? of|number of)\s+((?:degrees\s+)?[a-z°/²0-9 ]{1,24})/.exec(d) ?? /\(([a-z°/²0-9 ]{1,24})\)/.exec(d);
  if (!m) return null;
  const phrase = m[1].trim();
  for (const form of FORMS) {
    if (AFTER_NUMBER_ONLY.has(form) || form.length < 2) continue;
    if (phrase === form || phrase.startsWith(`${form} `) || phrase.startsWith(`${form},`) || phrase.replace(/^degrees\s+/, '') === form) return ALIASES[form];
  }
  return null;
}

/** Whether two units measure the same thing (so one converts to the other). */
export function sameKind(a: string, b: string): boolean {
  try {
    return mathjs().unit(1, a).equalBase(mathjs().unit(1, b));
  } catch {
    return false;
  }
}

/** value·from in `to`, rounded to 10 significant digits so float noise (0.30000000000000004) is gone; null when they measure different things. */
export function convert(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  if (!sameKind(from, to)) return null;
  const out = mathjs().unit(value, from).toNumber(to);
  return Number(out.toPrecision(10));
}

/** The mathjs name of a written unit word or symbol, or null. */
export function unitName(raw: string): string | null {
  return ALIASES[raw.trim().toLowerCase()] ?? null;
}
