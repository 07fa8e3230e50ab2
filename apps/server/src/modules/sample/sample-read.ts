import { SAMPLE_OPERATORS, SAMPLE_TAGS, type SampleOrder, type SamplePage } from '@cairn/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sampleOrders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { loadPublishedDocument } from '../publishing/survey-versions.ts';
import { analysisQuestionsOf } from '../report/analysis-source.ts';
import { sampleForAction } from './sample-access.ts';
import { toSampleOrder } from './sample-view.ts';

/** Questions of the survey's newest published version (what the price counts); null unpublished. */
export async function publishedQuestionCount(db: Db, surveyId: number): Promise<number | null> {
  const document = await loadPublishedDocument(db, surveyId);
  return document ? analysisQuestionsOf(document).length : null;
}

/** GET sample: the survey's orders, newest first. */
export async function listSamples(
  deps: AppDeps,
  userId: number,
  query: { surveyCode: string; page: number; pageSize: number },
): Promise<SamplePage> {
  const { survey } = await loadSurveyForAction(deps, { userId }, query.surveyCode, 'launch');
  const where = eq(sampleOrders.surveyId, survey.id);
  const [total] = await deps.db.select({ n: count() }).from(sampleOrders).where(where);
  const rows = await deps.db
    .select()
    .from(sampleOrders)
    .where(where)
    .orderBy(desc(sampleOrders.createdAt), desc(sampleOrders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const records = [];
  for (const row of rows) records.push(await toSampleOrder(deps.db, row, survey.code));
  return { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0, records };
}

export async function getSample(deps: AppDeps, userId: number, id: string): Promise<SampleOrder> {
  const { row, surveyCode } = await sampleForAction(deps.db, userId, id);
  return toSampleOrder(deps.db, row, surveyCode);
}

/** GET nodes/count/{id}: the launch right on the survey (id is its code). */
export async function nodesCount(deps: AppDeps, userId: number, code: string) {
  const { survey } = await loadSurveyForAction(deps, { userId }, code, 'launch');
  const questions = await publishedQuestionCount(deps.db, survey.id);
  return { questions: questions ?? 0, published: questions !== null };
}

/** GET sample/tag: the catalogue (contract pricing.ts); the web names the values in its language. */
export function tagCatalogue() {
  return {
    operators: [...SAMPLE_OPERATORS],
    tags: Object.entries(SAMPLE_TAGS).map(([key, values]) => ({
      key,
      values: Object.entries(values).map(([value, share]) => ({ value, share })),
    })),
  };
}
