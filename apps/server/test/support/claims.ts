import { claimApi } from '@cairn/contract';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The respondent's claim through the messaging simulator (issue 23), as the claim tests drive it. */
export function claimDriver(app: () => TestApp) {
  /** The simulator page's form post: the phone scans `ticket` as `openId`. */
  async function scan(ticket: string, openId: string) {
    const res = await app().app.inject({
      method: 'POST',
      url: '/dev/messaging/scan',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ticket, openId, nickname: 'Phone' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  }
  const ticketFor = async (
    surveyCode: string,
    responseId: string,
    kind: 'envelope' | 'lottery' = 'envelope',
  ) => (await app().api(claimApi.ticket, { surveyCode, responseId, kind })).body;
  const stateOf = async (ticket: string) => (await app().api(claimApi.state, { ticket })).body.data;
  return { scan, ticketFor, stateOf };
}
