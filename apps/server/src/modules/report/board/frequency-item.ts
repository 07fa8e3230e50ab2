import type { QuestionBoard } from '@cairn/contract';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { activeScheme } from '../../report-weighting/scheme-store.ts';
import { reportEngineFor } from '../engine/report-engine.ts';
import { resolveFilter } from '../filters/resolve-filter.ts';
import { chartTypesOf } from './chart-settings.ts';
import { withFileLinks } from './file-links.ts';
import { withChart } from './frequency-board.ts';

/** One question of the data board, with a page of its open answers and files (report right). */
export async function frequencyItem(
  deps: Pick<AppDeps, 'signingKey'> & { db: Db; now: () => number },
  auth: { userId: number },
  body: {
    surveyCode: string;
    nodeId: number;
    weighted?: boolean | undefined;
    filterId?: number | null | undefined;
    page: number;
    pageSize: number;
  },
): Promise<QuestionBoard> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const filter = await resolveFilter(deps.db, survey.id, auth.userId, body.filterId);
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'item',
    surveyId: survey.id,
    nodeId: body.nodeId,
    filter: filter.definition,
    weighted: body.weighted === true,
    scheme: body.weighted === true ? await activeScheme(deps.db, survey.id) : null,
    page: { offset: (body.page - 1) * body.pageSize, limit: body.pageSize },
  });
  if (!answer?.result) throw new AppError('A0404', `nodeId ${body.nodeId}`);
  const [question] = await withFileLinks(deps, survey.id, [
    withChart(answer.result, await chartTypesOf(deps.db, survey.id)),
  ]);
  return question!;
}
