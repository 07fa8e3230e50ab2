import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZWeightingActive,
  ZWeightingActiveBody,
  ZWeightingCreateBody,
  ZWeightingIdParams,
  ZWeightingIdQuery,
  ZWeightingListQuery,
  ZWeightingOne,
  ZWeightingRemoveBody,
  ZWeightingReport,
  ZWeightingRunBody,
  ZWeightingScheme,
  ZWeightingSchemeList,
  ZWeightingUpdateBody,
} from './weighting.ts';

const tags = ['report'];
const report = { service: 'report', access: 'survey:report', tags } as const;
const TARGETS =
  'A0320 for a variable that is not single-response in the published version; A0321 when a category with a target has no responses; A0322 when targets do not add up to 100 %; A0323 when a category with responses has no target.';

/**
 * Weighting schemes (spec doc 1 `report/weight-list`, `report/weight-edit`; the spec names the
 * screens, not their calls). Schemes belong to the survey; the active one is shared by everyone
 * who sees its reports.
 */
export const reportWeightingApi = {
  list: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/weights',
    summary: 'The survey’s weighting schemes, the active one marked',
    query: ZWeightingListQuery,
    answer: ZWeightingSchemeList,
  }),
  one: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/weights/{id}',
    summary: 'One scheme with the report of its weights over the current responses',
    description:
      'A0404 when the survey has no such scheme. A scheme that cannot be run now answers its error.',
    errors: ['A0404'],
    params: ZWeightingIdParams,
    query: ZWeightingIdQuery,
    answer: ZWeightingOne,
  }),
  create: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/weights',
    summary: 'Save a new weighting scheme',
    description: 'A0320 for a variable that is not single-response in the published version.',
    errors: ['A0320'],
    body: ZWeightingCreateBody,
    answer: ZWeightingScheme,
  }),
  update: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/weights/update',
    summary: 'Replace a scheme’s name and definition (an active scheme’s new weights apply at once)',
    description: 'A0320 as for create; A0404 when the survey has no such scheme.',
    errors: ['A0320', 'A0404'],
    body: ZWeightingUpdateBody,
    answer: ZWeightingScheme,
  }),
  remove: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/weights/{id}',
    summary: 'Delete a scheme (reports are unweighted again if it was active)',
    errors: ['A0404'],
    params: ZWeightingIdParams,
    body: ZWeightingRemoveBody,
    answer: z.null(),
  }),
  run: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/weights/run',
    summary: 'Compute weights for a definition and report them, saving nothing',
    description: TARGETS,
    errors: ['A0320', 'A0321', 'A0322', 'A0323'],
    body: ZWeightingRunBody,
    answer: ZWeightingReport,
  }),
  activate: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/weights/active',
    summary: 'Make a scheme the survey’s active one (id null: none)',
    description: `${TARGETS} A0404 when the survey has no such scheme.`,
    errors: ['A0320', 'A0321', 'A0322', 'A0323', 'A0404'],
    body: ZWeightingActiveBody,
    answer: ZWeightingActive,
  }),
};
