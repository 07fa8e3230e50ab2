/**
 * @cairn/rewards: the pure rules of envelope campaigns and lotteries (issue 23): status moves,
 * edit rules, the grant decision at submit, the review outcome, the refundable amount and the
 * lottery draws. No I/O; randomness is passed in. The config rules live in the contract (its
 * schemas refine with them) and are re-exported here, so callers find every rule in one place.
 */
export {
  envelopeConfigIssues,
  largestEnvelopeFen,
  lotteryCashBudgetFen,
  lotteryConfigIssues,
  prizeStock,
  smallestEnvelopeFen,
} from '@cairn/contract';
export * from './edits.ts';
export * from './grant.ts';
export * from './lottery.ts';
export * from './prize-claims.ts';
export * from './random.ts';
export * from './review.ts';
export * from './status.ts';
