import { QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import type { CascadeSetting } from '../model/settings.ts';
import type { OrderedIdsAnswer } from './answer-schemas.ts';
import { cellsReader, leveled, numberCell, optionOfValue } from './cells-read.ts';
import type { AnswerContext, CellValue } from './define.ts';
import { defineQuestionType } from './define.ts';
import {
  answerIssue,
  categoriesOf,
  choiceById,
  choicesOf,
  column,
  columnKey,
  nodeLabel,
  optionValue,
  QUESTION_DEFAULTS,
} from './shared.ts';

/**
 * Cascade: options form levels through `parentId` (province > city > ...); the answer is the path
 * of chosen option ids from the top. It stops at `level` or where an option has no children.
 */
function childrenOf(ctx: AnswerContext<unknown>, parentId: number | null): OptionRecord[] {
  return choicesOf(ctx).filter((option) => option.parentId === parentId);
}

function optionsAtDepth(ctx: AnswerContext<unknown>, depth: number): OptionRecord[] {
  let level = childrenOf(ctx, null);
  for (let d = 0; d < depth; d++) level = level.flatMap((option) => childrenOf(ctx, option.id));
  return level;
}

export const cascade = defineQuestionType<CascadeSetting, OrderedIdsAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Cascade,
  key: 'cascade',
  name: { zh: '级联题', en: 'Cascade' },
  hasOptionLevels: true,
  defaultSetting: () => ({ required: true, level: 1, placeholders: [] as string[] }),
  defaultOptionCount: 3,
  answer: {
    isEmpty: (answer) => answer.optionIds.length === 0,
    validate: (answer, ctx) => {
      const options = choiceById(ctx);
      if (answer.optionIds.length > ctx.setting.level)
        return [answerIssue('too_many', ['optionIds'], `at most ${ctx.setting.level} levels`)];
      let parentId: number | null = null;
      for (const [i, id] of answer.optionIds.entries()) {
        if (options.get(id)?.parentId !== parentId)
          return [answerIssue('unknown_option', ['optionIds', i], 'not a choice under the previous level')];
        parentId = id;
      }
      const canGoDeeper = answer.optionIds.length < ctx.setting.level && childrenOf(ctx, parentId).length > 0;
      return canGoDeeper ? [answerIssue('too_few', ['optionIds'], 'choose every level')] : [];
    },
    columns: (ctx) =>
      Array.from({ length: ctx.setting.level }, (_, depth) =>
        column(
          ctx.node,
          'single',
          columnKey(ctx.node.id, `l${depth + 1}`),
          `${nodeLabel(ctx.node)} (${depth + 1})`,
          {
            categories: categoriesOf(optionsAtDepth(ctx, depth)),
          },
        ),
      ),
    toCells: (answer, ctx) => {
      const options = choiceById(ctx);
      const cells: Record<string, CellValue> = {};
      answer.optionIds.forEach((id, depth) => {
        const option = options.get(id);
        if (option) cells[columnKey(ctx.node.id, `l${depth + 1}`)] = optionValue(option);
      });
      return cells;
    },
    fromCells: cellsReader((cells, ctx) => {
      const keys = Array.from({ length: ctx.setting.level }, (_, depth) =>
        columnKey(ctx.node.id, `l${depth + 1}`),
      );
      const values = leveled(
        keys.map((key) => numberCell(cells, key)),
        keys,
      );
      let parentId: number | null = null;
      const optionIds = values.map((value, depth) => {
        parentId = optionOfValue(childrenOf(ctx, parentId), value, keys[depth] as string).id;
        return parentId;
      });
      return optionIds.length > 0 ? { optionIds } : undefined;
    }),
  },
});
