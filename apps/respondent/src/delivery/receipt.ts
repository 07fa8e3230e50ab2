import type { RESPOND_RECEIPT_MARK, RESPOND_SAVED_MARK } from '@cairn/contract/respond/constants';
import type { RespondReceipt, RespondSaved } from '@cairn/contract/respond/schemas';

/**
 * What counts as delivered: the server's JSON envelope with code "00000" whose data carries the
 * receipt mark and names the response id sent. A proxy's or captive portal's 200 page (HTML, or
 * JSON of another shape) is not a receipt, so the answers stay pending and are sent again.
 */
export type DeliveryAnswer<R> =
  | { kind: 'receipt'; receipt: R }
  /** The server answered with a catalogue error: retrying the same request will not help. */
  | { kind: 'refused'; code: string; message: string; data: unknown }
  /** No usable answer (network error, 5xx, a portal page): try again later. */
  | { kind: 'retry'; reason: string };

/** The same id was completed with other answers: the page sends them again under a new id. */
export const CONFLICT_CODE = 'A0311';

export type Mark = typeof RESPOND_RECEIPT_MARK | typeof RESPOND_SAVED_MARK;
export type ReceiptOf<M extends Mark> = M extends typeof RESPOND_RECEIPT_MARK ? RespondReceipt : RespondSaved;

export function readDeliveryAnswer<M extends Mark>(
  mark: M,
  status: number,
  contentType: string | null,
  bodyText: string,
  responseId: string,
): DeliveryAnswer<ReceiptOf<M>> {
  const body = readEnvelope(status, contentType, bodyText);
  if ('kind' in body) return body;
  if (body.code === '00000') {
    const data = body.data as { receipt?: unknown; responseId?: unknown } | null;
    if (data && typeof data === 'object' && data.receipt === mark && data.responseId === responseId)
      return { kind: 'receipt', receipt: data as ReceiptOf<M> };
    return { kind: 'retry', reason: 'no receipt in the answer' };
  }
  return { kind: 'refused', code: body.code, message: body.message, data: body.data };
}

/** The server's envelope, or why the answer is not one (worth a retry: not the server's word). */
export function readEnvelope(
  status: number,
  contentType: string | null,
  bodyText: string,
): { code: string; message: string; data: unknown } | { kind: 'retry'; reason: string } {
  if (status >= 500 || status === 0 || status === 408 || status === 429)
    return { kind: 'retry', reason: `status ${status}` };
  if (!contentType?.includes('application/json')) return { kind: 'retry', reason: 'not json' };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { kind: 'retry', reason: 'unreadable json' };
  }
  return isEnvelope(body) ? body : { kind: 'retry', reason: 'not an envelope' };
}

function isEnvelope(value: unknown): value is { code: string; message: string; data: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' && /^[A-Z0-9]{5}$/.test(v.code) && typeof v.message === 'string' && 'data' in v
  );
}
