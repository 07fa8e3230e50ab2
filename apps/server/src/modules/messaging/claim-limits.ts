import type { EnvelopeConfig } from '@cairn/contract';
import { and, count, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeGrants, lotteryWinners, responses } from '../../db/schema/index.ts';
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

/** Who claims a coupon or physical prize: the device that answered (its cookie, else its address). */
export async function claimDeviceOf(
  tx: Db,
  winner: { surveyId: number; responseId: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ deviceId: responses.deviceId, ip: responses.ip })
    .from(responses)
    .where(and(eq(responses.surveyId, winner.surveyId), eq(responses.id, winner.responseId)));
  if (row?.deviceId) return `device:${row.deviceId}`;
  return row?.ip ? `ip:${row.ip}` : null;
}

/**
 * One coupon or physical prize per claimant and lottery (issue 23, the prize centre): these are
 * claimed without a messaging account, so the claimant is the device that answered and, for a
 * physical prize, the phone number given (one parcel per person, whichever device answered). A
 * second claim by either is A2073. The caller holds the lottery lock, so claims queue and each sees
 * the one before; the partial unique indexes on (lottery, claim_device) and (lottery, claim_phone)
 * back it. Cash prizes are limited by the messaging account (above) and take no part here.
 */
export async function checkPrizeClaimLimit(
  tx: Db,
  lotteryId: string,
  winnerId: number,
  who: { device: string | null; phone: string | null },
): Promise<void> {
  const same = [
    who.device === null ? undefined : eq(lotteryWinners.claimDevice, who.device),
    who.phone === null ? undefined : eq(lotteryWinners.claimPhone, who.phone),
  ].filter((c) => c !== undefined);
  if (same.length === 0) return;
  const [other] = await tx
    .select({ id: lotteryWinners.id })
    .from(lotteryWinners)
    .where(and(eq(lotteryWinners.lotteryId, lotteryId), ne(lotteryWinners.id, winnerId), or(...same)))
    .limit(1);
  if (other) throw new AppError('A2073', 'one coupon or physical prize per device and phone number');
}
