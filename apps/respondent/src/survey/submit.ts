import { RESPOND_RECEIPT_MARK, RESPOND_SAVED_MARK } from '@cairn/contract/respond/constants';
import type {
  RespondPreviewResult,
  RespondReceipt,
  RespondSaveBody,
  RespondSubmitBody,
} from '@cairn/contract/respond/schemas';
import { type Endpoints, postRaw } from '../api.ts';
import { deliver, waitOrOnline } from '../delivery/deliver.ts';
import { CONFLICT_CODE } from '../delivery/receipt.ts';

export type SubmitOutcome =
  | { kind: 'done'; receipt: RespondReceipt }
  | { kind: 'preview'; result: RespondPreviewResult }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'aborted' };

/**
 * Sends the complete response until the server's receipt comes back (see delivery/deliver.ts).
 * A0311 (this id is already complete with other answers) keeps the answers and sends them again
 * under a new id, so nothing is silently dropped; `onNewId` lets the draft remember it. The old
 * ids travel along (`priorResponseIds`), so files uploaded under them still count as this page's.
 */
export async function submitResponse(
  endpoints: Endpoints,
  body: RespondSubmitBody,
  hooks: { onPending: () => void; onNewId: (id: string) => void; newId: () => string; signal: AbortSignal },
): Promise<SubmitOutcome> {
  let current = body;
  for (let resend = 0; resend < 3; resend++) {
    const sent = current;
    const result = await deliver(RESPOND_RECEIPT_MARK, sent.responseId, {
      send: () => postRaw(endpoints.submit, sent, endpoints.headers),
      wait: (ms) => waitOrOnline(ms),
      onRetry: hooks.onPending,
      signal: hooks.signal,
    });
    if (result.kind === 'receipt') return { kind: 'done', receipt: result.receipt };
    if (result.kind === 'aborted') return result;
    if (result.code !== CONFLICT_CODE) return { kind: 'refused', code: result.code, message: result.message };
    // The files uploaded under the old id stay this response's (priorResponseIds).
    current = {
      ...sent,
      responseId: hooks.newId(),
      priorResponseIds: [...(sent.priorResponseIds ?? []), sent.responseId],
    };
    hooks.onNewId(current.responseId);
  }
  return { kind: 'refused', code: CONFLICT_CODE, message: '' };
}

/** Preview: the server says what a real submit would do; nothing is stored, no receipt to wait for. */
export async function submitPreview(endpoints: Endpoints, body: RespondSaveBody): Promise<SubmitOutcome> {
  const raw = await postRaw(endpoints.submit, body, endpoints.headers, endpoints.signed);
  const envelope = JSON.parse(raw.text) as {
    code: string;
    message: string;
    data: RespondPreviewResult | null;
  };
  if (envelope.code === '00000' && envelope.data) return { kind: 'preview', result: envelope.data };
  return { kind: 'refused', code: envelope.code, message: envelope.message };
}

/**
 * The partial save at a page turn: one attempt, no retry loop. The local draft already holds the
 * answers and the next page turn (or the submit) sends them again, so a lost save costs nothing.
 */
export async function savePartial(endpoints: Endpoints, body: RespondSaveBody): Promise<boolean> {
  if (!endpoints.save) return false;
  const save = endpoints.save;
  const controller = new AbortController();
  const result = await deliver(RESPOND_SAVED_MARK, body.responseId, {
    send: () => postRaw(save, body, endpoints.headers),
    wait: async () => controller.abort(),
    signal: controller.signal,
  });
  return result.kind === 'receipt';
}
