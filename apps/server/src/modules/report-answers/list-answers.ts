import type { AnswerListQuery, AnswerPage, AnswerRow, AnswerSortKey } from '@cairn/contract';
import { ZAnswerListQuery } from '@cairn/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { responseCells } from '../report/analysis-source.ts';
import { selectedFilterRef } from '../report/filters/filter-store.ts';
import { filteredResponseIds } from '../report/filters/filtered-response-ids.ts';
import { inResponseIds } from '../report-overview/report-scope.ts';
import { answerLines, answerText } from './answer-text.ts';
import { loadFileIndex } from './response-files.ts';
import { questionsOfVersions } from './version-questions.ts';

/** Sort keys → columns: the only way a client's choice reaches ORDER BY (RELIABILITY: allowlist). */
const SORT_COLUMNS = {
  submittedAt: responses.submittedAt,
  startedAt: responses.startedAt,
  duration: responses.durationMs,
  status: responses.status,
  ip: responses.ip,
  source: responses.source,
} as const satisfies Record<AnswerSortKey, unknown>;

/** `%`, `_` and `\` typed by the user are searched for as themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listFilter(
  surveyId: number,
  query: ReturnType<typeof ZAnswerListQuery.parse>,
  responseIds: readonly string[] | null = null,
): SQL {
  const parts: SQL[] = [eq(responses.surveyId, surveyId)];
  if (responseIds !== null) parts.push(inResponseIds(responseIds));
  if (query.status && query.status.length > 0) parts.push(inArray(responses.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    parts.push(
      or(
        sql`${responses.id}::text ilike ${pattern}`,
        ilike(responses.ip, pattern),
        ilike(responses.source, pattern),
      ) as SQL,
    );
  }
  return and(...parts) as SQL;
}

/**
 * One page of a survey's responses (report right), newest submission first by default, each with
 * its metadata and every question's answer as text, made with the questions of the version the
 * response answered (RELIABILITY §8: a changed survey never changes old answers). The caller's
 * selected report filter narrows the list, and the page names it.
 */
export async function listAnswers(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: AnswerListQuery,
): Promise<AnswerPage> {
  const query = ZAnswerListQuery.parse(input);
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'report');
  const filter = await selectedFilterRef(deps.db, survey.id, auth.userId);
  const ids = filter ? await filteredResponseIds(deps, survey.id, filter.id, auth.userId) : null;
  const where = listFilter(survey.id, query, ids);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [totalRow, rows] = await Promise.all([
    deps.db.select({ n: count() }).from(responses).where(where),
    deps.db
      .select()
      .from(responses)
      .where(where)
      // Rows without the value (partial responses have no submit time) go last either way.
      .orderBy(sql`${direction(column)} nulls last`, asc(responses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const questions = await questionsOfVersions(
    deps.db,
    survey.id,
    rows.map((row) => row.version),
  );
  const files = await loadFileIndex(
    deps.db,
    survey.id,
    rows.map((row) => row.id),
  );
  const records = rows.map((row): AnswerRow => {
    const ofVersion = questions.get(row.version) ?? [];
    const cells = responseCells(
      ofVersion,
      (row.answers ?? {}) as Record<string, unknown>,
      row.status !== 'partial',
    );
    const values: Record<string, string> = {};
    for (const question of ofVersion) {
      const text = answerText(answerLines(question, cells, files));
      if (text) values[question.node.id] = text;
    }
    return {
      id: row.id,
      status: row.status,
      version: row.version,
      startedAt: row.startedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      durationMs: row.durationMs,
      source: row.source,
      channel: row.channel,
      device: row.device,
      ip: row.ip,
      values,
    };
  });
  return { page: query.page, pageSize: query.pageSize, total: totalRow[0]?.n ?? 0, records, filter };
}
