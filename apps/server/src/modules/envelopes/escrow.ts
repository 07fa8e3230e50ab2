import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { balanceOf } from '../wallet/ledger.ts';
import type { OrderRow } from '../wallet/order-hooks.ts';
import { payoutFromOrder, refundFromOrder } from '../wallet/orders.ts';
import type { CampaignRow } from './campaign-view.ts';

interface Escrow {
  order: OrderRow;
  balanceFen: number;
}

/** The campaign's paid orders (its budget and top-ups, oldest first) with what each escrow holds. */
export async function campaignEscrows(tx: Db, row: CampaignRow): Promise<Escrow[]> {
  if (row.orderIds.length === 0) return [];
  const paid = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, row.orderIds), eq(orders.status, 'paid')))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const out: Escrow[] = [];
  for (const order of paid) out.push({ order, balanceFen: await balanceOf(tx, order.escrowAccountId) });
  return out;
}

export const escrowTotal = (escrows: Escrow[]) => escrows.reduce((sum, e) => sum + e.balanceFen, 0);

/**
 * Moves `amountFen` out of the campaign's escrows, oldest first, a part from each as needed (a
 * top-up is an escrow of its own): one ledger transaction per escrow, keyed `${key}:${orderId}`,
 * so a replay moves nothing. The caller holds the campaign row lock, so the balances read here
 * stay true until it commits.
 */
export async function drawFromEscrows(
  tx: Db,
  row: CampaignRow,
  amountFen: number,
  key: string,
  now: number,
  move: { kind: 'payout'; provider: string } | { kind: 'refund' },
): Promise<void> {
  let left = amountFen;
  for (const escrow of await campaignEscrows(tx, row)) {
    if (left === 0) break;
    const part = Math.min(left, escrow.balanceFen);
    if (part === 0) continue;
    const partKey = `${key}:${escrow.order.id}`;
    if (move.kind === 'payout') await payoutFromOrder(tx, escrow.order, move.provider, part, partKey, now);
    else await refundFromOrder(tx, escrow.order, part, partKey, now);
    left -= part;
  }
  if (left > 0) throw new Error(`campaign ${row.id}: escrow short by ${left} fen for ${key}`);
}
