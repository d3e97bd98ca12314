/** Sends sign-in links and codes: by SMTP (nodemailer, SVC_SMTP_URL), or, with no SMTP configured, into the service log. */
import nodemailer from 'nodemailer';
import type { Logger } from '../log.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The sign-in link and its code, logged instead of sent when there is no SMTP server. */
  link: string;
  code?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | null; from: string; log: Logger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        // Local use without mail: the operator (or the person at this machine) copies the link from the log.
        log.warn({ to: mail.to, link: mail.link, code: mail.code }, 'sign-in link (no SVC_SMTP_URL is set, so it is logged instead of emailed)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
