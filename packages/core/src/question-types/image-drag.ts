import { OptionType, QuestionType } from '../model/enums.ts';
import type { ImageDragSetting } from '../model/settings-extra.ts';
import type { DragAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import { dragCells, dragColumns, dragFromCells, validateDrag } from './drag.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/**
 * Image drag: respondents drag items (options; images, texts or both by `format`) into lists
 * (sub-questions, titled 图片列表-n), placing between `min` and `max` items (0 = any).
 */
export const imageDrag = defineQuestionType<ImageDragSetting, DragAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.ImageDrag,
  key: 'image-drag',
  name: { zh: '图片拖拽', en: 'Image sort' },
  defaultSetting: () => ({ required: true, format: 0, min: 0, max: 0 }),
  defaultOptionCount: 3,
  extraDefaultOptions: [{ type: OptionType.SubQuestion, count: 2, title: 'imageList' }],
  optionTitle: (type) => (type === OptionType.SubQuestion ? 'imageList' : 'option'),
  answer: {
    isEmpty: (answer) => Object.keys(answer).length === 0,
    validate: (answer, ctx) => validateDrag(answer, ctx, ctx.setting),
    columns: dragColumns,
    toCells: dragCells,
    fromCells: dragFromCells,
  },
});
