import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/** Which project's offline files to withdraw (its code). */
export const ZOfflineWithdrawBody = z.object({ surveyCode: ZProjectCode });
export type OfflineWithdrawBody = z.infer<typeof ZOfflineWithdrawBody>;

/** The project's offline generation after the withdrawal: files of older ones no longer sync. */
export const ZOfflineWithdrawn = z.object({ generation: z.number().int().nonnegative() });
export type OfflineWithdrawn = z.infer<typeof ZOfflineWithdrawn>;

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
  withdraw: endpoint({
    service: 'response',
    method: 'POST',
    path: '/v1/discussion/offline/withdraw',
    access: 'survey:edit',
    summary: 'Withdraw every offline interview file issued for the project so far',
    description:
      'Raises the project’s offline generation: the ticket of every offline file downloaded before (by ' +
      'editors and hosts alike) is refused from now on (A5530), so answers such a file still holds no ' +
      'longer sync; a file downloaded afterwards works. Console sessions of hosts are not affected. For ' +
      'the project owner and editors (A5211 otherwise). A0400 when the project is not an interview project.',
    errors: ['A5211'],
    tags: ['discussion'],
    body: ZOfflineWithdrawBody,
    answer: ZOfflineWithdrawn,
  }),
};
