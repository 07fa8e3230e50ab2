import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODES_MAX,
  type CouponCodesAdded,
  type LotteryConfig,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { lotteries } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { lockLottery } from '../lottery/lottery-access.ts';
import { acceptsCodes, prizeLottery } from './prize-access.ts';

/** How many malformed codes the answer lists. */
const INVALID_SHOWN = 20;

/**
 * Pasted text or a file's values as codes: split on line breaks, tabs, commas and semicolons (also
 * the full-width ones; not on spaces, which some codes hold), trimmed, blanks dropped. Repeats
 * within the batch are counted, not kept; codes over 100 characters are invalid.
 */
export function parseCouponCodes(values: readonly string[]) {
  const codes: string[] = [];
  const seen = new Set<string>();
  const invalid: string[] = [];
  let repeated = 0;
  for (const value of values)
    for (const piece of value.split(/[\r\n\t,;，；]+/)) {
      const code = piece.trim();
      if (code === '') continue;
      if ([...code].length > COUPON_CODE_MAX_LENGTH) invalid.push(code);
      else if (seen.has(code)) repeated++;
      else {
        seen.add(code);
        codes.push(code);
      }
    }
  return { codes, repeated, invalid };
}

/**
 * POST prize/codes and prize/codes/upload (launch right): adds codes to a coupon prize of a lottery
 * that may still give them (A2065 once ended — an after-close one until drawn). Under the lottery
 * lock (draws take a code under the same lock): codes the prize holds already are refused and
 * counted with the batch's repeats as duplicates; the rest are appended after the codes it has
 * (codes are given in order, so the ones given stay the first) and its stock left rises by as many.
 * Past 10,000 codes the whole batch is refused (A2068). Nothing given at all is A0108.
 */
export async function addCouponCodes(
  deps: AppDeps,
  userId: number,
  target: { surveyCode: string; lotteryId: string; prizeIndex: number },
  values: readonly string[],
): Promise<CouponCodesAdded> {
  const parsed = parseCouponCodes(values);
  const { row: found } = await prizeLottery(deps.db, userId, target.surveyCode, target.lotteryId, 'launch');
  if (parsed.codes.length === 0 && parsed.invalid.length === 0 && parsed.repeated === 0)
    throw new AppError('A0108', 'no code was given');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockLottery(tx, found.id);
    if (!acceptsCodes(row))
      throw new AppError('A2065', 'the lottery has ended: new codes would never be given');
    const config = row.config as LotteryConfig;
    const prize = config.prizes[target.prizeIndex];
    if (!prize) throw new AppError('A0400', `prizeIndex: the lottery has no prize ${target.prizeIndex + 1}`);
    if (prize.kind !== 'coupon')
      throw new AppError('A2068', `prize ${target.prizeIndex + 1} is not a coupon prize`);
    const held = new Set(prize.codes.map((c) => c.trim()));
    const fresh = parsed.codes.filter((code) => !held.has(code));
    const duplicates = parsed.repeated + (parsed.codes.length - fresh.length);
    const total = prize.codes.length + fresh.length;
    if (total > COUPON_CODES_MAX)
      throw new AppError(
        'A2068',
        `a coupon prize holds at most ${COUPON_CODES_MAX} codes: it has ${prize.codes.length}, ${fresh.length} new would make ${total}`,
      );
    const left = (row.remaining[target.prizeIndex] ?? 0) + fresh.length;
    if (fresh.length > 0) {
      const prizes = config.prizes.map((p, i) =>
        i === target.prizeIndex && p.kind === 'coupon' ? { ...p, codes: [...p.codes, ...fresh] } : p,
      );
      const remaining = row.remaining.map((n, i) => (i === target.prizeIndex ? left : n));
      await tx
        .update(lotteries)
        .set({ config: { ...config, prizes }, remaining, updatedAt: new Date(now) })
        .where(eq(lotteries.id, row.id));
    }
    return {
      added: fresh.length,
      duplicates,
      invalid: parsed.invalid.slice(0, INVALID_SHOWN),
      codes: total,
      left,
    };
  });
}
