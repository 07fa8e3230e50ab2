import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Real e-mail through any SMTP server: SMTP_URL like smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
