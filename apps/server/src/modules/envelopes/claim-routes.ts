import { claimApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { lotteryClaimTicket } from '../lottery/claim-ticket.ts';
import { claimTicketState, envelopeClaimTicket } from './claim-ticket.ts';

/** The respondent's claim calls under /api/respond (contract rewards/claim-calls.ts): public. */
export const claimRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, claimApi, {
    ticket: async ({ body }) =>
      body.kind === 'lottery'
        ? lotteryClaimTicket(deps, body.surveyCode, body.responseId)
        : envelopeClaimTicket(deps, body.surveyCode, body.responseId),
    state: async ({ query }) => claimTicketState(deps, query.ticket),
  });
};
