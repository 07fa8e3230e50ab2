import { type EndpointFacts, fullPath } from '@cairn/contract';
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

/** The page's next answer to the described call `endpoint` (any values of its path parameters). */
export function answerOf(page: Page, endpoint: EndpointFacts): Promise<Response> {
  const pattern = pathPattern(endpoint);
  return responseOf(
    page,
    (r) => r.request().method() === endpoint.method && pattern.test(new URL(r.url()).pathname),
  );
}

/** The URL paths a described call is served at: its full path with each `{param}` as one segment. */
export function pathPattern(endpoint: EndpointFacts): RegExp {
  const source = fullPath(endpoint)
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}
