import { type CrossNodes, isChartableVariable, type Lang } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { decide } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import { factsOf, loadShares } from '../projects/survey-access.ts';
import { findSurveyByCode } from '../projects/survey-repo.ts';
import { loadPublishedDocument } from '../publishing/survey-versions.ts';
import { analysisQuestionsOf } from '../report/analysis-source.ts';
import { crossVariables } from '../report-cross/cross-calls.ts';

/**
 * What charts can read from each survey (POST chart/cross/nodes): the cross tables' variables,
 * as GET /v1/cross/variables lists them but without codes and tags (contract isChartableVariable), and the open columns a word cloud counts. Every survey
 * must be reportable by the caller: A1100 an unknown (or binned) one, A0343 one they may not
 * report on.
 */
export async function crossNodes(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  surveyCodes: string[],
  lang: Lang,
): Promise<CrossNodes> {
  const subject = await loadSubject(deps.db, auth.userId);
  const out: CrossNodes = [];
  for (const code of surveyCodes) {
    const survey = await findSurveyByCode(deps.db, code);
    if (!survey || survey.deletedAt) throw new AppError('A1100', code);
    const shares = (await loadShares(deps.db, [survey.id])).get(survey.id) ?? [];
    if (!decide(subject, factsOf(survey, shares), 'report').allowed)
      throw new AppError('A0343', `you may not report on ${code}`);
    const [list, document] = await Promise.all([
      crossVariables(deps, auth, code, lang),
      loadPublishedDocument(deps.db, survey.id),
    ]);
    const openColumns = document
      ? analysisQuestionsOf(document).flatMap((q) =>
          q.columns
            .filter((c) => c.kind === 'text')
            .map((c) => ({
              key: c.key,
              code: q.code,
              label: c.label && c.label !== q.title ? `${q.title} — ${c.label}` : q.title,
            })),
        )
      : [];
    out.push({
      surveyCode: code,
      title: survey.title,
      version: list.version,
      variables: list.variables.filter(isChartableVariable),
      openColumns,
    });
  }
  return out;
}
