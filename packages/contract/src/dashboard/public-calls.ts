import { endpoint } from '../api/endpoint.ts';
import { NORM_UPLOAD_MAX_BYTES } from './constants.ts';
import {
  ZPageDetail,
  ZPublicDashboard,
  ZPublicDashboardQuery,
  ZPublicPageDetailBody,
  ZSourceSurveyList,
  ZSourceSurveysQuery,
} from './figures.ts';
import { ZNormTable } from './schemas.ts';

const tags = ['dashboards'];

/**
 * The read-only public link of a launched dashboard, and the helpers of the data-source step.
 * The link's token is the only key: a revoked or unknown token, or a dashboard in the recycle
 * bin, answers A0344 without saying which.
 */
export const dashboardPublicApi = {
  info: endpoint({
    service: 'report',
    access: 'public',
    tags,
    method: 'GET',
    path: '/dashboard/public/info',
    summary: 'A launched dashboard’s title and pages, by its public token',
    description: 'A0344 when the link is unknown or closed.',
    errors: ['A0344'],
    query: ZPublicDashboardQuery,
    rateLimit: 120,
    answer: ZPublicDashboard,
  }),
  detail: endpoint({
    service: 'report',
    access: 'public',
    tags,
    method: 'POST',
    path: '/dashboard/public/detail',
    summary: 'A launched page’s figures, by the public token (the charts as launched)',
    description: 'A0344 when the link is unknown or closed; A0404 a page not launched.',
    errors: ['A0344', 'A0404'],
    body: ZPublicPageDetailBody,
    rateLimit: 240,
    answer: ZPageDetail,
  }),
  sources: endpoint({
    service: 'report',
    access: 'user',
    tags,
    method: 'GET',
    path: '/dashboard/sources',
    summary: 'Surveys the caller may report on, to feed charts (newest first, at most 200)',
    description: 'A0403 for the free edition.',
    errors: ['A0403'],
    query: ZSourceSurveysQuery,
    answer: ZSourceSurveyList,
  }),
  norm: endpoint({
    service: 'report',
    access: 'user',
    tags,
    method: 'POST',
    path: '/dashboard/benchmark/norm',
    summary: 'Read a norm table from an xlsx: first sheet, columns label, value and (optional) base',
    description:
      `multipart/form-data with the field "file", at most ${NORM_UPLOAD_MAX_BYTES / 1024 / 1024} MB; a header row ` +
      'is skipped when its value cell is not a number. Nothing is stored: the rows go into a chart’s ' +
      'benchmark. A0107 no file, A0108 an empty one, A0110 too big, A0112 an .xls, A0342 a row the ' +
      'table cannot use (the detail names it). A0403 for the free edition.',
    errors: ['A0403', 'A0107', 'A0108', 'A0110', 'A0112', 'A0342'],
    upload: true,
    answer: ZNormTable,
  }),
};
