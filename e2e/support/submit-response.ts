import { randomUUID } from 'node:crypto';
import { fullPath, RESPOND_DEVICE_COOKIE, respondApi } from '@cairn/contract';
import type { Page } from 'playwright-core';

/**
 * Submits one choice as a new respondent (a fresh device cookie and response id), from the test
 * process; `meta` adds submit fields (source, device, durationMs). Answers the stored status.
 */
export async function submitChoice(
  page: Page,
  surveyCode: string,
  question: number,
  optionId: number,
  meta: Record<string, unknown> = {},
): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await fetch(`${origin}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${RESPOND_DEVICE_COOKIE}=${randomUUID()}` },
    body: JSON.stringify({
      surveyCode,
      responseId: randomUUID(),
      version: 1,
      answers: { [question]: { optionId } },
      ...meta,
    }),
  });
  const body = (await res.json()) as { code: string; message: string; data: { status: string } };
  if (body.code !== '00000') throw new Error(`submit answered ${body.code} ${body.message}`);
  return body.data.status;
}
