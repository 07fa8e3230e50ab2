import { fullPath } from '@cairn/contract/api/facts';
import { LOTTERY_ROUTES } from '@cairn/contract/rewards/lottery-routes';
import type { ClaimResult } from '@cairn/contract/rewards/lottery-schemas';

export type ClaimOutcome = { ok: true; result: ClaimResult } | { ok: false; message: string | null };

/**
 * The winner's claim (contract lotteryApi.claim, by its zod-free route facts): the token from the
 * receipt and the claim form's answers. A repeat answers the same, so a retry after a lost answer
 * is safe. `message`: the server's words for a refusal, null when the network failed.
 */
export async function claimPrize(token: string, fields: Record<string, string>): Promise<ClaimOutcome> {
  try {
    const response = await fetch(fullPath(LOTTERY_ROUTES.claim), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, fields }),
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { code?: string; message?: string; data?: ClaimResult };
    if (body.code === '00000' && body.data) return { ok: true, result: body.data };
    return { ok: false, message: typeof body.message === 'string' ? body.message : null };
  } catch {
    return { ok: false, message: null };
  }
}
