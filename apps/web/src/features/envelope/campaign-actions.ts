import type { Campaign } from '@cairn/contract';
import { availableActions, isEditable, refundableFen } from '@cairn/rewards';

export type CampaignButton = 'pay' | 'edit' | 'pause' | 'resume' | 'end' | 'delete' | 'detail' | 'log';

/**
 * The buttons a campaign row offers, from the rules' own answers (`availableActions`,
 * `isEditable`): pay while an order waits (the budget, or a top-up), pause/resume/end as the
 * status machine allows, delete only for a draft or an ended campaign (the server answers A2056
 * otherwise), and the read-only pages always.
 */
export function campaignButtons(campaign: Campaign): CampaignButton[] {
  const moves = availableActions(campaign.status);
  const buttons: CampaignButton[] = [];
  if (campaign.pendingOrder && campaign.status !== 'ended' && campaign.status !== 'draft')
    buttons.push('pay');
  if (isEditable(campaign.status)) buttons.push('edit');
  for (const move of ['pause', 'resume', 'end', 'delete'] as const)
    if (moves.includes(move)) buttons.push(move);
  buttons.push('detail', 'log');
  return buttons;
}

/**
 * What "end and refund" would return now: the escrow (paid in: the budget less an unpaid top-up,
 * less what was paid out and refunded) minus what grants under review hold — `refundableFen`, the
 * rule the server refunds by. Null when the figures do not add up (the server's answer then says
 * the amount).
 */
export function refundPreview(campaign: Campaign): { refundFen: number; heldFen: number } | null {
  const unpaidTopUp =
    campaign.status === 'paying' ? campaign.budgetFen : (campaign.pendingOrder?.amountFen ?? 0);
  const escrowFen = campaign.budgetFen - unpaidTopUp - campaign.paidFen - campaign.refundedFen;
  if (escrowFen < 0 || campaign.heldFen > escrowFen) return null;
  return { refundFen: refundableFen(escrowFen, campaign.heldFen), heldFen: campaign.heldFen };
}

/** Left to give: the paid-in budget less paid out, held and refunded (never below zero). */
export function remainingFen(campaign: Campaign): number {
  const preview = refundPreview(campaign);
  return preview ? preview.refundFen : 0;
}
