import { type SurveyTemplateDetail, type SurveyTemplateSummary, templatesApi } from '@cairn/contract';
import { api } from '../client.ts';

/**
 * The expert-model templates (spec doc 1 /survey/template, /prepare), answered in the language of
 * the call's Accept-Language. Creating a survey from one is `initProject({ templateId })`.
 */

export type { SurveyTemplateDetail, SurveyTemplateSummary };

export function fetchTemplates(): Promise<SurveyTemplateSummary[]> {
  return api.call(templatesApi.list, {});
}

/** A0404 (no such template) is shown by the preview itself, not toasted. */
export function fetchTemplate(id: string): Promise<SurveyTemplateDetail> {
  return api.call(templatesApi.template, { id }, { handles: ['A0404'] });
}
