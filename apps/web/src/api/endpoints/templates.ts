import {
  type SurveyTemplateDetail,
  type SurveyTemplateSummary,
  ZSurveyTemplateDetail,
  ZSurveyTemplateSummary,
} from '@cairn/contract';
import { api } from '../client.ts';
import type { Parser } from '../parser.ts';

/**
 * The expert-model templates (spec doc 1 /survey/template, /prepare), answered in the language of
 * the call's Accept-Language. Creating a survey from one is `initProject({ templateId })`.
 */
const BASE = '/designer/v1/templates';

export type { SurveyTemplateDetail, SurveyTemplateSummary };

const summaryList: Parser<SurveyTemplateSummary[]> = {
  parse: (data) => ZSurveyTemplateSummary.array().parse(data),
};

export function fetchTemplates(): Promise<SurveyTemplateSummary[]> {
  return api.request({ method: 'GET', path: BASE, parse: summaryList });
}

/** A0404 (no such template) is shown by the preview itself, not toasted. */
export function fetchTemplate(id: string): Promise<SurveyTemplateDetail> {
  return api.request({
    method: 'GET',
    path: `${BASE}/${encodeURIComponent(id)}`,
    parse: ZSurveyTemplateDetail,
    handles: ['A0404'],
  });
}
