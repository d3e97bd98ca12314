import { describe, expect, it } from 'vitest';
import { readRequest, setAsidePrompt, vocabularyOf } from './index.js';

const vocab = vocabularyOf(['convert', 'tablespoons', 'gallons', 'litres', 'celsius', 'fahrenheit']);
const read = (t: string) => readRequest(t, { vocabulary: vocab });

describe('readRequest', () => {
  it.each([
    ['Work out 9182736451928374 times 5647382910 exactly, every digit please', 'Work out 9182736451928374 times 5647382910 exactly, every digit', ['please']],
    ["what's three to the hundred and fiftieth power", "what's 3 to the 150th power", []],
    ['solve 4x-9=x+6 for x thx', 'solve 4x-9=x+6 for x', ['thx']],
    ['hw question: Simplify 96/144.', 'Simplify 96/144.', ['hw question:']],
    ["My kid's homework asks this and I want to check the answer: Write 5/16 as a decimal.", 'Write 5/16 as a decimal.', ["My kid's homework asks this and I want to check the answer:"]],
    ['Hi there! Can you please tell me what 3 × 4 is? Thanks so much!', 'what 3 * 4 is?', ['Hi there!', 'Can you please tell me', 'Thanks so much!']],
    ['quick q - what is 2 − 5 for me?', 'what is 2 - 5?', ['quick q -', 'for me']],
  ])('%j is read as %j', (raw, text, aside) => {
    const r = read(raw);
    expect(r.text).toBe(text);
    expect(r.setAside).toEqual(aside);
  });

  it('names every typo it repaired in the caveat, and leaves names, numbers and quotes alone', () => {
    const r = read('Cnvert 5 galons to litres. Ask "Cnvert" and Galons Smith about it, 5galons.');
    expect(r.text).toBe('Convert 5 gallons to litres. Ask "Cnvert" and Galons Smith about it, 5galons.');
    expect(r.caveat).toBe("read 'Cnvert' as 'convert'; read 'galons' as 'gallons'");
  });

  it('reads two swapped neighbouring letters as one typo', () => {
    const r = read('Slove for the valeu: 3x + 7 = 22');
    expect(r.text).toBe('Solve for the value: 3x + 7 = 22');
    expect(r.caveat).toBe("read 'Slove' as 'solve'; read 'valeu' as 'value'");
    // A swap that is also an English word ("form" for "from") stays as written.
    expect(read('Convert this form').repairs).toEqual([]);
  });

  it('leaves English words that are near a vocabulary word alone', () => {
    expect(read('The gallon jug holds liters of water; convert them').repairs).toEqual([]);
  });

  it('takes the last question as the question and reads instructions after it into the focus', () => {
    const r = read('What is 17 divided by 5? Just the quotient pls');
    expect(r.question?.text).toBe('What is 17 divided by 5?');
    expect(r.focus).toMatchObject({ asks: 'what', part: 'quotient' });
  });

  it('gives the quantities with their units', () => {
    const r = read('A cyclist rides forty-five km in 2.5 hours. At that speed how far in 4 hours?');
    expect(r.quantities.map((q) => [q.text, q.value.toFraction(), q.unit])).toEqual([
      ['45', '45', 'km'],
      ['2.5', '5/2', 'hours'],
      ['4', '4', 'hours'],
    ]);
    expect(r.focus.asks).toBe('how far');
    expect(r.sentences.map((s) => s.question)).toEqual([false, true]);
  });
});

describe('readRequest keeps what a question needs', () => {
  it.each(['-5 + 3', '-2x + 2 = 18', '−40 °F to °C', 'What is 1/0?', '- 7 + 2'])('%j keeps its sign and numbers', (raw) => {
    const r = readRequest(raw);
    expect(r.text.replace(/\s/g, '')).toBe(raw.replace('−', '-').replace(/\s/g, ''));
  });
});

describe('setAsidePrompt', () => {
  it.each([
    ['Evaluate the result of a random Boolean expression.\n\nQ: not True or False is\nA: Let\'s think step by step.', 'not True or False is'],
    ['Q: What is 2 + 3?\nA: 5\n\nQ: ((3 + -2) * 4) =\nA:', '((3 + -2) * 4) ='],
    ['Sort the following words alphabetically: List: pear apple\nLet\'s think step by step.', 'Sort the following words alphabetically: List: pear apple'],
    ['Task description: Answer questions about times.\n\nToday, Ann went to the park.', 'Today, Ann went to the park.'],
    ['What is 6 * 7? Answer:', 'What is 6 * 7?'],
  ])('%j → %j', (raw, core) => {
    expect(setAsidePrompt(raw).core).toBe(core);
  });

  it.each(['Give only the answer:', 'Which is bigger, A: 3 or B: 4?', 'Let x be 3, what is x + A:'])('leaves %j as it is', (raw) => {
    expect(setAsidePrompt(raw).core).toBe(raw);
  });
});
