import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZQrState, ZQrTicket, ZTicket } from '../auth/third-party-calls.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZResponseId } from '../respond/schemas.ts';
import { CLAIM_PAYOUTS, CLAIM_ROUTES } from './claim-routes.ts';

const tags = ['rewards'];

export const ZClaimTicketBody = z.object({
  surveyCode: ZProjectCode,
  /** The respondent's own response id (a UUID only their page knows): the key to its prize. */
  responseId: ZResponseId,
  /** Which prize of the response: its red envelope, or its lottery cash prize. */
  kind: z.enum(['envelope', 'lottery']).default('envelope'),
});
export type ClaimTicketBody = z.infer<typeof ZClaimTicketBody>;

/**
 * A claim poll: the ticket's QR state (0 waiting, 1 claimed by the scanner, 2 expired, 3 used,
 * 5 the prize was claimed by another messaging account) and, once claimed, where the payout stands.
 */
export const ZClaimState = z.object({
  state: ZQrState,
  payout: z.enum(CLAIM_PAYOUTS).nullable(),
  amountFen: z.number().int().nullable(),
});
export type ClaimState = z.infer<typeof ZClaimState>;

/** The respondent's claim of a prize through the messaging app (issue 23): public, like respond. */
export const claimApi = {
  ticket: endpoint({
    ...CLAIM_ROUTES.ticket,
    summary:
      'A QR ticket to claim the red envelope (or the lottery cash prize) a response won, by scanning with the messaging app',
    description:
      'A0404 when the survey has no response with this id or the response won no such prize. A2006 when no ' +
      'messaging app is configured or the survey is bound to no official account (settings area weixin). ' +
      'A2032 when the address asks too often.',
    errors: ['A0404', 'A2006', 'A2032'],
    tags,
    rateLimit: 20,
    body: ZClaimTicketBody,
    answer: ZQrTicket,
  }),
  state: endpoint({
    ...CLAIM_ROUTES.state,
    summary: 'Poll a claim ticket: its QR state and, once claimed, the payout status',
    description: 'An unknown ticket answers 2, as an expired one does.',
    errors: ['A2032'],
    tags,
    rateLimit: 120,
    query: z.object({ ticket: ZTicket }),
    answer: ZClaimState,
  }),
};
