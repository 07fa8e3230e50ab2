import type { FilterDefinition, FrequencyBoard, QuestionBoard } from '@cairn/contract';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { activeScheme } from '../../report-weighting/scheme-store.ts';
import type { BoardQuestion } from '../engine/report-compute.ts';
import { reportEngineFor } from '../engine/report-engine.ts';
import { resolveFilter } from '../filters/resolve-filter.ts';
import { chartTypesOf } from './chart-settings.ts';
import { withFileLinks } from './file-links.ts';

type Deps = Pick<AppDeps, 'signingKey'> & { db: Db; now: () => number };

export function withChart(question: BoardQuestion, charts: Map<number, string>): QuestionBoard {
  return { ...question, chartType: (charts.get(question.nodeId) ?? 'bar') as QuestionBoard['chartType'] };
}

/**
 * The data board (report right): every question's figures over the filter's rows, unrounded,
 * with its remembered chart type. The figures come from the report worker. Weighted means the
 * survey's active weighting scheme; without one, the weights stored with the responses (imported).
 */
export async function frequencyBoard(
  deps: Deps,
  auth: { userId: number },
  query: { surveyCode: string; weighted?: boolean | undefined; filterId?: number | null | undefined },
): Promise<FrequencyBoard> {
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'report');
  const filter = await resolveFilter(deps.db, survey.id, auth.userId, query.filterId);
  return boardOf(deps, survey.id, filter, query.weighted === true);
}

/**
 * The board of a survey whose access is already decided, over a resolved filter: the author's
 * board above, and the client's read-only community board (no filter, unweighted).
 */
export async function boardOf(
  deps: Deps,
  surveyId: number,
  filter: { id: number | null; definition: FilterDefinition | null },
  asked: boolean,
): Promise<FrequencyBoard> {
  const scheme = asked ? await activeScheme(deps.db, surveyId) : null;
  const [answer, charts] = await Promise.all([
    reportEngineFor(deps).ask(surveyId, {
      op: 'board',
      surveyId,
      filter: filter.definition,
      weighted: asked,
      scheme,
    }),
    chartTypesOf(deps.db, surveyId),
  ]);
  if (!answer) return { version: null, total: 0, weighted: asked, filterId: filter.id, questions: [] };
  return {
    version: answer.version,
    total: answer.result.total,
    // A scheme that cannot run on the rows now (a category emptied since) leaves the board unweighted.
    weighted: answer.result.weighted ?? asked,
    filterId: filter.id,
    questions: await withFileLinks(
      deps,
      surveyId,
      answer.result.questions.map((question) => withChart(question, charts)),
    ),
  };
}
