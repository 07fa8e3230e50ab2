import { RESPOND_RECEIPT_MARK } from '@cairn/contract/respond/constants';
import type { RespondSubmitBody } from '@cairn/contract/respond/schemas';
import type { FileRef } from '@cairn/core/question-types/files';
import { backoffDelay } from '../delivery/backoff.ts';
import type { RawResponse } from '../delivery/deliver.ts';
import { readDeliveryAnswer, readEnvelope } from '../delivery/receipt.ts';
import { withUploaded } from './offline-files.ts';
import {
  markFailed,
  markSent,
  markUploaded,
  type OfflineDb,
  type QueuedAnswer,
  readFile,
  readQueue,
  type SyncError,
} from './queue.ts';

/** One file's upload as the sync sends it (multipart fields, then the file). */
export interface UploadSend {
  fields: Record<string, string>;
  blob: Blob;
  name: string;
}

export interface SyncDeps {
  db: OfflineDb;
  surveyCode: string;
  ticket: string;
  /** POST the body to the server's ordinary submit (respond/v1/submit). */
  post: (body: RespondSubmitBody) => Promise<RawResponse>;
  /** POST one file to the server's respondent upload (respond/v1/upload). */
  upload: (send: UploadSend) => Promise<RawResponse>;
  now: () => Date;
}

export interface SyncReport {
  sent: number;
  failed: number;
  /** Some failed for want of a usable answer (network, server down): worth another try later. */
  retry: boolean;
}

type Step<T> = { ok: true; value: T } | { ok: false; error: SyncError };

/** What an answer means for the sync: `read` picks the success out of a "00000" envelope. */
function outcome<T>(raw: RawResponse | null, read: (data: unknown) => T | null): Step<T> {
  if (!raw) return { ok: false, error: { kind: 'network' } }; // fetch rejects offline, or CORS refused
  const body = readEnvelope(raw.status, raw.contentType, raw.text);
  if ('kind' in body) return { ok: false, error: { kind: 'network' } };
  if (body.code !== '00000')
    return { ok: false, error: { kind: 'refused', code: body.code, message: body.message } };
  const value = read(body.data);
  return value === null ? { ok: false, error: { kind: 'network' } } : { ok: true, value };
}

const sendSafely = (send: () => Promise<RawResponse>) => send().catch(() => null);

/**
 * Each file of the interview not on the server yet, uploaded under the interview's response id
 * with the file's own id as `uploadId` (a retry after a lost answer gets the stored file back,
 * never a copy), and its reference kept at once so a later sync sends no bytes again.
 */
async function uploadFiles(deps: SyncDeps, item: QueuedAnswer): Promise<Step<Map<string, FileRef>>> {
  const refs = new Map<string, FileRef>();
  for (const file of item.files ?? []) {
    if (file.uploaded) {
      refs.set(file.id, file.uploaded);
      continue;
    }
    const stored = await readFile(deps.db, file.id);
    if (!stored) return { ok: false, error: { kind: 'refused', code: 'A0108', message: 'file missing' } };
    const fields = {
      surveyCode: deps.surveyCode,
      responseId: item.responseId,
      nodeId: String(file.nodeId),
      intervieweeCode: item.intervieweeCode,
      ticket: deps.ticket,
      uploadId: file.id,
    };
    const raw = await sendSafely(() => deps.upload({ fields, blob: stored.blob, name: stored.name }));
    const step = outcome(raw, (data) => {
      const ref = (data as { file?: FileRef } | null)?.file;
      return typeof ref?.url === 'string' ? { url: ref.url, name: ref.name, size: ref.size } : null;
    });
    if (!step.ok) return step;
    refs.set(file.id, step.value);
    await markUploaded(deps.db, deps.surveyCode, item.responseId, file.id, step.value).catch(() => {});
  }
  return { ok: true, value: refs };
}

/**
 * Sends every queued interview: its files first (uploadFiles), then the answers through the
 * ordinary submit, with its own response id (made offline) and `interview: { intervieweeCode,
 * ticket }`. An item leaves the queue only after the server's receipt for that id; a retry of an
 * id already in gets the same receipt (the submit is idempotent by response id), so sending twice
 * never counts twice. Failures stay queued with why.
 */
export async function syncOnce(deps: SyncDeps): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, failed: 0, retry: false };
  for (const item of await readQueue(deps.db, deps.surveyCode)) {
    const files = await uploadFiles(deps, item);
    const step: Step<true> = files.ok ? await submit(deps, item, files.value) : files;
    if (step.ok) {
      await markSent(deps.db, deps.surveyCode, item.responseId, deps.now());
      report.sent++;
      continue;
    }
    report.failed++;
    if (step.error.kind === 'network') report.retry = true;
    await markFailed(deps.db, deps.surveyCode, item.responseId, step.error);
  }
  return report;
}

async function submit(deps: SyncDeps, item: QueuedAnswer, refs: Map<string, FileRef>): Promise<Step<true>> {
  const body: RespondSubmitBody = {
    ...item.body,
    answers: withUploaded(item.body.answers, refs),
    interview: { intervieweeCode: item.intervieweeCode, ticket: deps.ticket },
  };
  const raw = await sendSafely(() => deps.post(body));
  if (!raw) return { ok: false, error: { kind: 'network' } };
  const answer = readDeliveryAnswer(
    RESPOND_RECEIPT_MARK,
    raw.status,
    raw.contentType,
    raw.text,
    item.responseId,
  );
  if (answer.kind === 'receipt') return { ok: true, value: true };
  if (answer.kind === 'retry') return { ok: false, error: { kind: 'network' } };
  return { ok: false, error: { kind: 'refused', code: answer.code, message: answer.message } };
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
