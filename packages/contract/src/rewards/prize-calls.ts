import { endpoint } from '../api/endpoint.ts';
import { ZSurveyCodeQuery } from '../design/common.ts';
import { ZDownloadTask } from '../report/exports.ts';
import {
  ZCouponCodesAdded,
  ZCouponCodesBody,
  ZCouponCodesUploadQuery,
  ZPrizeClaimPage,
  ZPrizeClaimsQuery,
  ZPrizeExportBody,
  ZPrizeOverview,
} from './prize-schemas.ts';

const tags = ['lottery'];
const CODE_ERRORS = ['A0404', 'A5202', 'A2065', 'A2068'] as const;

/**
 * The prize settings area (spec doc 1 names it; the calls are ours). Reading is for anyone who may
 * read the survey, with contact details and codes masked unless they hold the launch right; every
 * change and the export need the launch right (A5202), as the lottery calls. Shipping a prize is
 * lotteryApi.ship. Served by apps/server/src/modules/prizes.
 */
export const prizeApi = {
  overview: endpoint({
    service: 'designer',
    access: 'survey:read',
    tags,
    method: 'GET',
    path: '/v1/prize/overview',
    summary: 'Every prize of the survey’s lotteries with its stock, drawn, claimed, shipped and left',
    description: 'The 50 newest lotteries not deleted. Figures only: no code and no contact detail.',
    query: ZSurveyCodeQuery,
    answer: ZPrizeOverview,
  }),
  claims: endpoint({
    service: 'designer',
    access: 'survey:read',
    tags,
    method: 'GET',
    path: '/v1/prize/claims',
    summary: 'A lottery’s coupon and physical winners with their claims, newest first, paged',
    description:
      'state: unclaimed, claimed (a physical prize waiting to ship) or shipped. Without the launch right the ' +
      'claim form’s answers and the codes are masked (`masked: true`). A0404 for a lottery of another survey.',
    errors: ['A0404'],
    query: ZPrizeClaimsQuery,
    answer: ZPrizeClaimPage,
  }),
  addCodes: endpoint({
    service: 'designer',
    access: 'survey:launch',
    tags,
    method: 'POST',
    path: '/v1/prize/codes',
    summary: 'Add pasted codes to a coupon prize (one a line); duplicates are refused and counted',
    description:
      'Codes the prize holds already or repeated in the text are not added and counted as duplicates; codes ' +
      'over 100 characters are listed as invalid. A0108 when nothing is given; A2068 past 10,000 codes or ' +
      'for a prize that is not a coupon; A2065 once the lottery has ended (after-close: drawn).',
    errors: [...CODE_ERRORS, 'A0108'],
    body: ZCouponCodesBody,
    answer: ZCouponCodesAdded,
  }),
  uploadCodes: endpoint({
    service: 'designer',
    access: 'survey:launch',
    tags,
    method: 'POST',
    path: '/v1/prize/codes/upload',
    summary: 'Add a coupon prize’s codes from an .xlsx (first column) or a .txt (one a line)',
    description:
      'multipart/form-data with the field "file", at most 5 MB; the same rules as prize/codes. A0106 for ' +
      'another format, A0112 for .xls, A0111 for a damaged workbook, A0110 over 5 MB.',
    errors: [...CODE_ERRORS, 'A0106', 'A0108', 'A0110', 'A0111', 'A0112'],
    upload: true,
    query: ZCouponCodesUploadQuery,
    answer: ZCouponCodesAdded,
  }),
  export: endpoint({
    service: 'report',
    access: 'survey:launch',
    tags,
    method: 'POST',
    path: '/v1/data-export/prize-claims',
    summary: 'Export a lottery’s coupon and physical claims as xlsx: a download-centre task (subType 19)',
    description: 'The filter of prize/claims. Poll data-export/state, then fetch data-export/download.',
    errors: ['A0404'],
    body: ZPrizeExportBody,
    answer: ZDownloadTask,
  }),
};
