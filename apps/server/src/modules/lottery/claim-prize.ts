import type { ClaimField, LotteryConfig, ZClaimResult } from '@cairn/contract';
import { phoneKey } from '@cairn/rewards';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { checkLotteryClaimLimit, checkPrizeClaimLimit, claimDeviceOf } from '../messaging/claim-limits.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { lockLottery } from './lottery-access.ts';
import { type LotteryPayout, runLotteryPayout } from './run-payout.ts';
import { bookWinnerPayout } from './winner-payouts.ts';

type ClaimResult = z.infer<typeof ZClaimResult>;

/** The answers a claim form keeps: each field by its key (a custom one by its label); a required one blank is A0400. */
function claimAnswers(fields: readonly ClaimField[], sent: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const key = field.key === 'custom' ? (field.label ?? '') : field.key;
    const value = (sent[key] ?? '').trim();
    if (value === '') throw new AppError('A0400', `claim field ${key} is required`);
    out[key] = value;
  }
  return out;
}

/**
 * POST lottery/claim (public, by the end page's token; A0404 for an unknown one). A physical
 * prize records the claim form's answers (every field of the form is required); a coupon hands
 * over its code. Once: a repeat answers the recorded result and changes nothing. A cash prize is
 * claimed through the messaging app (`claimWinnerPrize`), not here: A0400. One coupon or physical
 * prize per answering device and phone number in a lottery (A2073, claim-limits.ts).
 */
export async function claimByToken(
  deps: AppDeps,
  body: { token: string; fields: Record<string, string> },
): Promise<ClaimResult> {
  const now = deps.now();
  const [found] = await deps.db
    .select({ lotteryId: lotteryWinners.lotteryId })
    .from(lotteryWinners)
    .where(eq(lotteryWinners.claimToken, body.token));
  if (!found) throw new AppError('A0404');
  return deps.db.transaction(async (tx) => {
    const lottery = await lockLottery(tx, found.lotteryId);
    const [winner] = await tx.select().from(lotteryWinners).where(eq(lotteryWinners.claimToken, body.token));
    if (!winner) throw new AppError('A0404');
    if (winner.status !== 'won') return { status: winner.status, couponCode: winner.couponCode };
    const prize = (lottery.config as LotteryConfig).prizes[winner.prizeIndex]!;
    if (prize.kind === 'cash')
      throw new AppError('A0400', 'a cash prize is claimed through the messaging app');
    const claim = prize.kind === 'physical' ? claimAnswers(prize.claimFields, body.fields) : null;
    const who = { device: await claimDeviceOf(tx, winner), phone: phoneKey(claim?.phone) };
    await checkPrizeClaimLimit(tx, lottery.id, winner.id, who);
    const [claimed] = await tx
      .update(lotteryWinners)
      .set({
        status: 'claimed',
        claim,
        claimedAt: new Date(now),
        claimDevice: who.device,
        claimPhone: who.phone,
      })
      .where(eq(lotteryWinners.id, winner.id))
      .returning();
    return { status: claimed!.status, couponCode: claimed!.couponCode };
  });
}

/**
 * A cash winner names the messaging-app openId to be paid (the claim mechanism calls this once
 * the respondent identified through the messaging app; analogous to envelopes' `claimGrant`). The
 * first claimant sticks: another openId is A0403; a non-cash prize is A0400; an openId that holds
 * another prize of the lottery is A2072 (one prize per messaging account, claim-limits.ts). Under the lottery row
 * lock the payout is booked once (`bookWinnerPayout`) and the winner marked paying; the provider
 * pays after the commit. Answers the payout made now,
 * or null when it was paid (or failed) before.
 */
export async function claimWinnerPrize(
  deps: AppDeps,
  winnerId: number,
  openId: string,
): Promise<LotteryPayout | null> {
  const provider = moneyProviders(deps).payouts.name;
  const now = deps.now();
  const [found] = await deps.db
    .select({ lotteryId: lotteryWinners.lotteryId })
    .from(lotteryWinners)
    .where(eq(lotteryWinners.id, winnerId));
  if (!found) throw new AppError('A0404');
  const payout = await deps.db.transaction(async (tx): Promise<LotteryPayout | null> => {
    const lottery = await lockLottery(tx, found.lotteryId);
    await checkLotteryClaimLimit(tx, lottery.id, winnerId, openId);
    const [winner] = await tx
      .update(lotteryWinners)
      .set({ claimant: sql`coalesce(${lotteryWinners.claimant}, ${openId})` })
      .where(eq(lotteryWinners.id, winnerId))
      .returning();
    if (!winner) throw new AppError('A0404');
    if (winner.kind !== 'cash' || winner.amountFen === null) throw new AppError('A0400', 'not a cash prize');
    if (winner.claimant !== openId) throw new AppError('A0403', 'claimed by another account');
    // A failed payout is sent again only by retryWinnerPayouts, which moves it to the next attempt.
    if (winner.status !== 'won' && winner.status !== 'claimed') return null;
    return bookWinnerPayout(tx, lottery, winner, provider, now);
  });
  if (payout) await runLotteryPayout(deps, payout);
  return payout;
}
