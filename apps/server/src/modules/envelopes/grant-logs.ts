import {
  type AuditState,
  type EnvelopeConfig,
  type Grant,
  type GrantStatus,
  ZReviewMode,
} from '@cairn/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { campaignForAction } from './campaign-access.ts';
import type { CampaignRow } from './campaign-view.ts';
import type { GrantRow } from './settle-grant.ts';

/** An openId shown to authors: its ends only (the winner's identity is theirs). */
const mask = (openId: string | null) =>
  openId === null ? null : openId.length > 8 ? `${openId.slice(0, 4)}…${openId.slice(-4)}` : '…';

export function toGrant(row: GrantRow, campaign: CampaignRow): Grant {
  return {
    id: row.id,
    campaignId: row.campaignId,
    responseId: row.responseId,
    amountFen: row.amountFen,
    status: row.status,
    review: ZReviewMode.parse((campaign.config as EnvelopeConfig).review),
    cleaning: row.cleaning,
    audit: row.audit,
    payee: mask(row.claimant),
    grantedAt: row.grantedAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    note: row.note ?? (row.status === 'held' && row.approved ? 'approved, unclaimed' : null),
  };
}

export interface GrantFilter {
  status?: GrantStatus | undefined;
  audit?: AuditState | undefined;
}

export function grantWhere(campaignId: string, filter: GrantFilter) {
  return and(
    eq(envelopeGrants.campaignId, campaignId),
    filter.status ? eq(envelopeGrants.status, filter.status) : undefined,
    filter.audit ? eq(envelopeGrants.audit, filter.audit) : undefined,
  );
}

export async function readGrants(db: Db, campaignId: string, filter: GrantFilter, limit: number, offset = 0) {
  return db
    .select()
    .from(envelopeGrants)
    .where(grantWhere(campaignId, filter))
    .orderBy(desc(envelopeGrants.grantedAt), desc(envelopeGrants.id))
    .limit(limit)
    .offset(offset);
}

/** GET red-envelope/logs: every grant (and so every payout) of the campaign, newest first. */
export async function listGrantLogs(
  deps: AppDeps,
  userId: number,
  query: GrantFilter & { id: string; page: number; pageSize: number },
) {
  const { row } = await campaignForAction(deps.db, userId, query.id);
  const [total] = await deps.db.select({ n: count() }).from(envelopeGrants).where(grantWhere(row.id, query));
  const rows = await readGrants(deps.db, row.id, query, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    records: rows.map((g) => toGrant(g, row)),
  };
}
