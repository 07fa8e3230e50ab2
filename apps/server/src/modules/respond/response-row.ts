import type { RespondReceipt, RespondSaveBody } from '@cairn/contract';
import { RESPOND_RECEIPT_MARK } from '@cairn/contract';
import type { ReceiveParam } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import type { Visitor } from './access-facts.ts';

export type ResponseRow = typeof responses.$inferSelect;

export async function findResponse(db: Db, surveyId: number, id: string): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), eq(responses.id, id)));
  return row;
}

/** The receipt of a finished response: what the first submit answered, and every retry after. */
export function receiptOf(
  row: Pick<ResponseRow, 'id' | 'status' | 'submittedAt' | 'updatedAt'>,
): RespondReceipt {
  return {
    receipt: RESPOND_RECEIPT_MARK,
    responseId: row.id,
    status: row.status === 'screened_out' ? 'screened_out' : 'complete',
    submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
  };
}

/** Only the survey's receive parameters are kept (launch tab), so a link cannot stuff the row. */
function keptParams(receive: readonly ReceiveParam[], given: Record<string, string> = {}) {
  const out: Record<string, string> = {};
  for (const p of receive) {
    const value = given[p.name];
    if (value !== undefined) out[p.name] = value;
  }
  return out;
}

/** The metadata columns of a save or a submit: timing, source, parameters, device, address. */
export function metaColumns(
  body: RespondSaveBody,
  receive: readonly ReceiveParam[],
  visitor: Visitor,
  userAgent: string | undefined,
) {
  return {
    version: body.version,
    ...(body.startedAt ? { startedAt: new Date(body.startedAt) } : {}),
    durationMs: body.durationMs ?? null,
    timings: body.timings ?? {},
    source: body.source ?? '',
    channel: body.channel ?? '',
    params: keptParams(receive, body.params),
    ip: visitor.ip,
    userAgent: userAgent?.slice(0, 500) ?? null,
    deviceId: visitor.deviceId,
    device: body.device ?? null,
  };
}
