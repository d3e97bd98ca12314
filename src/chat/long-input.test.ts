import { describe, expect, it } from 'vitest';
import { askFromText, type Ask } from '../solving/ask.js';
import { LONG_INPUT_CHARS, readLongInput } from './long-input.js';

const filler = (n: number) => 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(Math.ceil(n / 57)).slice(0, n);

describe('readLongInput', () => {
  it('leaves inputs up to 100,000 characters alone', () => {
    expect(readLongInput(askFromText(filler(LONG_INPUT_CHARS)))).toBeNull();
  });

  it('takes the question from the end, searches the whole text and says what it read', async () => {
    const text = `${filler(300_000)}\n\nThe treaty of Varna was signed in the spring of 1721.\n\n${filler(300_000)}\n\nWhen was the treaty of Varna signed?`;
    const long = readLongInput(askFromText(text))!;
    expect(long.question).toBe('When was the treaty of Varna signed?');
    expect(long.chars).toBe(text.length);
    expect(long.ask.messages).toEqual([{ role: 'user', parts: [{ type: 'text', text: long.question }] }]);
    const [best] = await long.search(long.question, 3);
    expect(best.document_name).toBe('your message');
    expect(best.text).toContain('The treaty of Varna was signed in the spring of 1721.');
    expect(best.text).not.toContain('When was');
    expect(text.slice(best.start, best.end)).toBe(best.text);
    expect(long.note).toMatch(/^Your message has 600,\d{3} characters, over the 100,000 read whole, so I read the first 20,000 and the last 20,000 characters in full and searched the whole text/);
    expect(long.caveat).toMatch(/the question was taken as "When was the treaty of Varna signed\?"/);
    await long.close();
  });

  it('takes a question at the start, or a short last message after a long one', () => {
    expect(readLongInput(askFromText(`What colour is the door?\n\n${filler(200_000)}`))!.question).toBe('What colour is the door?');
    const ask: Ask = {
      ...askFromText('x'),
      messages: [
        { role: 'system', parts: [{ type: 'text', text: 'Be brief.' }] },
        { role: 'user', parts: [{ type: 'text', text: filler(150_000) }] },
        { role: 'user', parts: [{ type: 'text', text: 'Summarize the dolor part' }] },
      ],
    };
    const long = readLongInput(ask)!;
    expect(long.question).toBe('Summarize the dolor part');
    expect(long.ask.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });
});
