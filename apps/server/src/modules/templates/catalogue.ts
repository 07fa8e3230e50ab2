import type { SurveyTemplateDetail, SurveyTemplateSummary } from '@cairn/contract';
import type { Lang, QuestionSnapshot } from '@cairn/core';
import { findSystemQuestion } from '../question-library/system/catalogue.ts';
import { buildSystemSnapshot } from '../question-library/system/define.ts';
import { customerSatisfaction } from './content/customer-satisfaction.ts';
import { employeeEngagement } from './content/employee-engagement.ts';
import { eventFeedback } from './content/event-feedback.ts';
import { npsSurvey } from './content/nps.ts';
import { productConcept } from './content/product-concept.ts';
import type { SurveyTemplate, TemplateQuestion } from './define.ts';

/** The expert models, in the order the template screen lists them. */
export const SURVEY_TEMPLATES: readonly SurveyTemplate[] = [
  customerSatisfaction,
  npsSurvey,
  employeeEngagement,
  eventFeedback,
  productConcept,
];

function snapshotOf(question: TemplateQuestion, templateId: string, lang: Lang): QuestionSnapshot {
  if (typeof question === 'string') {
    const system = findSystemQuestion(question, lang);
    if (!system) throw new Error(`template ${templateId}: no system question ${question}`);
    return structuredClone(system.snapshot);
  }
  return buildSystemSnapshot({ ...question, key: templateId }, lang);
}

/** A template's sections as snapshots in `lang`, ready to insert (fresh objects each call). */
export function templateSections(template: SurveyTemplate, lang: Lang) {
  return template.sections.map((section) => ({
    title: section.title[lang],
    questions: section.questions.map((question) => snapshotOf(question, template.id, lang)),
  }));
}

export function findTemplate(id: string): SurveyTemplate | undefined {
  return SURVEY_TEMPLATES.find((template) => template.id === id);
}

export function templateSummary(template: SurveyTemplate, lang: Lang): SurveyTemplateSummary {
  return {
    id: template.id,
    category: template.category,
    name: template.name[lang],
    description: template.description[lang],
    sectionCount: template.sections.length,
    questionCount: template.sections.reduce((sum, section) => sum + section.questions.length, 0),
  };
}

export function templateDetail(template: SurveyTemplate, lang: Lang): SurveyTemplateDetail {
  return { ...templateSummary(template, lang), sections: templateSections(template, lang) };
}
