import { QuestionType } from '../model/enums.ts';
import type { MaxDiffSetting } from '../model/settings-extra.ts';
import type { MaxDiffTask } from './answer-schemas.ts';
import type { AnswerIssue, CellValue } from './define.ts';
import { defineQuestionType } from './define.ts';
import {
  answerIssue,
  choiceById,
  choicesOf,
  column,
  hasDuplicates,
  optionKey,
  optionLabel,
  QUESTION_DEFAULTS,
} from './shared.ts';

/**
 * Max-diff (best–worst scaling): in each task the respondent sees `per_set` items and picks the
 * best and the worst. The answer lists the tasks as shown; analysis counts best and worst picks
 * and how often each item was shown, since the max-diff score is (best − worst) / times shown.
 */
export const maxDiff = defineQuestionType<MaxDiffSetting, MaxDiffTask[]>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.MaxDiff,
  key: 'max-diff',
  name: { zh: 'MaxDiff 题', en: 'MaxDiff' },
  defaultSetting: () => ({ required: true, per_set: 4, sets: 0, best_label: '', worst_label: '' }),
  defaultOptionCount: 3,
  answer: {
    isEmpty: (tasks) => tasks.length === 0,
    validate: (tasks, ctx) => {
      const items = choiceById(ctx);
      const perSet = Math.min(ctx.setting.per_set, items.size);
      const issues: AnswerIssue[] = [];
      if (ctx.setting.sets > 0 && tasks.length !== ctx.setting.sets)
        issues.push(answerIssue('too_few', [], `answer all ${ctx.setting.sets} tasks`));
      tasks.forEach((task, i) => {
        if (
          task.shown.length !== perSet ||
          hasDuplicates(task.shown) ||
          !task.shown.every((id) => items.has(id))
        )
          issues.push(answerIssue('invalid', [i, 'shown'], `${perSet} different items of this question`));
        if (!task.shown.includes(task.best) || !task.shown.includes(task.worst) || task.best === task.worst)
          issues.push(answerIssue('invalid', [i], 'best and worst are two different shown items'));
      });
      return issues;
    },
    columns: (ctx) =>
      choicesOf(ctx).flatMap((item) =>
        (['best', 'worst', 'shown'] as const).map((kind) =>
          column(
            ctx.node,
            'number',
            optionKey(ctx.node.id, item, kind),
            optionLabel(ctx.node, item, ` (${kind})`),
            {
              optionId: item.id,
            },
          ),
        ),
      ),
    toCells: (tasks, ctx) => {
      const cells: Record<string, CellValue> = {};
      for (const item of choicesOf(ctx)) {
        cells[optionKey(ctx.node.id, item, 'best')] = tasks.filter((task) => task.best === item.id).length;
        cells[optionKey(ctx.node.id, item, 'worst')] = tasks.filter((task) => task.worst === item.id).length;
        cells[optionKey(ctx.node.id, item, 'shown')] = tasks.filter((task) =>
          task.shown.includes(item.id),
        ).length;
      }
      return cells;
    },
  },
});
