import { respondentFileApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { signRespondentFile } from './sign-respondent-file.ts';

/**
 * Designer-side reading of respondent files (contract `respondentFileApi`; prefix /api/designer):
 * owners and report readers only.
 */
export const respondentFileRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, respondentFileApi, {
    sign: async ({ body, user }) => signRespondentFile(deps, user.userId, body),
  });
};
