import type { Campaign, EnvelopeConfig } from '@cairn/contract';
import { and, count, desc, eq, inArray, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type envelopeCampaigns, envelopeGrants, orders } from '../../db/schema/index.ts';

export type CampaignRow = typeof envelopeCampaigns.$inferSelect;
/** What `config` stores: the settings without the survey (the row's survey_id names it). */
export type StoredConfig = Omit<EnvelopeConfig, 'surveyCode'>;

export function configOf(row: CampaignRow, surveyCode: string): EnvelopeConfig {
  return { ...(row.config as StoredConfig), name: row.name, surveyCode };
}

export function storedConfig(config: EnvelopeConfig): StoredConfig {
  const { surveyCode: _code, ...rest } = config;
  return rest;
}

/** Budget the campaign holds and has not reserved, paid or refunded. */
export const remainingFen = (row: CampaignRow) => row.fundedFen - row.heldFen - row.paidFen - row.refundedFen;

/** The largest envelope granted and not rejected (edits may not state amounts below it). */
export async function grantedMaxFen(db: Db, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ top: max(envelopeGrants.amountFen) })
    .from(envelopeGrants)
    .where(and(eq(envelopeGrants.campaignId, campaignId), ne(envelopeGrants.status, 'rejected')));
  return Number(row?.top ?? 0);
}

/** The campaign as the calls answer it: settings, money figures, the order waiting to be paid. */
export async function toCampaign(db: Db, row: CampaignRow, surveyCode: string): Promise<Campaign> {
  const [pending] =
    row.orderIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, amountFen: orders.amountFen })
          .from(orders)
          .where(and(inArray(orders.id, row.orderIds), eq(orders.status, 'unpaid')))
          .orderBy(desc(orders.createdAt))
          .limit(1);
  const [grants] = await db
    .select({ n: count() })
    .from(envelopeGrants)
    .where(eq(envelopeGrants.campaignId, row.id));
  return {
    ...configOf(row, surveyCode),
    id: row.id,
    status: row.status,
    paidFen: row.paidFen,
    heldFen: row.heldFen,
    refundedFen: row.refundedFen,
    grantCount: grants?.n ?? 0,
    pendingOrder: pending ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    endedAt: row.endedAt?.getTime() ?? null,
  };
}
