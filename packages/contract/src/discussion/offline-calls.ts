import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/** `{id}` is the discussion project's code (the spec names it id; every project call takes the code). */
export const ZOfflineParams = z.object({ id: ZProjectCode });

/**
 * The offline interview file (spec doc 2: "Offline export: GET /v1/discussion/{id}/offline on the
 * response service, returns a binary file"). Served by apps/server/src/modules/discussion-offline.
 */
export const discussionOfflineApi = {
  download: endpoint({
    service: 'response',
    method: 'GET',
    path: '/v1/discussion/{id}/offline',
    // Hosts are not in the survey policy (they are discussion_managers rows), so the use case
    // decides: the project's editors (policy `edit`) or one of its hosts.
    access: 'user',
    summary: 'The offline interview file: one HTML file to interview without a network',
    description:
      'One self-contained HTML file: the respondent app, the published document (images inlined), the ' +
      'roll (codes, names, groups, head fields) and an interview ticket for the caller valid 30 days, with ' +
      'the server origin to send answers back to through POST /api/respond/v1/submit (field `interview`). ' +
      'For the project owner and editors, and its hosts. A1100 unknown code or not a discussion project; ' +
      'A0403 neither an editor nor a host; A0400 not published.',
    errors: ['A1100', 'A0403'],
    tags: ['discussion'],
    params: ZOfflineParams,
    answer: 'file',
  }),
};
