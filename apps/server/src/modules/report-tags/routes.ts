import { tagsApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { TAG_EXPORT_JOB } from '../jobs/job-names.ts';
import {
  tagAnswers,
  tagApplyRules,
  tagAssign,
  tagColumnList,
  tagCreate,
  tagList,
  tagRemove,
  tagRestore,
  tagStats,
  tagUpdate,
} from './tag-calls.ts';
import { createTagExport, runTagExport } from './tag-export.ts';

/** Tag analysis of open answers (contract report/tag-calls.ts) under /api/report; the export job is worked here. */
export const reportTagRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, tagsApi, {
    columns: async ({ query, user }) => tagColumnList(deps, user, query.surveyCode),
    list: async ({ query, user }) => tagList(deps, user, query.surveyCode, query.columnKey),
    create: async ({ body, user }) => tagCreate(deps, user, body),
    update: async ({ body, user }) => tagUpdate(deps, user, body),
    remove: async ({ body, user }) => tagRemove(deps, user, body.surveyCode, body.id),
    restore: async ({ body, user }) => tagRestore(deps, user, body.surveyCode, body.id),
    assign: async ({ body, user }) => tagAssign(deps, user, body),
    apply: async ({ body, user }) => tagApplyRules(deps, user, body),
    stats: async ({ body, user }) => tagStats(deps, user, body),
    answers: async ({ query, user }) => tagAnswers(deps, user, query),
    exportTags: async ({ body, user, lang }) => createTagExport(deps, user.userId, body, lang),
  });
  await deps.jobs.work(TAG_EXPORT_JOB, async (data) => runTagExport(deps, Number(data.taskId)));
};
