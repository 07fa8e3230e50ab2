import { endpoint } from '../api/endpoint.ts';
import { ZSurveySaved } from '../projects/schemas.ts';
import { ZSurveyEndBody, ZSurveyEndPage, ZSurveyEndParams, ZSurveySettingBody } from './settings-schemas.ts';

const tags = ['settings'];

/**
 * The settings screens' survey calls (issue 5; spec doc 2 §7 "Additional survey calls"). Base
 * info and GET /v1/surveys/{id} live with the projects; invitation codes and quotas have their
 * own tables.
 */
export const settingsApi = {
  save: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/surveys/setting',
    access: 'survey:edit',
    summary: 'Edit survey settings (merged key by key; null clears) and the close message',
    description:
      'A0301 when the start is not before the end. Raises the edit version; a published survey gets relaunch.',
    errors: ['A0301'],
    tags,
    body: ZSurveySettingBody,
    answer: ZSurveySaved,
  }),
  endPage: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/surveys/end/{code}',
    access: 'survey:read',
    summary: 'A survey’s end page (the spec’s {id} is the survey code)',
    tags,
    params: ZSurveyEndParams,
    answer: ZSurveyEndPage,
  }),
  saveEndPage: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/surveys/end',
    access: 'survey:edit',
    summary: 'Edit a survey’s end page: end message, redirect, screen-out page',
    description: 'URLs must be http(s); an empty one clears it.',
    tags,
    body: ZSurveyEndBody,
    answer: ZSurveySaved,
  }),
};
