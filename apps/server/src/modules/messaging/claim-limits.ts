import type { EnvelopeConfig } from '@cairn/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeGrants, lotteryWinners } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Per-respondent limits counted by who claims (issue 23): the limits at submit count the address
 * and the device, so one person answering from two devices wins twice; the claim, made through the
 * messaging app, names the person. A prize is paid only while the scanner's openId holds fewer
 * claims in the campaign than allowed: a campaign's `perRespondentLimit` envelopes, one prize per
 * lottery. Callers hold the campaign's (lottery's) row lock, so two claims with one openId queue
 * and the second counts the first; lottery winners also carry a unique (lottery, claimant) index.
 * A claim by the openId that already holds this prize is a repeat and always passes.
 */
export async function checkEnvelopeClaimLimit(
  tx: Db,
  campaign: { id: string; config: unknown },
  grantId: number,
  openId: string,
): Promise<void> {
  const [grant] = await tx
    .select({ claimant: envelopeGrants.claimant })
    .from(envelopeGrants)
    .where(eq(envelopeGrants.id, grantId));
  if (!grant || grant.claimant !== null) return;
  const [held] = await tx
    .select({ n: count() })
    .from(envelopeGrants)
    .where(
      and(
        eq(envelopeGrants.campaignId, campaign.id),
        eq(envelopeGrants.claimant, openId),
        ne(envelopeGrants.status, 'rejected'),
      ),
    );
  const limit = (campaign.config as EnvelopeConfig).perRespondentLimit;
  if ((held?.n ?? 0) >= limit) throw new AppError('A2072', `this account has claimed ${limit} already`);
}

/** One prize per openId and lottery (see above); the caller holds the lottery lock. */
export async function checkLotteryClaimLimit(
  tx: Db,
  lotteryId: string,
  winnerId: number,
  openId: string,
): Promise<void> {
  const [other] = await tx
    .select({ id: lotteryWinners.id })
    .from(lotteryWinners)
    .where(
      and(
        eq(lotteryWinners.lotteryId, lotteryId),
        eq(lotteryWinners.claimant, openId),
        ne(lotteryWinners.id, winnerId),
      ),
    )
    .limit(1);
  if (other) throw new AppError('A2072', 'this account has claimed a prize of this lottery already');
}
