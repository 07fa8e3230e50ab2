import type { EnvelopeAmount, EnvelopeConfig } from './envelope-schemas.ts';
import { type RewardIssue, rewardIssue } from './issues.ts';
import {
  ENVELOPE_FIXED_MAX_FEN,
  ENVELOPE_FIXED_MIN_FEN,
  ENVELOPE_RANDOM_MAX_FEN,
  ENVELOPE_RANDOM_MIN_FEN,
  PROBABILITY_MAX_PERCENT,
  PROBABILITY_MIN_PERCENT,
} from './limits.ts';

/** The least one envelope can be: what the budget must still hold for another grant. */
export function smallestEnvelopeFen(amount: EnvelopeAmount): number {
  return amount.mode === 'fixed' ? amount.amountFen : amount.minFen;
}

/** The most one envelope can be. */
export function largestEnvelopeFen(amount: EnvelopeAmount): number {
  return amount.mode === 'fixed' ? amount.amountFen : amount.maxFen;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

function amountIssues(amount: EnvelopeAmount): RewardIssue[] {
  const issues: RewardIssue[] = [];
  if (amount.mode === 'fixed') {
    if (amount.amountFen < ENVELOPE_FIXED_MIN_FEN || amount.amountFen > ENVELOPE_FIXED_MAX_FEN)
      issues.push(
        rewardIssue(
          'A2060',
          ['amount', 'amountFen'],
          `a fixed envelope is ${yuan(ENVELOPE_FIXED_MIN_FEN)}–${yuan(ENVELOPE_FIXED_MAX_FEN)}`,
        ),
      );
    return issues;
  }
  if (amount.minFen < ENVELOPE_RANDOM_MIN_FEN)
    issues.push(
      rewardIssue(
        'A2060',
        ['amount', 'minFen'],
        `a random envelope is at least ${yuan(ENVELOPE_RANDOM_MIN_FEN)}`,
      ),
    );
  if (amount.maxFen > ENVELOPE_RANDOM_MAX_FEN)
    issues.push(
      rewardIssue(
        'A2060',
        ['amount', 'maxFen'],
        `a random envelope is at most ${yuan(ENVELOPE_RANDOM_MAX_FEN)}`,
      ),
    );
  if (amount.minFen > amount.maxFen)
    issues.push(rewardIssue('A2060', ['amount', 'maxFen'], 'the maximum must not be below the minimum'));
  return issues;
}

/**
 * Every rule an envelope campaign's settings break, field by field (empty: acceptable). One
 * source: the contract's `ZEnvelopeConfig` refines with it, the server checks create and update
 * with it, the web's form shows its issues.
 */
export function envelopeConfigIssues(config: EnvelopeConfig): RewardIssue[] {
  const issues = amountIssues(config.amount);
  if (config.probability < PROBABILITY_MIN_PERCENT || config.probability > PROBABILITY_MAX_PERCENT)
    issues.push(
      rewardIssue(
        'A2061',
        ['probability'],
        `probability is ${PROBABILITY_MIN_PERCENT}–${PROBABILITY_MAX_PERCENT} (integer percent)`,
      ),
    );
  const smallest = smallestEnvelopeFen(config.amount);
  if (config.budgetFen < Math.max(1, smallest))
    issues.push(rewardIssue('A2062', ['budgetFen'], `the budget must be at least ${yuan(smallest)}`));
  for (const field of ['perRespondentLimit', 'perDeviceLimit'] as const)
    if (config[field] < 1) issues.push(rewardIssue('A2063', [field], `${field} must be at least 1`));
  if (config.startAt !== null && config.endAt !== null && config.startAt >= config.endAt)
    issues.push(rewardIssue('A2064', ['endAt'], 'endAt must be after startAt'));
  return issues;
}
