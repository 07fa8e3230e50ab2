import type {
  LotteryConfig,
  PrizeClaim,
  PrizeClaimPage,
  PrizeClaimState,
  WinnerStatus,
} from '@cairn/contract';
import { maskClaim, maskCode, trackingEditableUntil } from '@cairn/rewards';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { prizeLottery } from './prize-access.ts';

type WinnerRow = typeof lotteryWinners.$inferSelect;

export interface ClaimFilter {
  prizeIndex?: number | undefined;
  state?: PrizeClaimState | undefined;
}

const STATUS_OF: Record<PrizeClaimState, WinnerStatus> = {
  unclaimed: 'won',
  claimed: 'claimed',
  shipped: 'shipped',
};

/** A lottery's coupon and physical winners (cash has its own log), by prize and state. */
export function claimWhere(lotteryId: string, filter: ClaimFilter) {
  return and(
    eq(lotteryWinners.lotteryId, lotteryId),
    inArray(lotteryWinners.kind, ['coupon', 'physical']),
    filter.prizeIndex === undefined ? undefined : eq(lotteryWinners.prizeIndex, filter.prizeIndex),
    filter.state ? eq(lotteryWinners.status, STATUS_OF[filter.state]) : undefined,
  );
}

export function readClaims(db: Db, lotteryId: string, filter: ClaimFilter, limit: number, offset = 0) {
  return db
    .select()
    .from(lotteryWinners)
    .where(claimWhere(lotteryId, filter))
    .orderBy(desc(lotteryWinners.wonAt), desc(lotteryWinners.id))
    .limit(limit)
    .offset(offset);
}

/**
 * A winner as the prize centre shows it. `masked`: for a caller without the launch right, the
 * claim's answers and the coupon code are masked (rewards' maskClaim, maskCode) — the winner's
 * contact details and a code someone could still redeem are for those who run the campaign.
 * The code shows once claimed, as in the winners' log.
 */
export function toPrizeClaim(row: WinnerRow, config: LotteryConfig, masked: boolean): PrizeClaim {
  const claim = (row.claim as Record<string, string> | null) ?? null;
  const code = row.status === 'won' ? null : row.couponCode;
  const shippedAt = row.shippedAt?.getTime() ?? null;
  return {
    winnerId: row.id,
    responseId: row.responseId,
    prizeIndex: row.prizeIndex,
    prizeName: config.prizes[row.prizeIndex]?.name ?? '',
    kind: row.kind === 'coupon' ? 'coupon' : 'physical',
    status: row.status,
    claim: claim && masked ? maskClaim(claim) : claim,
    couponCode: code && masked ? maskCode(code) : code,
    trackingNo: row.trackingNo,
    shippedAt,
    trackingEditableUntil: trackingEditableUntil(shippedAt),
    wonAt: row.wonAt.getTime(),
    claimedAt: row.claimedAt?.getTime() ?? null,
  };
}

/** GET prize/claims (read right; masked without launch): newest first, a page at a time. */
export async function listPrizeClaims(
  deps: AppDeps,
  userId: number,
  query: { surveyCode: string; lotteryId: string; page: number; pageSize: number } & ClaimFilter,
): Promise<PrizeClaimPage> {
  const { row, mayLaunch } = await prizeLottery(deps.db, userId, query.surveyCode, query.lotteryId, 'read');
  const [total] = await deps.db.select({ n: count() }).from(lotteryWinners).where(claimWhere(row.id, query));
  const rows = await readClaims(deps.db, row.id, query, query.pageSize, (query.page - 1) * query.pageSize);
  const config = row.config as LotteryConfig;
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    records: rows.map((w) => toPrizeClaim(w, config, !mayLaunch)),
    masked: !mayLaunch,
  };
}
