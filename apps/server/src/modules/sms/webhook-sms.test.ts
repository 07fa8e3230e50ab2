import { describe, expect, it } from 'vitest';
import { createWebhookSms } from './webhook-sms.ts';

describe('the SMS webhook adapter', () => {
  it('posts { to, text } as JSON with the bearer token', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    await createWebhookSms('https://relay.test/sms', 'secret', fake).send({ to: '13900000000', text: 'hi' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('https://relay.test/sms');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ to: '13900000000', text: 'hi' });
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer secret');
  });

  it('fails a send the gateway refuses, so the caller answers A2003', async () => {
    const refusing = (async () => new Response('no', { status: 502 })) as unknown as typeof fetch;
    await expect(
      createWebhookSms('https://relay.test/sms', undefined, refusing).send({ to: '1', text: 'x' }),
    ).rejects.toThrow('502');
  });
});
