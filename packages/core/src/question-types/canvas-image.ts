import { QuestionType } from '../model/enums.ts';
import type { CanvasImageSetting } from '../model/settings-extra.ts';
import type { CanvasImageAnswer } from './answer-schemas.ts';
import { cellsReader, flagCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import {
  answerIssue,
  checkCount,
  column,
  columnKey,
  hasDuplicates,
  nodeLabel,
  QUESTION_DEFAULTS,
} from './shared.ts';

/**
 * Canvas image (hot spot): the author draws regions on an image (`setting.regions`); respondents
 * click regions, between `min` and `max` of them (0 = any). Each region is a 0/1 column.
 */
export const canvasImage = defineQuestionType<CanvasImageSetting, CanvasImageAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.CanvasImage,
  key: 'canvas-image',
  name: { zh: '图片热区', en: 'Hot spot' },
  defaultSetting: () => ({ required: true, image: '', regions: [], min: 0, max: 0 }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: (answer) => answer.regionIds.length === 0,
    validate: (answer, ctx) => {
      const known = new Set(ctx.setting.regions.map((region) => region.id));
      if (hasDuplicates(answer.regionIds))
        return [answerIssue('invalid', ['regionIds'], 'a region is chosen twice')];
      if (answer.regionIds.some((id) => !known.has(id)))
        return [answerIssue('unknown_option', ['regionIds'], 'not a region of this image')];
      return checkCount(answer.regionIds.length, ctx.setting.min, ctx.setting.max, ['regionIds']);
    },
    columns: (ctx) =>
      ctx.setting.regions.map((region) =>
        column(
          ctx.node,
          'multi-flag',
          columnKey(ctx.node.id, `r${region.id}`),
          `${nodeLabel(ctx.node)}: ${region.label}`,
        ),
      ),
    toCells: (answer, ctx) =>
      Object.fromEntries(
        ctx.setting.regions.map((region) => [
          columnKey(ctx.node.id, `r${region.id}`),
          answer.regionIds.includes(region.id) ? 1 : 0,
        ]),
      ),
    toNumbers: (answer) => [answer.regionIds.length],
    fromCells: cellsReader((cells, ctx) => {
      const flags = ctx.setting.regions.map((region) =>
        flagCell(cells, columnKey(ctx.node.id, `r${region.id}`)),
      );
      if (flags.every((flag) => flag === undefined)) return undefined;
      return { regionIds: ctx.setting.regions.filter((_, i) => flags[i] === 1).map((region) => region.id) };
    }),
  },
});
