/**
 * One price left open: things bought with one price unsaid, and what they all came to ("bought a patio table and
 * 4 chairs for $135", "spent a total of $750") or the money before and after ("had $100 ... then had $65 left",
 * "gives $850 and gets $40 in change"). The open price is what the others leave of the sum, shared over how many
 * of the open thing were bought. Asked of anything but that one thing, or with two prices open, it is passed on.
 */
import Fraction from 'fraction.js';
import { showAmount, showValue } from '../reply.js';
import { sameThing, type Item, type Ledger, type ShoppingAnswer } from './shopping-list.js';
import type { Asked } from './shopping-question.js';

type Costs = (l: Ledger, line: (s: number, what: string) => void, open?: Item) => boolean;

const show = (v: Fraction) => showAmount(v, 'dollar');
/** "pairs" and "pair", "loaves" and "loaf": a word without its plural ending. */
const stem = (w: string) => w.replace(/(?:ves)$/, 'f').replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');

/** The price asked, or why it is not read (for tracing). */
export function priceOfOpen(ledger: Ledger, asked: Asked, plain: (id: string) => Fraction | null, costs: Costs): ShoppingAnswer | string {
  if (ledger.gifts.length || ledger.heldPart || !asked.item || !asked.det) return 'open: not a sum';
  const open = ledger.items.filter((it) => !it.unit && !it.total && !it.rel && !ledger.prices.some((p) => sameThing(p.noun, it.noun)));
  if (open.length !== 1 || !sameThing(open[0].noun, asked.item)) return 'open: not the one asked';
  const o = open[0];
  // "a dozen eggs" is not "an egg", "a pair of socks" is not "a sock": every word asked is in the thing's name.
  const words = new Set(o.noun.split(' ').map(stem));
  if (!asked.item.replace(/\bs\b/g, '').split(' ').filter(Boolean).every((w) => words.has(stem(w)))) return 'open: asked more narrowly';
  // "the chair" when chairs were bought twice over is unclear.
  if (ledger.items.filter((it) => sameThing(it.noun, o.noun)).length !== 1) return 'open: said twice';
  const working: string[] = [];
  const line = (s: number, what: string) => working.push(`sentence ${s + 1}: ${what}`);
  let sum: Fraction;
  if (ledger.total && !ledger.held && !ledger.leftover) {
    sum = ledger.total.value;
    line(ledger.total.sentence, `all together: ${show(sum)}`);
  } else if (!ledger.total && ledger.held && ledger.leftover) {
    sum = ledger.held.value.sub(ledger.leftover.value);
    line(ledger.leftover.sentence, `spent: ${show(ledger.held.value)} − ${show(ledger.leftover.value)} left = ${show(sum)}`);
  } else return 'open: no one sum';
  if (!costs(ledger, line, o)) return 'open: another price unknown';
  const others = ledger.items.filter((it) => it !== o);
  if (others.some((it) => !it.cost || it.cost.compare(0) <= 0)) return 'open: a cost not positive';
  const known = others.reduce((a, it) => a.add(it.cost!), new Fraction(0));
  const rest = sum.sub(known);
  if (rest.compare(0) <= 0) return 'open: nothing left for it';
  const what = `${o.noun}: ${show(sum)}${others.length ? ` − ${show(known)}` : ''} = ${show(rest)}`;
  // "the racket": what was paid for it, one thing or an amount; "each chair", "2 pans": per one, times how many asked.
  if (asked.det === 'the') {
    if (o.count && !o.count.equals(1)) return 'open: the one of several';
    return { value: rest, kind: 'price', working: [...working, what] };
  }
  if (!o.count) return 'open: how many not said';
  const each = rest.div(o.count);
  const per = `one: ${show(rest)} ÷ ${showValue(o.count)} = ${show(each)}`;
  if (!asked.det.startsWith('#')) return { value: each, kind: 'price', working: [...working, what, per] };
  const k = plain(asked.det.slice(1));
  if (!k || k.compare(0) <= 0 || k.d !== 1n) return 'open: how many asked';
  return { value: each.mul(k), kind: 'price', working: [...working, what, per, `${showValue(k)}: ${showValue(k)} × ${show(each)} = ${show(each.mul(k))}`] };
}
