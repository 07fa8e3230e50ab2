import { NodeAttribute, QuestionType } from '../model/enums.ts';
import type { ScriptSetting } from '../model/settings-extra.ts';
import { cellsReader, numberCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import { column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/**
 * Script (ours, 31): a hidden computed value, `setting.expression` over earlier answers
 * (see core/src/expression). Respondents never see or answer it; the runtime and the server
 * compute it with `computeScriptValue`, so a submitted value is only stored, never trusted.
 * It has a code so later expressions and exports can refer to it.
 */
export const script = defineQuestionType<ScriptSetting, number | null>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Script,
  key: 'script',
  name: { zh: '计算题', en: 'Computed value' },
  defaultAttribute: NodeAttribute.Hidden,
  defaultSetting: () => ({ expression: '', precision: 2 }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: (value) => value === null,
    validate: () => [],
    columns: (ctx) => [column(ctx.node, 'number', `n${ctx.node.id}`, nodeLabel(ctx.node))],
    toCells: (value, ctx) => ({ [`n${ctx.node.id}`]: value }),
    toNumbers: (value) => (value === null ? [] : [value]),
    fromCells: cellsReader((cells, ctx) => numberCell(cells, `n${ctx.node.id}`)),
  },
});
