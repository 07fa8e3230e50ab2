import { templatesApi } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { findTemplate, SURVEY_TEMPLATES, templateDetail, templateSummary } from './catalogue.ts';

/**
 * The expert-model templates (contract templates/template-calls.ts), in the caller's language.
 * Creating a survey from one is `project/init` with `templateId`.
 */
export const templateRoutes: RoutesPlugin = async (app) => {
  serve(app, templatesApi, {
    list: async ({ lang }) => SURVEY_TEMPLATES.map((template) => templateSummary(template, lang)),
    template: async ({ params, lang }) => {
      const template = findTemplate(params.id);
      if (!template) throw new AppError('A0404', `template ${params.id}`);
      return templateDetail(template, lang);
    },
  });
};
