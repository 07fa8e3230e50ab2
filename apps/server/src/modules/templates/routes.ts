import { ZEnvelope, ZSurveyTemplateDetail, ZSurveyTemplateSummary, ZTemplateIdParams } from '@cairn/contract';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { findTemplate, SURVEY_TEMPLATES, templateDetail, templateSummary } from './catalogue.ts';

/**
 * The expert-model templates: a list and one template with its questions, in the caller's
 * language. Creating a survey from one is `project/init` with `templateId`.
 */
export const templateRoutes: RoutesPlugin = async (app) => {
  const tags = ['templates'];
  app.get(
    '/v1/templates',
    {
      schema: {
        summary: 'Survey templates (expert models)',
        tags,
        response: { 200: ZEnvelope(z.array(ZSurveyTemplateSummary)) },
      },
    },
    async (request) =>
      ok(
        SURVEY_TEMPLATES.map((template) => templateSummary(template, request.lang)),
        request.lang,
      ),
  );
  app.get(
    '/v1/templates/:id',
    {
      schema: {
        summary: 'One survey template with its groups and questions',
        tags,
        params: ZTemplateIdParams,
        response: { 200: ZEnvelope(ZSurveyTemplateDetail) },
      },
    },
    async (request) => {
      const template = findTemplate(request.params.id);
      if (!template) throw new AppError('A0404', `template ${request.params.id}`);
      return ok(templateDetail(template, request.lang), request.lang);
    },
  );
};
