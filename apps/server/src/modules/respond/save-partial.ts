import { RESPOND_SAVED_MARK, type RespondSaveBody, type RespondSaved } from '@cairn/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { cellsPlanOfDocument, storedCellsOf } from '../report/stored-cells.ts';
import type { Visitor } from './access-facts.ts';
import { refuseForeignFiles } from './file-answers.ts';
import { passGate } from './gate.ts';
import { findResponse, metaColumns } from './response-row.ts';
import { compiledVersion, loadSurveyTarget } from './survey-target.ts';

/**
 * A page turn's save: inserts the partial response or replaces its answers while it is still
 * partial (one upsert guarded by `status = 'partial'`). A save arriving after the response was
 * submitted (a slow retry) changes nothing and is acknowledged: the submit already holds the
 * final answers. Access rules apply as for the open call; answers are not re-checked here (a page
 * mid-way is incomplete by nature) — submit does that.
 */
export async function savePartial(
  deps: { db: Db; now: () => number },
  body: RespondSaveBody,
  visitor: Visitor,
  userAgent: string | undefined,
): Promise<RespondSaved> {
  const now = new Date(deps.now());
  const saved: RespondSaved = {
    receipt: RESPOND_SAVED_MARK,
    responseId: body.responseId,
    savedAt: now.toISOString(),
  };
  const target = await loadSurveyTarget(deps.db, body.surveyCode, {
    interview: body.interview !== undefined,
  });
  // Checked before the gate: once submitted, the frequency limit and the used invitation code
  // would refuse this late save, yet there is nothing left to save.
  const existing = target && (await findResponse(deps.db, target.survey.id, body.responseId));
  if (existing && existing.status !== 'partial') return saved;
  const gate = await passGate(deps.db, body.surveyCode, visitor, body, now.getTime(), { target });
  if (!gate.open) throw new AppError('A0310', gate.state.message, gate.state);
  const surveyId = gate.target.survey.id;
  const version = await compiledVersion(deps.db, surveyId, body.version);
  if (!version) throw new AppError('A0400', 'version');
  await refuseForeignFiles(deps.db, surveyId, body.responseId, body.answers, version.compiled);
  const meta = metaColumns(body, gate.target.document.settings.params ?? [], visitor, userAgent);
  const cells = storedCellsOf(cellsPlanOfDocument(version.document), body.answers, 'partial');
  await deps.db
    .insert(responses)
    .values({
      surveyId,
      id: body.responseId,
      status: 'partial',
      answers: body.answers,
      ...cells,
      ...meta,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [responses.surveyId, responses.id],
      set: { answers: body.answers, ...cells, ...meta, updatedAt: now },
      // Another device's id is not overwritten either: ids are random, a clash is a forged request.
      setWhere: and(
        eq(responses.status, 'partial'),
        sql`${responses.deviceId} is not distinct from ${visitor.deviceId}`,
      ),
    });
  return saved;
}
