import type { ChartType, FrequencySetting } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reportChartSettings } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { latestVersionNumber, loadDocumentVersion } from '../../publishing/survey-versions.ts';
import { analysisQuestionsOf } from '../analysis-source.ts';

/** The chart type remembered per question of a survey (bar when none was chosen). */
export async function chartTypesOf(db: Db, surveyId: number): Promise<Map<number, ChartType>> {
  const rows = await db
    .select({ nodeId: reportChartSettings.nodeId, chartType: reportChartSettings.chartType })
    .from(reportChartSettings)
    .where(eq(reportChartSettings.surveyId, surveyId));
  return new Map(rows.map((row) => [row.nodeId, row.chartType as ChartType]));
}

export async function listChartSettings(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
): Promise<FrequencySetting[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  return [...(await chartTypesOf(deps.db, survey.id))].map(([nodeId, chartType]) => ({ nodeId, chartType }));
}

/** Remembers a question's chart type (report right); the question must be in the published survey. */
export async function saveChartSetting(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: { surveyCode: string; nodeId: number; chartType: ChartType },
): Promise<FrequencySetting> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const version = await latestVersionNumber(deps.db, survey.id);
  const document = version === null ? null : await loadDocumentVersion(deps.db, survey.id, version);
  if (!document || !analysisQuestionsOf(document).some((q) => q.node.id === body.nodeId))
    throw new AppError('A0404', `nodeId ${body.nodeId}`);
  const updatedAt = new Date(deps.now());
  await deps.db
    .insert(reportChartSettings)
    .values({ surveyId: survey.id, nodeId: body.nodeId, chartType: body.chartType, updatedAt })
    .onConflictDoUpdate({
      target: [reportChartSettings.surveyId, reportChartSettings.nodeId],
      set: { chartType: body.chartType, updatedAt },
    });
  return { nodeId: body.nodeId, chartType: body.chartType };
}
