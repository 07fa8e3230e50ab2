import { ZQuestionSnapshot } from '@cairn/core';
import { z } from 'zod';

/** Expert-model survey templates (spec doc 1: /survey/template, /prepare). */

export const ZTemplateCategory = z.enum(['customer', 'employee', 'event', 'product']);

export const ZSurveyTemplateSummary = z.object({
  id: z.string(),
  category: ZTemplateCategory,
  name: z.string(),
  description: z.string(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
});
export type SurveyTemplateSummary = z.infer<typeof ZSurveyTemplateSummary>;

/** A template with its groups and questions (as library snapshots) for the preview. */
export const ZSurveyTemplateDetail = ZSurveyTemplateSummary.extend({
  sections: z.array(z.object({ title: z.string(), questions: z.array(ZQuestionSnapshot) })),
});
export type SurveyTemplateDetail = z.infer<typeof ZSurveyTemplateDetail>;

export const ZTemplateIdParams = z.object({ id: z.string().trim().min(1).max(64) });
