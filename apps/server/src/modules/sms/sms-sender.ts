export interface SmsMessage {
  /** The number as stored (digits, optionally with a leading +). */
  to: string;
  text: string;
}

/**
 * Where text messages go: an HTTP webhook when SMS_WEBHOOK_URL is set, else the local outbox.
 * SMS has no public standard protocol (every gateway has its own API), so the real adapter is a
 * generic webhook that a small relay in front of the chosen gateway can answer.
 */
export interface SmsSender {
  readonly kind: 'webhook' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}
