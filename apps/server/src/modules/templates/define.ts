import type { Bilingual } from '@cairn/core';
import type { SystemQuestion } from '../question-library/system/define.ts';

/** A template question: a system question by key, or one written for the template. */
export type TemplateQuestion = string | Omit<SystemQuestion, 'category' | 'key'>;

export interface TemplateSection {
  /** The group's title. */
  title: Bilingual;
  questions: TemplateQuestion[];
}

/**
 * An expert model (spec doc 1: /survey/template and /prepare): a complete survey in both
 * languages, built from question-type defaults like the system questions, so it stays valid
 * as the types evolve.
 */
export interface SurveyTemplate {
  id: string;
  category: 'customer' | 'employee' | 'event' | 'product';
  name: Bilingual;
  description: Bilingual;
  sections: TemplateSection[];
}
