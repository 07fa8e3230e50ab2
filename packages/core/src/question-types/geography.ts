import { QuestionType } from '../model/enums.ts';
import type { GeographySetting } from '../model/settings-extra.ts';
import type { GeographyAnswer } from './answer-schemas.ts';
import { cellProblem, cellsReader, numberCell, textCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import { answerIssue, column, columnKey, isBlank, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/**
 * Geography: where the respondent is. The answer app asks consent (`is_consent`) and reads the
 * device location; when that fails or is refused, a typed address is the fallback (`is_address`).
 */
export const geography = defineQuestionType<GeographySetting, GeographyAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Geography,
  key: 'geography',
  name: { zh: '地理位置', en: 'Location' },
  defaultSetting: () => ({ required: true, is_consent: true, is_address: true }),
  defaultOptionCount: 3,
  answer: {
    isEmpty: (answer) => 'address' in answer && isBlank(answer.address),
    validate: (answer, ctx) =>
      'address' in answer && !ctx.setting.is_address
        ? [answerIssue('invalid', ['address'], 'a typed address is not accepted here')]
        : [],
    columns: (ctx) => [
      column(ctx.node, 'number', columnKey(ctx.node.id, 'lat'), `${nodeLabel(ctx.node)} (latitude)`),
      column(ctx.node, 'number', columnKey(ctx.node.id, 'lng'), `${nodeLabel(ctx.node)} (longitude)`),
      column(ctx.node, 'number', columnKey(ctx.node.id, 'accuracy'), `${nodeLabel(ctx.node)} (accuracy, m)`),
      column(ctx.node, 'text', columnKey(ctx.node.id, 'address'), `${nodeLabel(ctx.node)} (address)`),
    ],
    toCells: (answer, ctx) =>
      'address' in answer
        ? { [columnKey(ctx.node.id, 'address')]: answer.address }
        : {
            [columnKey(ctx.node.id, 'lat')]: answer.lat,
            [columnKey(ctx.node.id, 'lng')]: answer.lng,
            [columnKey(ctx.node.id, 'accuracy')]: answer.accuracy ?? null,
          },
    fromCells: cellsReader((cells, ctx) => {
      const key = (part: string) => columnKey(ctx.node.id, part);
      const address = textCell(cells, key('address'));
      if (address !== undefined) return { address };
      const lat = numberCell(cells, key('lat'));
      const lng = numberCell(cells, key('lng'));
      const accuracy = numberCell(cells, key('accuracy'));
      if (lat === undefined && lng === undefined && accuracy === undefined) return undefined;
      if (lat === undefined) return cellProblem(key('lat'), 'a location needs a latitude');
      if (lng === undefined) return cellProblem(key('lng'), 'a location needs a longitude');
      return accuracy === undefined ? { lat, lng } : { lat, lng, accuracy };
    }),
  },
});
