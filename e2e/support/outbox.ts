import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The six-digit code in the newest message of the local outbox to an address or number. */
export async function codeFromOutbox(page: Page, to: string): Promise<string> {
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    to: string;
    text: string;
  }[];
  const message = outbox.find((m) => m.to === to);
  expect(message, `a message to ${to}`).toBeDefined();
  return /(\d{6})/.exec(message!.text)![1]!;
}
