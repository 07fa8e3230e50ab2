import { fullPath } from '@cairn/contract/api/facts';
import { LOTTERY_ROUTES } from '@cairn/contract/rewards/lottery-routes';
import type { LotteryResultView } from '@cairn/contract/rewards/lottery-schemas';

/** The hash key of the result page's link: /r/{code}#lottery-result={ticket} (never sent to a server log). */
export const RESULT_HASH = 'lottery-result';

/** The result ticket in a page's hash, or null when the page is not the result page. */
export function resultTicketOf(hash: string): string | null {
  const ticket = new URLSearchParams(hash.replace(/^#/, '')).get(RESULT_HASH)?.trim() ?? '';
  return ticket.length >= 20 && ticket.length <= 200 ? ticket : null;
}

export type ResultAnswer =
  | { kind: 'ok'; view: LotteryResultView }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** GET lottery/result (contract lotteryApi.result, by its zod-free route facts). */
export async function fetchResult(ticket: string): Promise<ResultAnswer> {
  try {
    const response = await fetch(`${fullPath(LOTTERY_ROUTES.result)}?${new URLSearchParams({ ticket })}`, {
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { code?: string; data?: LotteryResultView };
    if (body.code === '00000' && body.data) return { kind: 'ok', view: body.data };
    return body.code === 'A0404' ? { kind: 'notFound' } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
