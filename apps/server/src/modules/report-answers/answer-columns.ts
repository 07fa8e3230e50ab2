import type { AnswerNode } from '@cairn/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyVersions } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { partLabel } from './answer-text.ts';
import { questionsOfVersion } from './version-questions.ts';

/**
 * The table's question columns (report right): the newest published version's questions in
 * reading order, then questions only older versions had (their responses still hold answers to
 * them), each with its analysis columns. Titles and codes are the newest version's.
 */
export async function listAnswerColumns(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
): Promise<AnswerNode[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const versions = await deps.db
    .select({ version: surveyVersions.version })
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, survey.id))
    .orderBy(desc(surveyVersions.version));
  const out: AnswerNode[] = [];
  const seen = new Set<number>();
  for (const { version } of versions) {
    for (const question of await questionsOfVersion(deps.db, survey.id, version)) {
      if (seen.has(question.node.id)) continue;
      seen.add(question.node.id);
      out.push({
        nodeId: question.node.id,
        code: question.code,
        title: question.title,
        type: question.node.type,
        columns: question.columns.map((column) => ({
          key: column.key,
          label: partLabel(question, column.label) || question.title,
          kind: column.kind,
        })),
      });
    }
  }
  return out;
}
