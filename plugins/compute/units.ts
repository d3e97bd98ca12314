/** Unit conversions through mathjs units with 40-digit BigNumbers; temperatures convert with their offsets. */
import { all, create, type MathJsInstance } from 'mathjs';
import { normalizeText } from './normalize-text.js';
import { exactDecimal, parseDecimal, roundTo, terminates, type Q } from './rational.js';
import { readRounding } from './rounding-request.js';
import { presentValue } from './present-value.js';
import { rat } from './exact-value.js';
import { CURRENCY, DATA_NOTE, unitName } from './unit-names.js';
import type { Outcome } from './solved.js';
import { rx, rxGlobal } from './pattern.js';

let math: MathJsInstance | null = null;
/** Created on first use so importing the plugin stays free of side effects. */
function mathjs(): MathJsInstance {
  if (!math) {
    math = create(all, { number: 'BigNumber', precision: 40 });
    math.createUnit('knot', '1852 m/h');
    math.createUnit('nmi', '1852 m');
    // mathjs rounds these; the exact legal definitions keep answers like "2 acres = 87120 ft²" exact.
    math.createUnit('acre', '43560 ft^2', { override: true });
    math.createUnit('mmHg', '133.322387415 Pa', { override: true });
    math.createUnit('eV', '1.602176634e-19 J', { override: true });
    math.createUnit('tablespoon', '14.78676478125 mL', { override: true });
    math.createUnit('teaspoon', '4.92892159375 mL', { override: true });
    math.createUnit('impgal', '4.54609 L');
    math.createUnit('impqt', '1.1365225 L');
    math.createUnit('imppint', '0.56826125 L');
    math.createUnit('impfloz', '28.4130625 mL');
    math.createUnit('cal', '4.184 J');
    math.createUnit('kcal', '4184 J');
  }
  return math;
}

const NUM = String.raw`(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|\(\d+/\d+\))`;
/** A unit: no digits except exponents (cm^3, m2 after its letters). */
const UNIT = String.raw`((?:[^\d]|(?<=\^)\d|(?<=[a-z])[23](?!\d))+?)`;
const PATTERNS = [
  rx`^(?:convert |change |turn |express )?${NUM}\s*${UNIT}\s+(?:to|into|in|as|in terms of|=)\s+${UNIT}$`,
  rx`^how many ${UNIT} (?:are |is )?(?:there )?(?:in|make|make up|equal|per|is|are) ${NUM}\s*${UNIT}$`,
];
const LEAD = /^(?:please |can you |could you |hey |quick |what is |what are |how much is |how many is |how far is |how long is |how heavy is |how hot is |how cold is |how tall is |how fast is |how big is |how wide is |how deep is |how high is )+/;
const TAIL = /(?:,? please| exactly| approximately| roughly)+$/;

const toQ = (s: string): Q | null => {
  const f = /^\((\d+)\/(\d+)\)$/.exec(s);
  return f ? parseDecimal(f[1])!.div(parseDecimal(f[2])!) : parseDecimal(s);
};

/** value·u1 expressed in u2, exactly as far as 40 significant digits go; null when the dimensions differ. */
function convert(value: Q, u1: string, u2: string): Q | null {
  const mj = mathjs();
  try {
    const u = mj.unit(mj.bignumber(exactDecimal(terminates(value) ? value : roundTo(value, 30))), u1);
    return parseDecimal((u.to(u2).toNumeric() as { toFixed(n: number): string }).toFixed(30));
  } catch {
    return null;
  }
}

const MIXED = new RegExp(String.raw`^(?:convert )?((?:${NUM}\s*[a-z]+,?(?: and)?\s+){1,3}${NUM}\s*[a-z]+) (?:to|into|in|as) ([^\d]+)$`);

/** "how many cm is 6 feet 2 inches": the target named first, the parts after (the target is the last group). */
const MIXED_ASKED = new RegExp(String.raw`^how many ([^\d]+?) (?:are |is )?(?:there )?(?:in|is|are|make|equal) ((?:${NUM}\s*[a-z]+,?(?: and)?\s+){1,3}${NUM}\s*[a-z]+)$`);

