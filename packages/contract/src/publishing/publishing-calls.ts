import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZProjectCodeParams, ZProjectCodeQuery, ZSurveySaved } from '../projects/schemas.ts';
import {
  ZLaunchAnswer,
  ZLaunchBody,
  ZLaunchEmbed,
  ZLaunchEmbedBody,
  ZLaunchInfo,
  ZLaunchLink,
  ZLaunchLinkRemoveBody,
  ZLaunchLinkSaveBody,
  ZLaunchParamsBody,
  ZProjectStatusBody,
  ZPublishState,
} from './schemas.ts';

const tags = ['publishing'];
const designer = { service: 'designer', tags } as const;

/**
 * Publishing (spec doc 2 §7): launch with diagnosis, end and reopen, launch info, and the launch
 * tab's named links and receive parameters. Access through the server's survey-access.ts.
 */
export const publishingApi = {
  launch: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/launch',
    access: 'survey:launch',
    summary: 'Publish: diagnose the design and freeze it into the next survey version',
    description:
      'Launch right (A5202). Diagnosis items in `errors` mean nothing was published. A5505 discussion without interviewees; A0217 free publish limit; A0215 free response limit.',
    errors: ['A5505', 'A0217', 'A0215'],
    body: ZLaunchBody,
    answer: ZLaunchAnswer,
  }),
  status: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/status',
    access: 'survey:launch',
    summary: 'End collecting (status 2) or reopen an ended survey (status 1)',
    description: 'Launch right (A5202). A0400 for a change the current status does not allow.',
    body: ZProjectStatusBody,
    answer: ZPublishState,
  }),
  info: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/surveys/launch/info/{code}',
    access: 'survey:read',
    summary: 'Publishing state, launch and update times, publish and response counts',
    params: ZProjectCodeParams,
    answer: ZLaunchInfo,
  }),
  links: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/launch/links',
    access: 'survey:read',
    summary: 'The survey’s named launch links (source and channel)',
    query: ZProjectCodeQuery,
    answer: z.array(ZLaunchLink),
  }),
  saveLink: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/launch/links/save',
    access: 'survey:launch',
    summary: 'Add a named link, or rename one (with id)',
    description:
      'Launch right (A5202). A0209 when another link has the source; A0404 an id that is not the ' +
      'survey’s link; A0400 past the most links a survey keeps.',
    errors: ['A0209', 'A0404'],
    body: ZLaunchLinkSaveBody,
    answer: ZLaunchLink,
  }),
  removeLink: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/launch/links/remove',
    access: 'survey:launch',
    summary: 'Remove a named link',
    errors: ['A0404'],
    body: ZLaunchLinkRemoveBody,
    answer: z.null(),
  }),
  saveParams: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/launch/params',
    access: 'survey:edit',
    summary: 'Set the URL parameters the public link receives and records',
    description: 'Edit right (A5211). A0204 duplicate name; A0205 a name the link uses itself.',
    errors: ['A0204', 'A0205'],
    body: ZLaunchParamsBody,
    answer: ZSurveySaved,
  }),
  saveEmbed: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/launch/embed',
    access: 'survey:launch',
    summary: 'Set the sites that may show the published page in a frame (empty: any site)',
    description:
      'Launch right (A5202). Host names (example.com, *.example.com, with an optional port), A0400 ' +
      'otherwise. Applies at once to /r/{code} (CSP frame-ancestors), without publishing again.',
    body: ZLaunchEmbedBody,
    answer: ZLaunchEmbed,
  }),
};
