import type { Page, Response } from 'playwright-core';

/**
 * `page.waitForResponse`, observed at once. A journey starts the wait, then acts, then awaits it:
 * when the action fails first, the wait later times out with nobody awaiting it yet, and that
 * unhandled rejection fails the whole run instead of the one journey. Awaiting the returned
 * promise still sees its outcome.
 */
export function responseOf(
  page: Page,
  match: (response: Response) => boolean | Promise<boolean>,
): Promise<Response> {
  const answered = page.waitForResponse(match);
  answered.catch(() => {});
  return answered;
}
