/** A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it receives, for sign-in tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpFixture {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to `to` after the `seen` first ones, and returns the sign-in link in it. */
  linkFor(to: string, seen?: number): Promise<string>;
  /** The same for the sign-in code in the mail, as printed ("1234 5678"). */
  codeFor(to: string, seen?: number): Promise<string>;
  close(): Promise<void>;
}

/** Quoted-printable soft line breaks and =XX escapes, as mail bodies arrive. */
function unQuote(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export async function startSmtpFixture(): Promise<SmtpFixture> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed STARTTLS for the client to refuse.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: unQuote(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const mailsTo = (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase()));
  /** Waits for the mail to `to` numbered `seen` (the latest by default) and returns what `pattern` finds in it. */
  async function found(to: string, seen: number | undefined, pattern: RegExp): Promise<string> {
    const index = seen ?? mailsTo(to).length - 1;
    for (let i = 0; i < 200; i++) {
      const hit = mailsTo(to)[index] && pattern.exec(mailsTo(to)[index].raw)?.[0];
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no sign-in mail to ${to} arrived`);
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    linkFor: (to, seen) => found(to, seen, /https?:\/\/\S+\/account\/signin\/confirm\?token=[0-9A-Za-z]+/),
    codeFor: (to, seen) => found(to, seen, /(?<=enter this code on the sign-in page: )[0-9]{4} [0-9]{4}/),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
