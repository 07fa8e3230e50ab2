import { envelopeApi, paymentApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { envelopeGrants } from '../../src/db/schema/index.ts';
import { bindMessaging, paymentIdOf, pressPayPage } from './money.ts';
import { type Published, publishedSurvey, respondent, submission } from './respond.ts';
import type { TestApp } from './test-app.ts';

/** A generator that answers the given values in turn (then the last one forever). */
export function scriptedRng(...values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

/** Money into the user's wallet through the sandbox pay page. */
export async function fund(t: TestApp, token: string, userId: number, amountFen: number) {
  await bindMessaging(t, userId).catch(() => undefined);
  const r = await t.api(paymentApi.recharge, { amountFen }, { token });
  if (r.body.code !== '00000') throw new Error(`recharge: ${JSON.stringify(r.body)}`);
  await pressPayPage(t, paymentIdOf(r.body.data.payUrl!), 'paid');
}

export const baseConfig = (surveyCode: string) => ({
  name: 'Thanks',
  surveyCode,
  budgetFen: 1000,
  amount: { mode: 'fixed' as const, amountFen: 100 },
  probability: 100,
  perRespondentLimit: 1,
  perDeviceLimit: 1,
  startAt: null as number | null,
  endAt: null as number | null,
  review: 'none' as 'none' | 'manual' | 'auto',
});

/** A published survey with a running campaign (budget paid from a funded wallet). */
export async function runningCampaign(
  t: TestApp,
  token: string,
  userId: number,
  config: Partial<ReturnType<typeof baseConfig>> = {},
): Promise<{ p: Published; id: string }> {
  const p = await publishedSurvey(t, token);
  const body = { ...baseConfig(p.code), ...config };
  await fund(t, token, userId, body.budgetFen);
  const created = await t.api(envelopeApi.create, body, { token });
  if (created.body.code !== '00000') throw new Error(`create: ${JSON.stringify(created.body)}`);
  const paid = await t.api(paymentApi.payOrder, { id: created.body.data.order.id }, { token });
  if (paid.body.code !== '00000') throw new Error(`pay: ${JSON.stringify(paid.body)}`);
  return { p, id: created.body.data.campaign.id };
}

/** A submit from its own address and device; answers the receipt's envelope. */
export async function submitFresh(t: TestApp, p: Published, ip = randomIp()) {
  const r = await respondent(t, ip).submit(submission(p));
  if (r.code !== '00000') throw new Error(`submit: ${JSON.stringify(r)}`);
  return r.data;
}

let n = 0;
export const randomIp = () => {
  n++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

export async function grantsOf(t: TestApp, campaignId: string) {
  return t.database.db.select().from(envelopeGrants).where(eq(envelopeGrants.campaignId, campaignId));
}
