/** Shopping: several items, prices given through each other, budgets, what is still needed or left. */
import { showAmount, showValue } from '../reply.js';
import type { StoryReader } from './reader.js';
import { solveShopping } from './shopping-list.js';

const ASKED = { spent: 'What was spent', left: 'What is left', change: 'The change', need: 'What is still needed', price: 'The price of one', more: 'How much more was spent', start: 'What was held at first' };

/** Things bought at prices said outright or through each other, with the money held, given and needed. */
const shoppingList: StoryReader = (text) => {
  const solved = solveShopping(text);
  if (!solved) return null;
  const headline = showAmount(solved.value, 'dollar');
  return {
    content: [headline, '', `${ASKED[solved.kind]}, from each thing's cost:`, ...solved.working.map((w) => `- ${w}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [showValue(solved.value), headline],
  };
};

export const readers: StoryReader[] = [shoppingList];
