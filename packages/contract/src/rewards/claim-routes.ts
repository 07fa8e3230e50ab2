import type { EndpointFacts } from '../api/facts.ts';

/**
 * The zod-free facts of the respondent's claim calls (issue 23), so the end page builds their
 * URLs without a validator (as respond/routes.ts does for the answering calls).
 */
export const CLAIM_ROUTES = {
  ticket: { method: 'POST', service: 'respond', path: '/v1/reward/claim/ticket', access: 'public' },
  state: { method: 'GET', service: 'respond', path: '/v1/reward/claim/state', access: 'public' },
} as const satisfies Record<string, EndpointFacts>;

/**
 * Where a claimed prize stands: `held` waits for the author's review (paid when it passes),
 * `paying`/`paid` went to the provider, `rejected`/`failed` will not arrive.
 */
export const CLAIM_PAYOUTS = ['held', 'paying', 'paid', 'rejected', 'failed'] as const;
export type ClaimPayout = (typeof CLAIM_PAYOUTS)[number];
