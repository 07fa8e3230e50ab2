import { ZEnvelope, ZRespondentFileLink, ZRespondentFileSignBody } from '@cairn/contract';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { signRespondentFile } from './sign-respondent-file.ts';

/** Designer-side reading of respondent files (prefix /api/designer): owners and report readers only. */
export const respondentFileRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/v1/respond/files/sign',
    {
      schema: {
        summary: 'A short-lived link to a file a respondent uploaded (report right)',
        description:
          'The key is the `url` of an upload, signature or recording answer. A4000 without the report right; ' +
          'A0404 for a key that is not one of this survey’s respondent files.',
        tags: ['respond'],
        body: ZRespondentFileSignBody,
        response: { 200: ZEnvelope(ZRespondentFileLink) },
      },
    },
    async (request) =>
      ok(await signRespondentFile(deps, callerOf(request).userId, request.body), request.lang),
  );
};
