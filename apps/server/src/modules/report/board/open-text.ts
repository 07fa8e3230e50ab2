import type { OpenTextPage } from '@cairn/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { reportEngineFor } from '../engine/report-engine.ts';
import { resolveFilter } from '../filters/resolve-filter.ts';

/** A page of one open column's answers, newest first, optionally searched (report right). */
export async function openTextPage(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  query: {
    surveyCode: string;
    key: string;
    search?: string | undefined;
    filterId?: number | null | undefined;
    page: number;
    pageSize: number;
  },
): Promise<OpenTextPage> {
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'report');
  const filter = await resolveFilter(deps.db, survey.id, auth.userId, query.filterId);
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'open-text',
    surveyId: survey.id,
    key: query.key,
    ...(query.search ? { search: query.search } : {}),
    filter: filter.definition,
    page: { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  });
  if (!answer?.result) throw new AppError('A0404', `key ${query.key}`);
  return { page: query.page, pageSize: query.pageSize, ...answer.result };
}
