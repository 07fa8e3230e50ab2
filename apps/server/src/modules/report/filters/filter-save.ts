import type { FilterDefinition, FilterView, ZFilterSaveBody } from '@cairn/contract';
import { ZFilterDefinition } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { reportFilters } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { latestVersionNumber, loadDocumentVersion } from '../../publishing/survey-versions.ts';
import { analysisQuestionsOf } from '../analysis-source.ts';
import { selectedFilterId, setSelection, viewOf } from './filter-store.ts';

/**
 * Creates or updates a saved filter (report right). Conditions must name questions of the
 * latest published version (A0400 naming the condition otherwise); `select` also selects it.
 */
export async function saveFilter(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: z.output<typeof ZFilterSaveBody>,
): Promise<FilterView> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const { surveyCode: _code, id, name, select, ...rest } = body;
  const definition: FilterDefinition = ZFilterDefinition.parse(rest);
  await checkConditions(deps.db, survey.id, definition);
  const now = new Date(deps.now());
  let row: typeof reportFilters.$inferSelect | undefined;
  if (id === undefined) {
    [row] = await deps.db
      .insert(reportFilters)
      .values({
        surveyId: survey.id,
        name,
        definition,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  } else {
    [row] = await deps.db
      .update(reportFilters)
      .set({ name, definition, updatedAt: now })
      .where(and(eq(reportFilters.id, id), eq(reportFilters.surveyId, survey.id)))
      .returning();
    if (!row) throw new AppError('A0404', `filter ${id}`);
  }
  if (select) await setSelection(deps.db, auth.userId, survey.id, row!.id);
  return viewOf(row!, select ? row!.id : await selectedFilterId(deps.db, auth.userId, survey.id));
}

async function checkConditions(db: Db, surveyId: number, definition: FilterDefinition): Promise<void> {
  if (definition.timeFrom !== null && definition.timeTo !== null && definition.timeFrom >= definition.timeTo)
    throw new AppError('A0400', 'timeTo must be after timeFrom');
  if (definition.conditions.length === 0) return;
  const version = await latestVersionNumber(db, surveyId);
  const document = version === null ? null : await loadDocumentVersion(db, surveyId, version);
  const known = new Set(document ? analysisQuestionsOf(document).map((q) => q.node.id) : []);
  definition.conditions.forEach((condition, i) => {
    if (!known.has(condition.nodeId))
      throw new AppError('A0400', `conditions[${i}].nodeId ${condition.nodeId}`);
  });
}
