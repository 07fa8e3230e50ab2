import {
  type CampaignStatus,
  type EnvelopeConfig,
  type EnvelopeUpdateBody,
  envelopeConfigIssues,
  largestEnvelopeFen,
  type RewardIssue,
  rewardIssue,
} from '@cairn/contract';

export interface EditState {
  status: CampaignStatus;
  config: EnvelopeConfig;
  /** The largest envelope granted so far (0: none yet). */
  grantedMaxFen: number;
}

export type EnvelopePatch = Omit<EnvelopeUpdateBody, 'id'>;

export type EditDecision =
  | { ok: true; config: EnvelopeConfig; topUpFen: number }
  | { ok: false; issues: RewardIssue[] };

/**
 * What an update may change (Wenjuanxing and Tencent Wenjuan let a live campaign be topped up,
 * extended and retuned, never turned into another campaign):
 * - a draft: anything, within the config rules;
 * - running or paused: name, probability and limits freely; the budget only raised (a top-up
 *   order for the difference: escrow never shrinks under grants that may still be paid); the end
 *   only to a time still ahead (ending now is the end action); the start only while it is still
 *   ahead; the amounts never below an envelope already granted (the stated largest amount never
 *   understates what was paid); the mode (fixed/random) and the review mode never (grants made
 *   under one review mode must not be paid under another);
 * - paying (the order is open) or ended: nothing (A2065).
 */
export function checkEdit(state: EditState, patch: EnvelopePatch, now: number): EditDecision {
  const { status, config: before } = state;
  if (status === 'paying' || status === 'ended')
    return { ok: false, issues: [rewardIssue('A2065', [], `a ${status} campaign cannot be edited`)] };
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const after: EnvelopeConfig = { ...before, ...defined };
  const issues = status === 'draft' ? [] : startedIssues(state, after, now);
  issues.push(...envelopeConfigIssues(after));
  if (issues.length > 0) return { ok: false, issues };
  const topUpFen = status === 'draft' ? 0 : after.budgetFen - before.budgetFen;
  return { ok: true, config: after, topUpFen };
}

function startedIssues(state: EditState, after: EnvelopeConfig, now: number): RewardIssue[] {
  const before = state.config;
  const issues: RewardIssue[] = [];
  const refuse = (path: RewardIssue['path'], message: string) =>
    issues.push(rewardIssue('A2066', path, message));
  if (after.amount.mode !== before.amount.mode)
    refuse(['amount', 'mode'], 'the amount mode is fixed once started');
  else if (largestEnvelopeFen(after.amount) < state.grantedMaxFen)
    refuse(
      ['amount', after.amount.mode === 'fixed' ? 'amountFen' : 'maxFen'],
      `an envelope of ${state.grantedMaxFen} fen was already granted`,
    );
  if (after.budgetFen < before.budgetFen)
    refuse(['budgetFen'], 'the budget can only be raised; end to refund');
  if (after.review !== before.review) refuse(['review'], 'the review mode is fixed once started');
  if (after.startAt !== before.startAt) {
    const started = before.startAt === null || before.startAt <= now;
    if (started || (after.startAt !== null && after.startAt < now))
      refuse(['startAt'], 'the start can change only while it is still ahead, to a time ahead');
  }
  if (after.endAt !== before.endAt && after.endAt !== null && after.endAt <= now)
    refuse(['endAt'], 'the end must be ahead; use the end action to end now');
  return issues;
}
