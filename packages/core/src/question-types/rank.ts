import { QuestionType } from '../model/enums.ts';
import type { ChoiceSetting } from '../model/settings.ts';
import type { OrderedIdsAnswer } from './answer-schemas.ts';
import { cellProblem, cellsReader, numberCell } from './cells-read.ts';
import type { CellValue } from './define.ts';
import { defineQuestionType } from './define.ts';
import {
  answerIssue,
  checkCount,
  choiceById,
  choicesOf,
  column,
  hasDuplicates,
  optionKey,
  optionLabel,
  QUESTION_DEFAULTS,
} from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';

/**
 * Rank: option ids, most preferred first. With `min` and `max` both 0 every option is ranked;
 * otherwise the respondent ranks between `min` and `max` of them (a "top n").
 */
export const rank = defineQuestionType<ChoiceSetting, OrderedIdsAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Rank,
  key: 'rank',
  name: { zh: '排序题', en: 'Ranking' },
  defaultSetting: defaultChoiceSetting,
  defaultOptionCount: 3,
  answer: {
    isEmpty: (answer) => answer.optionIds.length === 0,
    validate: (answer, ctx) => {
      const options = choiceById(ctx);
      if (hasDuplicates(answer.optionIds))
        return [answerIssue('invalid', ['optionIds'], 'an option is ranked twice')];
      if (answer.optionIds.some((id) => !options.has(id)))
        return [answerIssue('unknown_option', ['optionIds'], 'not an option of this question')];
      const { min, max } = ctx.setting;
      const all = options.size;
      return min === 0 && max === 0
        ? checkCount(answer.optionIds.length, all, all, ['optionIds'])
        : checkCount(answer.optionIds.length, min, max, ['optionIds']);
    },
    columns: (ctx) =>
      choicesOf(ctx).map((option) =>
        column(ctx.node, 'number', optionKey(ctx.node.id, option), optionLabel(ctx.node, option, ' (rank)'), {
          optionId: option.id,
        }),
      ),
    toCells: (answer, ctx) => {
      const cells: Record<string, CellValue> = {};
      for (const option of choicesOf(ctx)) {
        const place = answer.optionIds.indexOf(option.id);
        cells[optionKey(ctx.node.id, option)] = place < 0 ? null : place + 1;
      }
      return cells;
    },
    cellWriter: (ctx) => {
      const options = choicesOf(ctx);
      const slotById = new Map(options.map((option, slot) => [option.id, slot]));
      return (answer, out, at) => {
        for (let slot = 0; slot < options.length; slot++) out[at + slot] = null;
        const ids = answer.optionIds;
        for (let place = 0; place < ids.length; place++) {
          const slot = slotById.get(ids[place]!);
          // The first place of an id, as `indexOf` finds it.
          if (slot !== undefined && out[at + slot] === null) out[at + slot] = place + 1;
        }
      };
    },

    fromCells: cellsReader((cells, ctx) => {
      const placed = choicesOf(ctx).flatMap((option) => {
        const key = optionKey(ctx.node.id, option);
        const place = numberCell(cells, key);
        return place === undefined ? [] : [{ id: option.id, place, key }];
      });
      placed.sort((a, b) => a.place - b.place);
      placed.forEach((entry, i) => {
        if (entry.place !== i + 1) cellProblem(entry.key, `places run 1 to ${placed.length}, each once`);
      });
      return placed.length > 0 ? { optionIds: placed.map((entry) => entry.id) } : undefined;
    }),
  },
});
