// `npx vitest bench src/reading`: the reader's CPU per turn, in-process (target: at most 100 µs on a typical request); printed, never asserted.
import { bench, describe } from 'vitest';
import { readRequest, vocabularyOf } from './index.js';

const vocabulary = vocabularyOf(['convert', 'gallons', 'litres', 'tablespoons', 'celsius', 'fahrenheit', 'remainder', 'quotient']);
const TYPICAL = [
  'What is 17% of 2,340?',
  'Hi! Can you convert 5 miles to km please?',
  'Tom has five apples. He buys three more. How many apples does Tom have now?',
  'solve 4x-9=x+6 for x thx',
  'After a 25% raise the rent is 1,500. What was it before?',
  'hw question: Cnvert 98.6 °F to °C',
  "My kid's homework asks this and I want to check the answer: Write 5/16 as a decimal.",
  'A cyclist rides forty-five km in 2.5 hours. At that speed how far in 4 hours?',
];
let n = 0;
// A fresh text each call (a counter appended), so the reader's cache of recent requests never answers.
const fresh = () => `${TYPICAL[n % TYPICAL.length]} ${n++}`;

describe('readRequest per turn', () => {
  bench('core only (what compute reads)', () => {
    void readRequest(fresh(), { vocabulary }).core;
  });
  bench('everything (sentences, focus, quantities)', () => {
    const r = readRequest(fresh(), { vocabulary });
    void [r.text, r.sentences, r.question, r.focus, r.quantities];
  });
});
