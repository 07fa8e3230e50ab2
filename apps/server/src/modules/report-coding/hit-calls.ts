import type { ZHitCheckBody, ZHitCreateBody, ZHitsDeleteBody, ZRecodeBody } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { codingHits } from '../../db/schema/coding.ts';
import { AppError } from '../../http/app-error.ts';
import { type Auth, type CodingDeps, type CodingState, loadState, openReport } from './coding-state.ts';
import { answerUid } from './column-answers.ts';
import { netsCountingTo } from './frame-ops.ts';
import { deleteHits, insertHits, type NewHit, setChecked } from './hit-store.ts';
import { requireLeaf } from './net-calls.ts';
import { requireEditable } from './report-store.ts';

type Ref = { surveyCode: string; reportId: number };

async function openEditable(deps: CodingDeps, auth: Auth, ref: Ref) {
  const { survey, report } = await openReport(deps, auth, ref.surveyCode, ref.reportId);
  requireEditable(report);
  return { survey, report, state: await loadState(deps.db, survey, report) };
}

/** Code answers by hand, or every answer containing a keyword; a person's hits are approved at once. */
export async function createHits(deps: CodingDeps, auth: Auth, body: z.output<typeof ZHitCreateBody>) {
  const { report, state } = await openEditable(deps, auth, body);
  const hits: NewHit[] = [];
  if (body.mode === 'manual') {
    for (const id of body.netIds) requireLeaf(state.frame, id);
    for (const answer of body.answers)
      if (!state.index.has(answerUid(answer.responseId, answer.answerKey)))
        throw new AppError('A0400', `no answer ${answer.responseId} ${answer.answerKey} in this column`);
    for (const netId of body.netIds)
      for (const a of body.answers)
        hits.push({
          netId,
          responseId: a.responseId,
          answerKey: a.answerKey,
          source: 'manual',
          confidence: null,
          checked: true,
        });
  } else {
    requireLeaf(state.frame, body.netId);
    const needle = body.keyword.toLowerCase();
    for (const a of state.answers)
      if (a.text.toLowerCase().includes(needle))
        hits.push({
          netId: body.netId,
          responseId: a.responseId,
          answerKey: a.answerKey,
          source: 'keyword',
          confidence: null,
          checked: true,
        });
  }
  return { changed: await insertHits(deps.db, report.id, hits, new Date(deps.now())) };
}

function liveIds(state: CodingState, ids: readonly number[]): number[] {
  const known = new Set(state.live.map((h) => h.id));
  return ids.filter((id) => known.has(id));
}

/** Approve (or withdraw approval): by ids, or every pending AI hit at or above a confidence. */
export async function checkHits(deps: CodingDeps, auth: Auth, body: z.output<typeof ZHitCheckBody>) {
  const { report, state } = await openEditable(deps, auth, body);
  const under = body.netId === undefined ? null : netsCountingTo(state.frame, body.netId);
  const ids =
    body.hitIds !== undefined
      ? liveIds(state, body.hitIds)
      : state.live
          .filter(
            (h) =>
              h.source === 'ai' &&
              h.checked !== body.checked &&
              (h.confidence ?? 0) >= body.minConfidence! &&
              (!under || under.has(h.netId)),
          )
          .map((h) => h.id);
  return { changed: await setChecked(deps.db, report.id, ids, body.checked) };
}

/** Move hits to another leaf: they become a person's, approved. */
export async function recodeHits(deps: CodingDeps, auth: Auth, body: z.output<typeof ZRecodeBody>) {
  const { report, state } = await openEditable(deps, auth, body);
  requireLeaf(state.frame, body.netId);
  const chosen = new Set(liveIds(state, body.hitIds));
  const onTarget = new Set(
    state.live.filter((h) => h.netId === body.netId).map((h) => answerUid(h.responseId, h.answerKey)),
  );
  let changed = 0;
  await deps.db.transaction(async (tx) => {
    for (const hit of state.live) {
      if (!chosen.has(hit.id)) continue;
      const uid = answerUid(hit.responseId, hit.answerKey);
      if (hit.netId === body.netId || onTarget.has(uid)) {
        // Already coded to the target: the moved hit goes, the one there becomes a person's, approved.
        if (hit.netId !== body.netId) await tx.delete(codingHits).where(eq(codingHits.id, hit.id));
        await tx
          .update(codingHits)
          .set({ source: 'manual', confidence: null, checked: true })
          .where(
            and(
              eq(codingHits.reportId, report.id),
              eq(codingHits.responseId, hit.responseId),
              eq(codingHits.answerKey, hit.answerKey),
              eq(codingHits.netId, body.netId),
            ),
          );
      } else {
        await tx
          .update(codingHits)
          .set({ netId: body.netId, source: 'manual', confidence: null, checked: true })
          .where(eq(codingHits.id, hit.id));
        onTarget.add(uid);
      }
      changed++;
    }
  });
  return { changed };
}

export async function removeHit(deps: CodingDeps, auth: Auth, id: number, ref: Ref) {
  const { report } = await openReport(deps, auth, ref.surveyCode, ref.reportId);
  requireEditable(report);
  if ((await deleteHits(deps.db, report.id, [id])) === 0) throw new AppError('A0404', `hit ${id}`);
  return null;
}

/** Delete hits by ids, or reject every AI suggestion still awaiting approval (optionally on one entry). */
export async function removeHits(deps: CodingDeps, auth: Auth, body: z.output<typeof ZHitsDeleteBody>) {
  const { report, state } = await openEditable(deps, auth, body);
  const under = body.netId === undefined ? null : netsCountingTo(state.frame, body.netId);
  const ids =
    body.hitIds !== undefined
      ? body.hitIds
      : state.live
          .filter((h) => h.source === 'ai' && !h.checked && (!under || under.has(h.netId)))
          .map((h) => h.id);
  return { changed: await deleteHits(deps.db, report.id, ids) };
}
