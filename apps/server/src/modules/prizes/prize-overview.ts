import {
  type LotteryConfig,
  PRIZE_OVERVIEW_MAX_LOTTERIES,
  type PrizeLottery,
  type PrizeOverview,
  type PrizeStock,
  type WinnerStatus,
} from '@cairn/contract';
import { prizeStock } from '@cairn/rewards';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { lotteries, lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { LotteryRow } from '../lottery/lottery-view.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { acceptsCodes } from './prize-access.ts';

type Tally = Map<string, Map<number, Map<WinnerStatus, number>>>;

/** Winners who have claimed: every status after `won` (a refused cash payout was claimed too). */
const CLAIMED: readonly WinnerStatus[] = ['claimed', 'paying', 'paid', 'shipped', 'failed'];

function prizeFigures(row: LotteryRow, tally: Tally): PrizeStock[] {
  const config = row.config as LotteryConfig;
  return config.prizes.map((prize, index) => {
    const byStatus = tally.get(row.id)?.get(index) ?? new Map<WinnerStatus, number>();
    const of = (statuses: readonly WinnerStatus[]) =>
      statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
    return {
      index,
      name: prize.name,
      kind: prize.kind,
      amountFen: prize.kind === 'cash' ? prize.amountFen : null,
      stock: prizeStock(prize),
      drawn: of(['won', ...CLAIMED]),
      claimed: of(CLAIMED),
      shipped: of(['shipped']),
      left: row.remaining[index] ?? prizeStock(prize),
    };
  });
}

/**
 * GET prize/overview (read right): the survey's newest lotteries and each prize's figures, counted
 * from the winners in one grouped query. Figures only, so an observer may see it.
 */
export async function prizeOverview(
  deps: AppDeps,
  userId: number,
  surveyCode: string,
): Promise<PrizeOverview> {
  const { survey } = await loadSurveyForAction(deps, { userId }, surveyCode, 'read');
  const rows = await deps.db
    .select()
    .from(lotteries)
    .where(and(eq(lotteries.surveyId, survey.id), isNull(lotteries.deletedAt)))
    .orderBy(desc(lotteries.createdAt), desc(lotteries.id))
    .limit(PRIZE_OVERVIEW_MAX_LOTTERIES);
  const tally: Tally = new Map();
  if (rows.length > 0) {
    const counts = await deps.db
      .select({
        lotteryId: lotteryWinners.lotteryId,
        prizeIndex: lotteryWinners.prizeIndex,
        status: lotteryWinners.status,
        n: count(),
      })
      .from(lotteryWinners)
      .where(
        inArray(
          lotteryWinners.lotteryId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(lotteryWinners.lotteryId, lotteryWinners.prizeIndex, lotteryWinners.status);
    for (const c of counts) {
      const byPrize = tally.get(c.lotteryId) ?? new Map();
      tally.set(c.lotteryId, byPrize);
      const byStatus = byPrize.get(c.prizeIndex) ?? new Map();
      byPrize.set(c.prizeIndex, byStatus);
      byStatus.set(c.status, c.n);
    }
  }
  const out: PrizeLottery[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    mode: (row.config as LotteryConfig).mode,
    acceptsCodes: acceptsCodes(row),
    prizes: prizeFigures(row, tally),
  }));
  return { lotteries: out };
}
