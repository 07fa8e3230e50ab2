import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZSurveyTemplateDetail, ZSurveyTemplateSummary, ZTemplateIdParams } from './schemas.ts';

const tags = ['templates'];

/**
 * The expert-model templates: a list and one template with its questions, in the caller's
 * language. Creating a survey from one is `projectsApi.init` with `templateId`.
 */
export const templatesApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/templates',
    access: 'user',
    summary: 'Survey templates (expert models)',
    tags,
    answer: z.array(ZSurveyTemplateSummary),
  }),
  template: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/templates/{id}',
    access: 'user',
    summary: 'One survey template with its groups and questions',
    errors: ['A0404'],
    tags,
    params: ZTemplateIdParams,
    answer: ZSurveyTemplateDetail,
  }),
};
