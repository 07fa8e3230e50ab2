import type { AnswerLogPage, AnswerLogQuery } from '@cairn/contract';
import { ZAnswerLogQuery } from '@cairn/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responseLogs, users } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

/** The change log of a survey's responses, or of one response, newest first (report right). */
export async function answerLog(
  deps: { db: Db },
  auth: { userId: number },
  input: AnswerLogQuery,
): Promise<AnswerLogPage> {
  const query = ZAnswerLogQuery.parse(input);
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'report');
  const where = and(
    eq(responseLogs.surveyId, survey.id),
    query.responseId ? eq(responseLogs.responseId, query.responseId) : undefined,
  ) as SQL;
  const [totalRow, rows] = await Promise.all([
    deps.db.select({ n: count() }).from(responseLogs).where(where),
    deps.db
      .select({ log: responseLogs, userName: users.username })
      .from(responseLogs)
      .leftJoin(users, eq(users.id, responseLogs.userId))
      .where(where)
      .orderBy(desc(responseLogs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: totalRow[0]?.n ?? 0,
    records: rows.map(({ log, userName }) => ({
      id: log.id,
      responseId: log.responseId,
      action: log.action,
      fromStatus: log.fromStatus,
      toStatus: log.toStatus,
      reason: log.reason,
      userName,
      createdAt: log.createdAt.toISOString(),
    })),
  };
}
