import { wordcloudApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { WORDCLOUD_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { readSettings, setExcluded, writeSettings } from './settings-store.ts';
import { wordcloud, wordcloudAnswers } from './wordcloud-calls.ts';
import { createWordcloudExport, runWordcloudExport } from './wordcloud-export.ts';

/** The keyword word cloud (contract report/wordcloud-calls.ts) under /api/report; its export job is worked here. */
export const reportWordcloudRoutes: RoutesPlugin = async (app, { deps }) => {
  const surveyId = async (userId: number, surveyCode: string) =>
    (await loadSurveyForAction(deps, { userId }, surveyCode, 'report')).survey.id;
  serve(app, wordcloudApi, {
    cloud: async ({ query, user }) => wordcloud(deps, user, query),
    answers: async ({ query, user }) => wordcloudAnswers(deps, user, query),
    settings: async ({ query, user }) => readSettings(deps.db, await surveyId(user.userId, query.surveyCode)),
    saveSettings: async ({ body, user }) =>
      writeSettings(
        deps.db,
        await surveyId(user.userId, body.surveyCode),
        body,
        user.userId,
        new Date(deps.now()),
      ),
    exclude: async ({ body, user }) =>
      setExcluded(
        deps.db,
        await surveyId(user.userId, body.surveyCode),
        body.word,
        body.excluded,
        user.userId,
        new Date(deps.now()),
      ),
    exportCounts: async ({ body, user, lang }) => createWordcloudExport(deps, user.userId, body, lang),
  });
  await deps.jobs.work(WORDCLOUD_EXPORT_JOB, async (data) => runWordcloudExport(deps, Number(data.taskId)));
};
