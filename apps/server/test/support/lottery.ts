import { lotteryApi, paymentApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { lotteryWinners } from '../../src/db/schema/index.ts';
import { fund } from './envelopes.ts';
import { type Published, publishedSurvey } from './respond.ts';
import type { TestApp } from './test-app.ts';

export const cashPrize = (over: Record<string, unknown> = {}) => ({
  kind: 'cash' as const,
  name: 'Cash',
  amountFen: 100,
  stock: 2,
  probabilityBp: 10_000,
  ...over,
});
export const couponPrize = (over: Record<string, unknown> = {}) => ({
  kind: 'coupon' as const,
  name: 'Coupon',
  codes: ['C-1', 'C-2'],
  probabilityBp: 10_000,
  ...over,
});
export const physicalPrize = (over: Record<string, unknown> = {}) => ({
  kind: 'physical' as const,
  name: 'Mug',
  stock: 2,
  claimFields: [{ key: 'name' as const }, { key: 'custom' as const, label: 'Size' }],
  probabilityBp: 10_000,
  ...over,
});

export const lotteryConfig = (surveyCode: string, over: Record<string, unknown> = {}) => ({
  name: 'Draw',
  surveyCode,
  mode: 'instant' as 'instant' | 'order' | 'after-close',
  prizes: [cashPrize()] as Record<string, unknown>[],
  startAt: null as number | null,
  endAt: null as number | null,
  ...over,
});

/** A published survey with a running lottery (its cash order paid from a funded wallet). */
export async function runningLottery(
  t: TestApp,
  token: string,
  userId: number,
  over: Record<string, unknown> = {},
): Promise<{ p: Published; id: string }> {
  const p = await publishedSurvey(t, token);
  const body = { ...lotteryConfig(p.code, over), start: true };
  const saved = await t.api(lotteryApi.save, body as never, { token });
  if (saved.body.code !== '00000') throw new Error(`save: ${JSON.stringify(saved.body)}`);
  const order = saved.body.data.pendingOrder;
  if (order) {
    await fund(t, token, userId, order.amountFen);
    const paid = await t.api(paymentApi.payOrder, { id: order.id }, { token });
    if (paid.body.code !== '00000') throw new Error(`pay: ${JSON.stringify(paid.body)}`);
  }
  return { p, id: saved.body.data.id };
}

export async function winnersOf(t: TestApp, lotteryId: string) {
  return t.database.db.select().from(lotteryWinners).where(eq(lotteryWinners.lotteryId, lotteryId));
}