const QUANTITY = String.raw`-?\d+(?:\.\d+)?\s*°?[a-z]+(?:\.)?(?:,?(?: and)? \d+(?:\.\d+)?\s*[a-z]+)?`;
/**
 * "I weigh 11 stone 4 lbs, what's that in kg?", "a marathon is 42.195 km, how many miles is that": the one
 * quantity stated, then asked about as "that". The words before it hold no other number.
 */
function thatIn(text: string): string {
  if (!/\b(?:that|this|it)\b/.test(text)) return text;
  const m =
    new RegExp(String.raw`^(?:([^\d]*?)\s)?(${QUANTITY}),? (?:so )?(?:what is|how much is|what does) (?:that|this|it)(?: come to| equal)? (?:in|to|into) ([^\d]+)$`).exec(text) ??
    new RegExp(String.raw`^(?:([^\d]*?)\s)?(${QUANTITY}),? (?:so )?how many ([^\d]+?) (?:is|are|would be|does) (?:that|this|it)(?: be| make| equal| come to)?$`).exec(text);
  if (!m || (m[1] && !/\b(?:is|are|was|were|weigh|weighs|measures?|am|i'm|of|about|around|ran|run|walked|drove|cycled|swam|flew)$/.test(m[1]))) return text;
  return `${m[2]} in ${m[3]}`;
}

export function solveUnits(raw: string): Outcome {
  // 5'11" is 5 ft 11 in.
  // 5'11" is 5 ft 11 in, and so is "5 foot 11" (the inches left unnamed, before "in cm" or a comma: "I'm 6 foot 2, …").
  const feet = raw
    .replace(/(\d+)\s*(?:'|′|’)\s*(\d+(?:\.\d+)?)\s*(?:"|″|''|”)/g, '$1 ft $2 in')
    .replace(/\b(\d+) (?:foot|feet|ft) (\d+(?:\.\d+)?)(?: (?:inches|inch|in))?(?= (?:in|to|into) [a-z]|\s*,)/gi, '$1 ft $2 in');
  const { text, rounding } = readRounding(thatIn(normalizeText(feet).replace(/[?!]+$|\.$/, '').trim().replace(/(?:\bhalf|\(1\/2\)) (?:an?|1) /g, '0.5 ').replace(/(?<![\d./])(\d+) (\d+)\/(\d+)(?![\d./])/g, (_m, w: string, n: string, d: string) => (BigInt(d) === 0n ? _m : `(${BigInt(w) * BigInt(d) + BigInt(n)}/${d})`))));
  const said = text.replace(LEAD, '').replace(TAIL, '').replace(/^(an?|one) /, '1 ').replace(/ (?:in|make) (an?|one) /, ' in 1 ').trim();
  // "how many full weeks are in 200 days": the whole number of weeks, what is left over said beside it.
  const whole = /^how many (?:full|whole|complete) (?=[a-z])/.test(said);
  const t = whole ? said.replace(/^how many (?:full|whole|complete) /, 'how many ') : said;
  let parts: [string, string][];
  let to: string;
  let m = MIXED.exec(t);
  const asked = m ? null : MIXED_ASKED.exec(t);
  if (m || asked) {
    // "5 feet 10 inches in cm": each part converted, then added.
    const [said, target] = m ? [m[1], m[m.length - 1]] : [asked![2], asked![1]];
    parts = [...said.matchAll(rxGlobal`${NUM}\s*([a-z]+)`)].map((p) => [p[1], p[2]]);
    to = target;
  } else if ((m = PATTERNS[0].exec(t))) [parts, to] = [[[m[1], m[2]]], m[3]];
  else if ((m = PATTERNS[1].exec(t))) [parts, to] = [[[m[2], m[3]]], m[1]];
  else return null;
  const strip = (u: string) => u.replace(/^(degrees?|°)\s*/, '').trim();
  to = strip(to);
  const from = parts.map(([, u]) => strip(u));
  if ([...from, to].some((u) => CURRENCY.test(u) || u.split(/\/| per /).some((x) => CURRENCY.test(x.trim())))) {
    return { family: 'units', reason: 'currency is not converted: exchange rates change and no rate is computed here' };
  }
  const names = from.map(unitName);
  const u2 = unitName(to);
  const several = unitList(to);
  if (several && !u2 && parts.length === 1 && names[0]) return inUnits(parts[0][0], from[0], names[0], several);
  if (!u2 && names.every((n) => !n)) return null;
  const unknown = [...from, to].find((u, i) => !(i < from.length ? names[i] : u2));
  if (unknown !== undefined) return { family: 'units', reason: `unknown unit "${unknown}"` };
  if (parts.length > 1 && names.some((n) => /^deg|^K$/.test(n!))) return { family: 'units', reason: 'temperatures are not added together' };
  let precise: Q | null = null;
  for (let i = 0; i < parts.length; i++) {
    const value = toQ(parts[i][0]);
    const c = value && convert(value, names[i]!, u2!);
    if (!c) return { family: 'units', reason: `cannot convert ${from[i]} to ${to}: they measure different things` };
    precise = precise ? precise.add(c) : c;
  }
  // 30-digit conversion can leave 2.999…; twelve places decide the whole count safely.
  if (whole) return wholeUnits(roundTo(precise!, 12), parts, from, to, names, u2!);
  const u1 = names.join(' + ');
  const amount = parts.map(([a], i) => `${a} ${from[i]}`).join(' ');
  // 40-digit arithmetic leaves ...9999 tails; 12 significant digits is far inside its accuracy.
  const sigRound = (x: Q, sig: number) => {
    if (x.n === 0n) return x;
    const whole = x.abs().n / x.abs().d;
    const lead = whole > 0n ? whole.toString().length : -((exactDecimal(x.abs()).split('.')[1] ?? '').search(/[1-9]/));
    return roundTo(x, sig - lead);
  };
  // Six significant figures shown, but never fewer than the whole part has: "1 GiB in bytes" is 1073741824, not 1073740000.
  const wholeDigits = (precise!.abs().n / precise!.abs().d).toString().length;
  const clean = sigRound(precise!, Math.max(12, wholeDigits));
  const p = rounding ? presentValue(rat(clean), rounding, null, false) : null;
  const short = sigRound(clean, Math.max(6, wholeDigits));
  const exact = short.equals(clean);
  const num = p ? p.headline : exactDecimal(short);
  const approx = !p && !exact;
  const target = u2!;
  const SHOWN: Record<string, string> = { degC: '°C', degF: '°F', 'mi/h': 'mph', impgal: 'imperial gallons', impqt: 'imperial quarts', imppint: 'imperial pints', impfloz: 'imperial fl oz' };
  const label = to.length > 3 && !/[\/^]/.test(to) ? to.replace(/^(us|uk) /, (m) => m.toUpperCase()) : SHOWN[target] ?? target;
  const headline = `${amount} ${approx ? '≈' : '='} ${num} ${label}`;
  const forms = [...new Set([`${num} ${label}`, num, `${num} ${target}`, `${num} ${to}`, ...(p ? p.forms : [])])];
  const notes = [approx ? `rounded to ${Math.max(6, wholeDigits)} significant figures` : '', p?.note ?? '', /[kmgt]i?b$/i.test(u1 + target) && /B$/.test(u1 + target) ? DATA_NOTE : '', /\b(ton|gal|qt|pint|cup|floz|tablespoon|teaspoon)\b/.test(`${u1} ${target}`) ? 'US customary units (ton = 2000 lb, US gallon)' : '', /\bimp/.test(`${u1} ${target}`) ? 'imperial units (1 imperial gallon = 4.54609 L = 8 imperial pints = 160 imperial fl oz)' : '', /cal\b/.test(`${u1} ${target}`) ? 'calorie = 4.184 J (thermochemical)' : ''].filter(Boolean);
  return { family: 'units', headline: `${num} ${label}`, forms, working: [headline, `converted with mathjs units (${u1} → ${target})`], caveat: notes.join('; ') || undefined, verified: true };
}

/** "feet and inches", "hours, minutes and seconds", "hours minutes and seconds": two or three unit names, or null. */
function unitList(to: string): string[] | null {
  const three = /^(\w+),? (?!and\b)(\w+),? (?:and )?(\w+)$/.exec(to);
  if (three && three.slice(1).every((u) => unitName(u))) return three.slice(1);
  const two = /^(\w+(?: \w+)?) and (\w+(?: \w+)?)$/.exec(to);
  return two ? two.slice(1) : null;
}

/**
 * "172 cm in feet and inches", "80 kg in stone and pounds", "10000 seconds in hours, minutes and seconds": whole
 * larger units and the rest in the smallest, to 2 decimal places. Only when each unit is a whole number of the
 * next (12 in, 14 lb, 60 s).
 */
function inUnits(amount: string, fromText: string, from: string, texts: string[]): Outcome {
  const names = texts.map(unitName);
  const value = toQ(amount);
  const cannot: Outcome = { family: 'units', reason: `cannot express ${fromText} in ${texts.join(' and ')}` };
  if (!value || names.some((n) => !n)) return cannot;
  const per = names.slice(0, -1).map((n, i) => convert(parseDecimal('1')!, n!, names[i + 1]!));
  const smallest = names.at(-1)!;
  const total = convert(value, from, smallest);
  if (per.some((p) => !p || p.d !== 1n || p.n < 2n) || !total) return cannot;
  if (total.s < 0n) return { family: 'units', reason: 'a negative amount is not split into units' };
  const cents = roundTo(total, 2);
  // Each unit's size in the smallest: [3600, 60, 1] for hours, minutes, seconds.
  const sizes = names.map((_, i) => per.slice(i).reduce((a, p) => a * p!.n, 1n));
  let rest = cents;
  const wholes = sizes.slice(0, -1).map((size) => {
    const w = rest.n / rest.d / size;
    rest = rest.sub(parseDecimal(`${w * size}`)!);
    return w;
  });
  const restText = exactDecimal(rest);
  const short: Record<string, string> = { ft: 'ft', inch: 'in', stone: 'st', lb: 'lb', oz: 'oz' };
  const shown = [...wholes.map(String), restText];
  const headline = shown.map((n, i) => `${n} ${short[names[i]!] ?? texts[i]}`).join(' ');
  const said = shown.map((n, i) => `${n} ${texts[i]}`);
  const forms = [headline, said.join(' '), `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`, ...(names.join() === 'ft,inch' ? [`${wholes[0]}'${restText}"`] : [])];
  const exact = cents.equals(total);
  return {
    family: 'units',
    headline,
    forms: [...new Set(forms)],
    working: [`${amount} ${fromText} = ${exactDecimal(roundTo(total, 6))} ${texts.at(-1)}`, `${exactDecimal(cents)} = ${wholes.map((w, i) => `${w} × ${sizes[i]}`).join(' + ')} + ${restText}`],
    caveat: exact ? undefined : `the ${texts.at(-1)} are rounded to 2 decimal places`,
    verified: true,
  };
}

/** The whole number of target units in a non-negative amount, with the rest in the first unit said. */
function wholeUnits(amount: Q, parts: [string, string][], from: string[], to: string, names: (string | null)[], target: string): Outcome {
  if (amount.s < 0n || names.some((n) => /^deg|^K$/.test(n!))) return { family: 'units', reason: 'whole units are counted only in amounts of zero or more, and never in temperatures' };
  const count = amount.n / amount.d;
  const rest = convert(amount.sub(parseDecimal(`${count}`)!), target, names[0]!);
  if (!rest) return null;
  const restText = exactDecimal(roundTo(rest, 6));
  const said = parts.map(([a], i) => `${a} ${from[i]}`).join(' ');
  return { family: 'units', headline: `${count} ${to}`, forms: [`${count}`, `${count} ${to}`], working: [`${said} = ${exactDecimal(roundTo(amount, 6))} ${target}`, `${count} whole ${to}, ${restText} ${from[0]} left over`], verified: true };
}
