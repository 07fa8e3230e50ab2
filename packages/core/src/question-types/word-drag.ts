import { OptionType, QuestionType } from '../model/enums.ts';
import type { WordDragSetting } from '../model/settings-extra.ts';
import type { DragAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import { dragCells, dragColumns, dragFromCells, validateDrag } from './drag.ts';
import { choiceById, QUESTION_DEFAULTS } from './shared.ts';

/** Word drag: words (options) dragged into categories (sub-questions, 文本列表-n); `is_all` places every word. */
export const wordDrag = defineQuestionType<WordDragSetting, DragAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.WordDrag,
  key: 'word-drag',
  name: { zh: '文字拖拽', en: 'Word sort' },
  defaultSetting: () => ({ required: true, is_all: false }),
  defaultOptionCount: 3,
  extraDefaultOptions: [{ type: OptionType.SubQuestion, count: 2, title: 'textList' }],
  optionTitle: (type) => (type === OptionType.SubQuestion ? 'textList' : 'option'),
  answer: {
    isEmpty: (answer) => Object.keys(answer).length === 0,
    validate: (answer, ctx) => {
      const all = choiceById(ctx).size;
      return validateDrag(answer, ctx, ctx.setting.is_all ? { min: all, max: all } : { min: 0, max: 0 });
    },
    columns: dragColumns,
    toCells: dragCells,
    fromCells: dragFromCells,
  },
});
