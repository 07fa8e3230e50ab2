import { QuestionType } from '../model/enums.ts';
import type { CitySetting } from '../model/settings.ts';
import { cellsReader, leveled, textCell } from './cells-read.ts';
import type { CellValue } from './define.ts';
import { defineQuestionType } from './define.ts';
import { answerIssue, column, columnKey, isBlank, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

const LEVEL_NAMES = ['province', 'city', 'district', 'street'];

/**
 * City: region names from the top down (province, city, district, street), as many as `level`.
 * The region list itself lives in the answer app; core checks the shape.
 */
export const city = defineQuestionType<CitySetting, string[]>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.City,
  key: 'city',
  name: { zh: '城市题', en: 'City' },
  defaultSetting: () => ({ required: true, level: 2 }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: (answer) => answer.every(isBlank),
    validate: (answer, ctx) => {
      if (answer.length !== ctx.setting.level || answer.some(isBlank))
        return [answerIssue('too_few', [], `choose ${ctx.setting.level} levels`)];
      return [];
    },
    columns: (ctx) =>
      LEVEL_NAMES.slice(0, ctx.setting.level).map((name) =>
        column(ctx.node, 'text', columnKey(ctx.node.id, name), `${nodeLabel(ctx.node)} (${name})`),
      ),
    toCells: (answer, ctx) => {
      const cells: Record<string, CellValue> = {};
      answer.forEach((part, i) => {
        const name = LEVEL_NAMES[i];
        if (name) cells[columnKey(ctx.node.id, name)] = part;
      });
      return cells;
    },
    fromCells: cellsReader((cells, ctx) => {
      const keys = LEVEL_NAMES.slice(0, ctx.setting.level).map((name) => columnKey(ctx.node.id, name));
      const parts = leveled(
        keys.map((key) => textCell(cells, key)),
        keys,
      );
      return parts.length > 0 ? parts : undefined;
    }),
  },
});
