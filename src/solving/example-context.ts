/**
 * The fixed context plugin examples run in: a key that was told two facts and an account with one
 * small handbook, so the memory and documents solvers can show what they answer. Other solvers ignore it.
 */
import { sharedWordnet } from '../lexicon/shared-wordnet.js';
import type { PluginContext } from './solver.js';
import { indexText } from './text-search.js';

export const EXAMPLE_FACTS = Object.freeze([
  Object.freeze({ text: 'our project uses PostgreSQL 16', subject: null }),
  Object.freeze({ text: 'my name is Ann', subject: 'my name' }),
]);

export const EXAMPLE_HANDBOOK =
  'Staff handbook.\n\nWarranty: every product carries a warranty that lasts 24 months from the date of purchase. ' +
  'Repairs under warranty are free of charge.\n\nHolidays: staff receive 25 days of paid leave per calendar year.';

const handbook = indexText(EXAMPLE_HANDBOOK, { id: 'doc_EXAMPLEHANDBOOK000000000000', name: 'handbook' });

export function exampleContext(): PluginContext {
  return {
    model: 'svc',
    pristine: false,
    memory: { facts: EXAMPLE_FACTS, documents: [{ id: 'doc_EXAMPLEHANDBOOK000000000000', name: 'handbook' }] },
    documents: async (query, k) => handbook.search(query, k),
    remember: async () => ({ replaced: 0 }),
    wordnet: sharedWordnet(),
    tried: [],
    signal: new AbortController().signal,
  };
}
