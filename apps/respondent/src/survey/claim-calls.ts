import { fullPath } from '@cairn/contract/api/facts';
import type { QrState } from '@cairn/contract/auth/qr-state';
import { CLAIM_ROUTES, type ClaimPayout } from '@cairn/contract/rewards/claim-routes';

/** The claim calls' answers (contract rewards/claim-calls.ts), read without a validator. */
export interface ClaimTicket {
  ticket: string;
  qrContent: string;
  simulated: boolean;
  expiresAt: number;
}
export interface ClaimPoll {
  state: QrState;
  payout: ClaimPayout | null;
  amountFen: number | null;
}

/** A refusal of the server (its catalogue code), as opposed to a network failure. */
export class ClaimRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function dataOf<T>(response: Response): Promise<T> {
  if (!response.headers.get('content-type')?.includes('application/json'))
    throw new Error(String(response.status));
  const envelope = (await response.json()) as { code: string; data: T };
  if (envelope.code !== '00000') throw new ClaimRefused(envelope.code);
  return envelope.data;
}

/** Which prize of the response a claim is for (contract ZClaimTicketBody.kind). */
export type ClaimKind = 'envelope' | 'lottery';

export async function claimTicket(
  surveyCode: string,
  responseId: string,
  kind: ClaimKind = 'envelope',
): Promise<ClaimTicket> {
  const response = await fetch(fullPath(CLAIM_ROUTES.ticket), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ surveyCode, responseId, kind }),
    credentials: 'same-origin',
  });
  return dataOf<ClaimTicket>(response);
}

export async function claimState(ticket: string): Promise<ClaimPoll> {
  const query = new URLSearchParams({ ticket });
  const response = await fetch(`${fullPath(CLAIM_ROUTES.state)}?${query}`, { credentials: 'same-origin' });
  return dataOf<ClaimPoll>(response);
}
