import type { Campaign, ZRefundResult } from '@cairn/contract';
import { moveStatus, refundableFen } from '@cairn/rewards';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { envelopeCampaigns } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { campaignForAction, lockCampaign } from './campaign-access.ts';
import { toCampaign } from './campaign-view.ts';
import { campaignEscrows, drawFromEscrows, escrowTotal } from './escrow.ts';

/** GET red-envelope/refund/{id}: the launch right, then end and refund. */
export async function refundCampaign(deps: AppDeps, userId: number, id: string) {
  const { surveyCode } = await campaignForAction(deps.db, userId, id);
  return endAndRefund(deps, id, surveyCode);
}

/**
 * Ends the campaign (rewards' `moveStatus`: ending an ended one is a no-op; a draft or paying one
 * is A2065) and returns `refundableFen(escrow, held)` to the wallet, all under the campaign row
 * lock. Idempotent: a second call finds the escrow holding only what held grants reserve and
 * refunds 0 (the ledger key `envelope-refund:{id}:{refunded so far}` is a second guard). Held
 * grants are paid or returned one by one as their review ends (settle-grant.ts).
 */
export async function endAndRefund(
  deps: AppDeps,
  id: string,
  surveyCode: string,
): Promise<z.infer<typeof ZRefundResult> & { campaign: Campaign }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, id);
    const move = moveStatus(row.status, 'end');
    if (!move.ok) throw new AppError(move.code, move.message);
    const escrow = escrowTotal(await campaignEscrows(tx, row));
    const refund = refundableFen(escrow, row.heldFen);
    if (refund > 0)
      await drawFromEscrows(tx, row, refund, `envelope-refund:${row.id}:${row.refundedFen}`, now, {
        kind: 'refund',
      });
    const [updated] = await tx
      .update(envelopeCampaigns)
      .set({
        status: 'ended',
        refundedFen: sql`${envelopeCampaigns.refundedFen} + ${refund}`,
        endedAt: row.endedAt ?? new Date(now),
        updatedAt: new Date(now),
      })
      .where(eq(envelopeCampaigns.id, row.id))
      .returning();
    return {
      campaign: await toCampaign(tx, updated!, surveyCode),
      refundedFen: refund,
      heldFen: updated!.heldFen,
    };
  });
}
