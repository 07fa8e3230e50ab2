import { type RewardIssue, rewardIssue } from './issues.ts';
import {
  CASH_PRIZE_MAX_FEN,
  CASH_PRIZE_MIN_FEN,
  COUPON_CODES_MAX,
  LOTTERY_MAX_PRIZES,
  PHYSICAL_STOCK_MAX,
  PROBABILITY_BP_TOTAL,
  WINNING_POSITION_MAX,
} from './limits.ts';
import type { LotteryConfig, Prize } from './lottery-schemas.ts';

/** How many winners a prize can have: its stock, or its codes for a coupon. */
export function prizeStock(prize: Prize): number {
  return prize.kind === 'coupon' ? prize.codes.length : prize.stock;
}

function kindIssues(prize: Prize, at: (string | number)[]): RewardIssue[] {
  const issues: RewardIssue[] = [];
  if (prize.kind === 'cash' && (prize.amountFen < CASH_PRIZE_MIN_FEN || prize.amountFen > CASH_PRIZE_MAX_FEN))
    issues.push(
      rewardIssue(
        'A2068',
        [...at, 'amountFen'],
        `a cash prize is ${CASH_PRIZE_MIN_FEN}–${CASH_PRIZE_MAX_FEN} fen`,
      ),
    );
  if (prize.kind !== 'coupon' && (prize.stock < 1 || prize.stock > PHYSICAL_STOCK_MAX))
    issues.push(rewardIssue('A2068', [...at, 'stock'], `stock is 1–${PHYSICAL_STOCK_MAX}`));
  if (prize.kind === 'coupon') {
    const codes = prize.codes.map((c) => c.trim());
    if (codes.length < 1 || codes.length > COUPON_CODES_MAX)
      issues.push(rewardIssue('A2068', [...at, 'codes'], `a coupon prize holds 1–${COUPON_CODES_MAX} codes`));
    if (codes.some((c) => c === '')) issues.push(rewardIssue('A2068', [...at, 'codes'], 'a code is blank'));
    if (new Set(codes).size !== codes.length)
      issues.push(rewardIssue('A2068', [...at, 'codes'], 'each code may be given once'));
  }
  if (prize.kind === 'physical') {
    if (prize.claimFields.length === 0)
      issues.push(rewardIssue('A2068', [...at, 'claimFields'], 'a physical prize needs a claim form'));
    const builtIn = prize.claimFields.filter((f) => f.key !== 'custom').map((f) => f.key);
    if (new Set(builtIn).size !== builtIn.length)
      issues.push(rewardIssue('A2068', [...at, 'claimFields'], 'name, phone and address once each'));
    prize.claimFields.forEach((f, j) => {
      if (f.key === 'custom' && !f.label)
        issues.push(rewardIssue('A2068', [...at, 'claimFields', j, 'label'], 'a custom field needs a label'));
    });
  }
  return issues;
}

function modeIssues(config: LotteryConfig): RewardIssue[] {
  const issues: RewardIssue[] = [];
  const seen = new Set<number>();
  let totalBp = 0;
  config.prizes.forEach((prize, i) => {
    const at = ['prizes', i];
    if (config.mode === 'instant') {
      const bp = prize.probabilityBp;
      if (bp === undefined || bp < 1 || bp > PROBABILITY_BP_TOTAL)
        issues.push(rewardIssue('A2069', [...at, 'probabilityBp'], 'each prize’s chance is 0.01–100 %'));
      else totalBp += bp;
    } else if (config.mode === 'order') {
      const positions = prize.positions ?? [];
      if (positions.length === 0 || positions.length > prizeStock(prize))
        issues.push(rewardIssue('A2070', [...at, 'positions'], 'one to stock positions per prize'));
      for (const p of positions) {
        if (p < 1 || p > WINNING_POSITION_MAX || seen.has(p))
          issues.push(
            rewardIssue('A2070', [...at, 'positions'], `position ${p}: 1–${WINNING_POSITION_MAX}, once`),
          );
        seen.add(p);
      }
    } else {
      const winners = prize.winners;
      if (winners === undefined || winners < 1 || winners > prizeStock(prize))
        issues.push(rewardIssue('A2071', [...at, 'winners'], 'winners are 1 to the prize’s stock'));
    }
  });
  if (totalBp > PROBABILITY_BP_TOTAL)
    issues.push(rewardIssue('A2069', ['prizes'], `the chances add up to ${totalBp / 100} %`));
  return issues;
}

/** Every rule a lottery's settings break (empty: acceptable); `ZLotteryConfig` refines with it. */
export function lotteryConfigIssues(config: LotteryConfig): RewardIssue[] {
  const issues: RewardIssue[] = [];
  if (config.prizes.length < 1 || config.prizes.length > LOTTERY_MAX_PRIZES)
    issues.push(rewardIssue('A2067', ['prizes'], `1–${LOTTERY_MAX_PRIZES} prizes`));
  config.prizes.forEach((prize, i) => {
    issues.push(...kindIssues(prize, ['prizes', i]));
  });
  issues.push(...modeIssues(config));
  if (config.startAt !== null && config.endAt !== null && config.startAt >= config.endAt)
    issues.push(rewardIssue('A2064', ['endAt'], 'endAt must be after startAt'));
  return issues;
}

/** The money a lottery's cash prizes need in escrow: its order's amount. */
export function lotteryCashBudgetFen(config: LotteryConfig): number {
  return config.prizes.reduce((sum, p) => sum + (p.kind === 'cash' ? p.amountFen * p.stock : 0), 0);
}
