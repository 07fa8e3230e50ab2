export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where e-mail goes: SMTP when SMTP_URL is set, else the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
