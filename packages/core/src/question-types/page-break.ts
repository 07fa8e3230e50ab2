import { NodeModel, QuestionType } from '../model/enums.ts';
import type { EmptySetting } from '../model/settings-extra.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/**
 * Page break (ours, 33): a node of model Page titled Page-n that ends a page; it sits among the
 * questions rather than holding them, so moving a question across it moves it to the next page.
 */
export const pageBreak = defineQuestionType<EmptySetting, unknown>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.PageBreak,
  key: 'page-break',
  name: { zh: '分页', en: 'Page break' },
  model: NodeModel.Page,
  hasCode: false,
  newTitle: 'page',
  defaultSetting: () => ({}),
  defaultOptionCount: 0,
  answer: null,
});
