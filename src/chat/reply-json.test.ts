import { describe, expect, it } from 'vitest';
import { renderChat } from './chat-render.js';
import { renderMessage } from './messages-render.js';
import { responseObject, responsesWire } from './responses-render.js';
import { replyJson } from './reply-json.js';
import { callReply, refusalReply, textReply } from './reply-fixtures.test-helper.js';

const long = 'Stories are not offered: "quoted", a back\\slash, a tab\t, a NUL \u0000, é, 🌊 and\nnew lines.\n'.repeat(20);
const wire = { id: 'chatcmpl-x', created: 1, n: 1 };

describe('replyJson', () => {
  const cases = {
    'a long text': textReply(long),
    'a long text asked for twice (n: 2)': textReply(long),
    'a short text': textReply('0.75'),
    'no text, a refusal': refusalReply(),
    'tool calls': callReply(),
    'a long text that names a mark without its nonce': textReply(long, { receipt: { ...textReply().receipt, caveat: '\u0000svc-text:\u0000' } as never }),
  };
  for (const [name, reply] of Object.entries(cases)) {
    it(`gives JSON.stringify's bytes for every wire format: ${name}`, () => {
      const chatWire = { ...wire, n: name.includes('n: 2') ? 2 : 1 };
      for (let i = 0; i < 2; i++) {
        // The second time the text's literal is remembered.
        expect(replyJson(reply, (r) => renderChat(r, chatWire)).toString()).toBe(JSON.stringify(renderChat(reply, chatWire)));
        expect(replyJson(reply, (r) => renderMessage(r, { id: 'msg_x' })).toString()).toBe(JSON.stringify(renderMessage(reply, { id: 'msg_x' })));
        const rw = responsesWire(reply, {} as never);
        expect(replyJson(reply, (r) => responseObject(r, rw)).toString()).toBe(JSON.stringify(responseObject(reply, rw)));
      }
    });
  }

  it('puts the text only where the reply holds it, not in an echoed string equal to it', () => {
    const reply = textReply(long, { receipt: { ...textReply().receipt, caveat: long } as never });
    const body = JSON.parse(replyJson(reply, (r) => renderChat(r, wire)).toString());
    expect(body.choices[0].message.content).toBe(long);
    expect(body.svc.caveat).toBe(long);
  });
});
