import type { SmsSender } from './sms-sender.ts';

/**
 * Any SMS gateway behind a webhook: POSTs `{ to, text }` as JSON to SMS_WEBHOOK_URL, with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set. A non-2xx answer or no answer within
 * 10 s is a failed send (the caller answers A2003).
 */
export function createWebhookSms(url: string, token?: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    kind: 'webhook',
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
