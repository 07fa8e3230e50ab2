import { type CampaignStatus, type EnvelopeConfig, smallestEnvelopeFen } from '@cairn/contract';
import { type Rng, randomInt } from './random.ts';

export type GrantCampaign = Pick<
  EnvelopeConfig,
  'amount' | 'probability' | 'perRespondentLimit' | 'perDeviceLimit' | 'startAt' | 'endAt'
> & { status: CampaignStatus };

export interface GrantInput {
  campaign: GrantCampaign;
  now: number;
  /** Envelopes this respondent (messaging identity, else response fingerprint) already holds here. */
  respondentGrants: number;
  /** Envelopes this device already holds here. */
  deviceGrants: number;
  /** Budget neither paid nor reserved: budget − paid − held. */
  remainingFen: number;
  rng: Rng;
}

export type NoGrantReason =
  | 'not-running'
  | 'paused'
  | 'not-started'
  | 'window-ended'
  | 'respondent-limit'
  | 'device-limit'
  | 'budget-exhausted'
  | 'lost-draw';

export type GrantDecision = { win: false; reason: NoGrantReason } | { win: true; amountFen: number };

/**
 * Whether a submitted response wins an envelope, and how much. Checks run cheapest and most
 * certain first; the draw comes after the budget so an exhausted campaign says so rather than
 * "better luck next time". The generator is read once for the draw and once more for a random
 * amount. A random amount is uniform in fen over [min, min(max, remaining)]: the last envelope of
 * a budget is smaller rather than missing. The caller reserves the amount atomically (the ledger
 * refuses an overdraft); this decides on the figures it was given.
 */
export function decideGrant(input: GrantInput): GrantDecision {
  const { campaign, now } = input;
  if (campaign.status === 'paused') return { win: false, reason: 'paused' };
  if (campaign.status !== 'running') return { win: false, reason: 'not-running' };
  if (campaign.startAt !== null && now < campaign.startAt) return { win: false, reason: 'not-started' };
  if (campaign.endAt !== null && now >= campaign.endAt) return { win: false, reason: 'window-ended' };
  if (input.respondentGrants >= campaign.perRespondentLimit)
    return { win: false, reason: 'respondent-limit' };
  if (input.deviceGrants >= campaign.perDeviceLimit) return { win: false, reason: 'device-limit' };
  if (input.remainingFen < smallestEnvelopeFen(campaign.amount))
    return { win: false, reason: 'budget-exhausted' };
  if (input.rng() * 100 >= campaign.probability) return { win: false, reason: 'lost-draw' };
  const { amount } = campaign;
  if (amount.mode === 'fixed') return { win: true, amountFen: amount.amountFen };
  const top = Math.min(amount.maxFen, input.remainingFen);
  return { win: true, amountFen: randomInt(input.rng, amount.minFen, top) };
}
