import { downloadsApi } from '@cairn/contract';
import { type Caller, serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { DATA_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { createExportTask } from './create-export-task.ts';
import { countUnread, listDownloads } from './list-downloads.ts';
import { markDownloadsRead } from './mark-read.ts';
import { loadOwnedTask } from './owned-task.ts';
import { removeDownload } from './remove-download.ts';
import { runExportTask } from './run-export-task.ts';
import { signDownload } from './sign-download.ts';
import { toDownloadTask } from './task-view.ts';

/**
 * Raw data export tasks and the download centre (contract report/download-calls.ts), under the
 * spec's names for both screens. Tasks belong to the user who created them: every call reads only
 * the caller's own (another's id is A0404).
 */
export const downloadRoutes: RoutesPlugin = async (app, { deps }) => {
  await deps.jobs.work(DATA_EXPORT_JOB, async (data) => runExportTask(deps, Number(data.taskId)));
  const sign = async ({ query, user }: { query: { id: number }; user: Caller }) =>
    signDownload(deps, user.userId, query.id);
  serve(app, downloadsApi, {
    dataExport: async ({ body, user, lang }) => createExportTask(deps, user.userId, body, lang),
    addTask: async ({ body, user, lang }) => {
      const { subType: _raw, ...rest } = body;
      return createExportTask(deps, user.userId, rest, lang);
    },
    exportList: async ({ body, user, lang }) => {
      const { surveyCode, ...page } = body;
      const { survey } = await loadSurveyForAction(deps, user, surveyCode, 'report');
      return listDownloads(deps, user.userId, { ...page, surveyId: survey.id }, lang);
    },
    exportDelete: async ({ body, user }) => {
      await removeDownload(deps, user.userId, body.id);
      return null;
    },
    exportDownload: sign,
    list: async ({ body, user, lang }) => listDownloads(deps, user.userId, body, lang),
    unread: async ({ user }) => ({ count: await countUnread(deps, user.userId) }),
    markRead: async ({ body, user }) => ({ changed: await markDownloadsRead(deps, user.userId, body.ids) }),
    remove: async ({ params, user }) => {
      await removeDownload(deps, user.userId, params.id);
      return null;
    },
    file: sign,
    task: async ({ params, user, lang }) =>
      toDownloadTask(await loadOwnedTask(deps.db, user.userId, params.id), null, deps.downloadTtlMs, lang),
  });
};
