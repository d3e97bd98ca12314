/**
 * What was held at first, from what was bought and what was left: "Delores has some money. She buys a computer for
 * $400 and a printer for $40. If she has $10 left, how much did she have at first?" Parts of the money count too, in
 * the order said: "spent 1/5 of his money on groceries, then 1/4 of the remaining money on a magazine ... had $360
 * left". The money after each step is a + b·x for the unknown start x, so what was left fixes x. Money held, given or
 * a sum said outright, or anything left before the last purchase, is passed on.
 */
import Fraction from 'fraction.js';
import { showAmount, showValue } from '../reply.js';
import type { Item, Ledger, ShoppingAnswer } from './shopping-list.js';

type Costs = (l: Ledger, line: (s: number, what: string) => void, open?: Item) => boolean;

const show = (v: Fraction) => showAmount(v, 'dollar');

/** The money held at first, or why it is not read (for tracing). */
export function startOf(ledger: Ledger, costs: Costs): ShoppingAnswer | string {
  const { items, leftover } = ledger;
  if (ledger.held || ledger.heldPart || ledger.gifts.length || ledger.total || !leftover || !items.length) return 'start: not spent from an unknown sum';
  // "If she has $10 left": said after everything bought, not part way through.
  if (items.some((it) => it.sentence > leftover.sentence)) return 'start: left before the end';
  const working: string[] = [];
  const line = (s: number, what: string) => working.push(`sentence ${s + 1}: ${what}`);
  if (!costs(ledger, line)) return 'start: a price unknown';
  let [a, b] = [new Fraction(0), new Fraction(1)];
  for (const it of items) {
    if (it.part) {
      const keep = new Fraction(1).sub(it.part.value);
      if (it.part.ofRest) [a, b] = [a.mul(keep), b.mul(keep)];
      else b = b.sub(it.part.value);
    } else {
      if (!it.cost || it.cost.compare(0) <= 0) return 'start: a cost not positive';
      a = a.sub(it.cost);
    }
  }
  if (b.compare(0) <= 0) return 'start: the parts take everything';
  const start = leftover.value.sub(a).div(b);
  if (start.compare(0) <= 0) return 'start: not a positive sum';
  // Each part's amount, now that the start is known; the money never runs below nothing.
  let money = start;
  const parts: string[] = [];
  for (const it of items) {
    if (it.part) {
      it.cost = (it.part.ofRest ? money : start).mul(it.part.value);
      parts.push(`sentence ${it.sentence + 1}: ${it.noun || 'spent'}: ${showValue(it.part.value)} × ${show(it.part.ofRest ? money : start)}${it.part.ofRest ? ' then held' : ''} = ${show(it.cost)}`);
    }
    money = money.sub(it.cost!);
    if (money.compare(0) < 0) return 'start: spent more than held';
  }
  if (!money.equals(leftover.value)) return 'start: does not come back to what was left';
  const spent = items.map((it) => show(it.cost!)).join(' + ');
  return {
    value: start,
    kind: 'start',
    working: [...working, ...parts, `sentence ${leftover.sentence + 1}: ${show(leftover.value)} left`, `at first = ${spent} + ${show(leftover.value)} = ${show(start)}`],
  };
}
