import type { EndpointFacts } from '../api/facts.ts';

/**
 * The zod-free facts of the lottery calls the respondent's pages make (the claim, the result of an after-close draw), written
 * once: lottery-calls.ts spreads them into the described endpoint, and the respondent app builds
 * its URL with `fullPath` without pulling a validator into what a phone downloads.
 */
export const LOTTERY_ROUTES = {
  claim: { method: 'POST', service: 'respond', path: '/v1/lottery/claim', access: 'public' },
  result: { method: 'GET', service: 'respond', path: '/v1/lottery/result', access: 'public' },
} as const satisfies Record<string, EndpointFacts>;
