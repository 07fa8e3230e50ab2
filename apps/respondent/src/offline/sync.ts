import { RESPOND_RECEIPT_MARK } from '@cairn/contract/respond/constants';
import type { RespondSubmitBody } from '@cairn/contract/respond/schemas';
import { backoffDelay } from '../delivery/backoff.ts';
import type { RawResponse } from '../delivery/deliver.ts';
import { readDeliveryAnswer } from '../delivery/receipt.ts';
import type { KeyValueStore } from '../draft/draft-store.ts';
import { markFailed, markSent, readQueue } from './queue.ts';

export interface SyncDeps {
  store: KeyValueStore;
  surveyCode: string;
  ticket: string;
  /** POST the body to the server's ordinary submit (respond/v1/submit). */
  post: (body: RespondSubmitBody) => Promise<RawResponse>;
  now: () => Date;
}

export interface SyncReport {
  sent: number;
  failed: number;
  /** Some failed for want of a usable answer (network, server down): worth another try later. */
  retry: boolean;
}

/**
 * Sends every queued interview through the ordinary submit, with its own response id (made
 * offline) and `interview: { intervieweeCode, ticket }`. An item leaves the queue only after the
 * server's receipt for that id; a retry of an id already in gets the same receipt (the submit is
 * idempotent by response id), so sending twice never counts twice. Failures stay queued with why.
 */
export async function syncOnce(deps: SyncDeps): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, failed: 0, retry: false };
  for (const item of readQueue(deps.store, deps.surveyCode)) {
    const body: RespondSubmitBody = {
      ...item.body,
      interview: { intervieweeCode: item.intervieweeCode, ticket: deps.ticket },
    };
    let raw: RawResponse | null = null;
    try {
      raw = await deps.post(body);
    } catch {
      raw = null; // fetch rejects when there is no network or CORS refused the answer
    }
    const answer = raw
      ? readDeliveryAnswer(RESPOND_RECEIPT_MARK, raw.status, raw.contentType, raw.text, item.responseId)
      : ({ kind: 'retry', reason: 'network' } as const);
    if (answer.kind === 'receipt') {
      markSent(deps.store, deps.surveyCode, item.responseId, deps.now());
      report.sent++;
      continue;
    }
    report.failed++;
    if (answer.kind === 'retry') {
      report.retry = true;
      markFailed(deps.store, deps.surveyCode, item.responseId, { kind: 'network' });
    } else {
      markFailed(deps.store, deps.surveyCode, item.responseId, {
        kind: 'refused',
        code: answer.code,
        message: answer.message,
      });
    }
  }
  return report;
}

export interface Syncer {
  /** Runs a sync now (joins the one running); answers its report. */
  sync(): Promise<SyncReport>;
  dispose(): void;
}

/**
 * One sync at a time. After a sync that failed for want of a network while the browser says it is
 * online, another is scheduled with backoff (1 s doubling to 30 s); going online or pressing
 * "sync" runs one at once. Refusals are not retried by themselves: the same request would be
 * refused again, so they wait for the host.
 */
export function createSyncer(
  deps: SyncDeps & {
    onChange: (running: boolean, report: SyncReport | null) => void;
    isOnline: () => boolean;
    setTimer: (run: () => void, ms: number) => () => void;
  },
): Syncer {
  let running: Promise<SyncReport> | null = null;
  let attempt = 0;
  let cancel: (() => void) | null = null;
  let disposed = false;
  const sync = (): Promise<SyncReport> => {
    if (running) return running;
    cancel?.();
    cancel = null;
    deps.onChange(true, null);
    running = syncOnce(deps)
      .then((report) => {
        attempt = report.retry ? attempt + 1 : 0;
        if (report.retry && deps.isOnline() && !disposed)
          cancel = deps.setTimer(() => void sync(), backoffDelay(attempt - 1));
        deps.onChange(false, report);
        return report;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    sync,
    dispose: () => {
      disposed = true;
      cancel?.();
    },
  };
}
