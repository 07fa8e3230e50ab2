import type {
  Wordcloud,
  WordcloudAnswerPage,
  WordcloudKind,
  ZWordcloudAnswersQuery,
  ZWordcloudQuery,
} from '@cairn/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { activeScheme } from '../report-weighting/scheme-store.ts';
import { readSettings } from './settings-store.ts';

type Deps = { db: Db; now: () => number };
type Survey = Awaited<ReturnType<typeof loadSurveyForAction>>['survey'];

const notOpen = (key: string) =>
  new AppError('A0404', `columnKey ${key} is not an open column of the published version`);

/**
 * A column's ranked words (the report worker counts them) over the filter's rows and, when
 * weighted, the active scheme's weights. Never published or not an open column: A0404.
 */
export async function computeWordcloud(
  deps: Deps,
  survey: Survey,
  userId: number,
  input: {
    columnKey: string;
    filterId?: number | null | undefined;
    weighted?: boolean | undefined;
    kind: WordcloudKind;
    limit: number;
  },
): Promise<Wordcloud> {
  const [filter, scheme, settings] = await Promise.all([
    resolveFilter(deps.db, survey.id, userId, input.filterId),
    input.weighted ? activeScheme(deps.db, survey.id) : null,
    readSettings(deps.db, survey.id),
  ]);
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'wordcloud',
    surveyId: survey.id,
    key: input.columnKey,
    filter: filter.definition,
    scheme,
    settings,
    kind: input.kind,
    limit: input.limit,
  });
  if (!answer?.result) throw notOpen(input.columnKey);
  const { weighted, ...counts } = answer.result;
  return {
    version: answer.version,
    columnKey: input.columnKey,
    weighted,
    schemeId: weighted ? (scheme?.id ?? null) : null,
    filterId: filter.id,
    ...counts,
  };
}

export async function wordcloud(
  deps: Deps,
  auth: { userId: number },
  query: z.output<typeof ZWordcloudQuery>,
) {
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'report');
  return computeWordcloud(deps, survey, auth.userId, query);
}

export async function wordcloudAnswers(
  deps: Deps,
  auth: { userId: number },
  query: z.output<typeof ZWordcloudAnswersQuery>,
): Promise<WordcloudAnswerPage> {
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'report');
  const [filter, settings] = await Promise.all([
    resolveFilter(deps.db, survey.id, auth.userId, query.filterId),
    readSettings(deps.db, survey.id),
  ]);
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'wordcloud-answers',
    surveyId: survey.id,
    key: query.columnKey,
    word: query.word,
    filter: filter.definition,
    settings,
    page: { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  });
  if (!answer?.result) throw notOpen(query.columnKey);
  return { page: query.page, pageSize: query.pageSize, word: query.word, ...answer.result };
}
