import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { envelopeCampaigns, envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ensureAccount, postTransfer } from '../wallet/ledger.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { attemptKey } from '../wallet/payout-attempt.ts';
import { lockCampaign } from './campaign-access.ts';
import { campaignEscrows } from './escrow.ts';
import type { PendingPayout } from './settle-grant.ts';

/**
 * The provider pays the payouts a committed transaction booked (outside any transaction, as
 * withdrawals do). A refusal puts the money back into the campaign's first escrow (key
 * `grant-payout-return:{id}[:{attempt}]`) and the grant to `failed`, still reserved: the respondent
 * is owed, and the author can send it again (retry-payouts.ts).
 */
export async function runPayouts(deps: AppDeps, payouts: readonly PendingPayout[]): Promise<void> {
  const provider = moneyProviders(deps).payouts;
  for (const p of payouts) {
    try {
      await provider.pay({
        withdrawalId: attemptKey(`grant:${p.grantId}`, p.attempt),
        openId: p.openId,
        amountFen: p.amountFen,
      });
    } catch (error) {
      await returnPayout(deps, p, error instanceof Error ? error.message : String(error));
      continue;
    }
    await deps.db
      .update(envelopeGrants)
      .set({ status: 'paid' })
      .where(and(eq(envelopeGrants.id, p.grantId), eq(envelopeGrants.status, 'paying')));
  }
}

/** A payout takes seconds; a grant paying this long lost its process between booking and paying. */
export const STUCK_PAYOUT_MS = 10 * 60_000;

/**
 * Pays the grants a dead process booked but never paid (the housekeeping sweep runs it), under the
 * same payout id, which the provider pays at most once. Answers how many it sent again.
 */
export async function recoverGrantPayouts(deps: AppDeps, at: number): Promise<number> {
  const stuck = await deps.db
    .select()
    .from(envelopeGrants)
    .where(
      and(eq(envelopeGrants.status, 'paying'), lt(envelopeGrants.paidAt, new Date(at - STUCK_PAYOUT_MS))),
    )
    .orderBy(asc(envelopeGrants.paidAt))
    .limit(100);
  const provider = moneyProviders(deps).payouts.name;
  await runPayouts(
    deps,
    stuck.flatMap((g) =>
      g.claimant === null
        ? []
        : [
            {
              grantId: g.id,
              campaignId: g.campaignId,
              openId: g.claimant,
              amountFen: g.amountFen,
              attempt: g.payoutAttempt,
              // The provider that booked it: its name leads the payout reference.
              provider: g.payoutRef?.split(':')[0] ?? provider,
            },
          ],
    ),
  );
  return stuck.length;
}

async function returnPayout(deps: AppDeps, p: PendingPayout, reason: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, p.campaignId);
    const [escrow] = await campaignEscrows(tx, campaign);
    if (!escrow) throw new Error(`campaign ${campaign.id} has no paid order`);
    const external = await ensureAccount(tx, 'external', `payout-out:${p.provider}`);
    const posted = await postTransfer(tx, {
      kind: 'campaign-payout-return',
      idempotencyKey: attemptKey(`grant-payout-return:${p.grantId}`, p.attempt),
      ref: escrow.order.id,
      entries: [
        { accountId: external, amountFen: -p.amountFen },
        { accountId: escrow.order.escrowAccountId, amountFen: p.amountFen },
      ],
      now,
    });
    if (posted.replayed) return;
    await tx
      .update(envelopeGrants)
      .set({ status: 'failed', paidAt: null, note: `payout refused: ${reason}`.slice(0, 200) })
      .where(eq(envelopeGrants.id, p.grantId));
    await tx
      .update(envelopeCampaigns)
      .set({
        heldFen: sql`${envelopeCampaigns.heldFen} + ${p.amountFen}`,
        paidFen: sql`${envelopeCampaigns.paidFen} - ${p.amountFen}`,
        updatedAt: new Date(now),
      })
      .where(eq(envelopeCampaigns.id, campaign.id));
  });
}
