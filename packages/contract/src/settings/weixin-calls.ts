import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZProjectCode } from '../projects/schemas.ts';

const tags = ['settings'];

/**
 * The settings area `weixin` (spec doc 1's settings areas): the survey's official account of the
 * configured messaging app. `account` is the app's (null: no app configured); `bound` what the
 * survey is bound to — an account other than the app's (the app was reconfigured) counts as none.
 */
export const ZSurveyWeixin = z.object({
  provider: z.string().nullable(),
  simulated: z.boolean(),
  account: z.object({ appId: z.string(), name: z.string() }).nullable(),
  bound: z.object({ appId: z.string(), boundAt: z.number(), current: z.boolean() }).nullable(),
});
export type SurveyWeixin = z.infer<typeof ZSurveyWeixin>;

export const ZSurveyWeixinBody = z.object({ code: ZProjectCode, bind: z.boolean() });

export const weixinApi = {
  get: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/surveys/weixin/{code}',
    access: 'survey:read',
    summary: 'The survey’s official account (settings area weixin) and the messaging app’s',
    tags,
    params: z.object({ code: ZProjectCode }),
    answer: ZSurveyWeixin,
  }),
  save: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/surveys/weixin',
    access: 'survey:launch',
    summary: 'Bind the survey to the messaging app’s official account, or unbind it',
    description:
      'Prizes (red envelopes) are claimed through the bound account only. A2006 when no messaging app is configured.',
    errors: ['A2006'],
    tags,
    body: ZSurveyWeixinBody,
    answer: ZSurveyWeixin,
  }),
};
