import type { DownloadPage, Lang } from '@cairn/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { downloadTasks, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDownloadTask } from './task-view.ts';

/** The caller's tasks (of one survey when `surveyId` is given), newest first, one page. */
export async function listDownloads(
  deps: Pick<AppDeps, 'db' | 'downloadTtlMs'>,
  userId: number,
  query: { page: number; pageSize: number; surveyId?: number },
  lang: Lang,
): Promise<DownloadPage> {
  const mine = and(
    eq(downloadTasks.userId, userId),
    query.surveyId === undefined ? undefined : eq(downloadTasks.surveyId, query.surveyId),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ task: downloadTasks, surveyCode: surveys.code })
      .from(downloadTasks)
      .leftJoin(surveys, eq(surveys.id, downloadTasks.surveyId))
      .where(mine)
      .orderBy(desc(downloadTasks.createdAt), desc(downloadTasks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(downloadTasks).where(mine),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    records: rows.map((r) => toDownloadTask(r.task, r.surveyCode, deps.downloadTtlMs, lang)),
  };
}

/** The top bar's red badge: finished tasks the caller has not seen in the download centre. */
export async function countUnread(deps: Pick<AppDeps, 'db'>, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(downloadTasks)
    .where(and(eq(downloadTasks.userId, userId), eq(downloadTasks.unread, true)));
  return row?.n ?? 0;
}
