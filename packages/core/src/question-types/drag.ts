import type { DragAnswer } from './answer-schemas.ts';
import { cellsReader, nonEmpty, numberCell, optionOfValue } from './cells-read.ts';
import type { AnalysisColumn, AnswerContext, AnswerIssue, CellValue } from './define.ts';
import {
  answerIssue,
  byId,
  categoriesOf,
  checkCount,
  checkKeys,
  choiceById,
  choicesOf,
  column,
  optionKey,
  optionLabel,
  optionValue,
  subQuestionsOf,
} from './shared.ts';

/**
 * Drag-into-lists answers (image drag, word drag): items are options, lists are sub-questions;
 * the answer maps item id to the list it was dropped in. Each item becomes a 'single' column
 * whose categories are the lists.
 */
export type { DragAnswer };

export function validateDrag(
  answer: DragAnswer,
  ctx: AnswerContext<unknown>,
  limits: { min: number; max: number },
): AnswerIssue[] {
  const lists = byId(subQuestionsOf(ctx));
  const issues = checkKeys(answer, choiceById(ctx));
  for (const [item, list] of Object.entries(answer)) {
    if (!lists.has(list)) issues.push(answerIssue('unknown_option', [item], 'not a list of this question'));
  }
  return [...issues, ...checkCount(Object.keys(answer).length, limits.min, limits.max, [])];
}

export function dragColumns(ctx: AnswerContext<unknown>): AnalysisColumn[] {
  const categories = categoriesOf(subQuestionsOf(ctx));
  return choicesOf(ctx).map((item) =>
    column(ctx.node, 'single', optionKey(ctx.node.id, item), optionLabel(ctx.node, item), {
      optionId: item.id,
      categories,
    }),
  );
}

export function dragCells(answer: DragAnswer, ctx: AnswerContext<unknown>): Record<string, CellValue> {
  const lists = byId(subQuestionsOf(ctx));
  const cells: Record<string, CellValue> = {};
  for (const item of choicesOf(ctx)) {
    const list = lists.get(answer[item.id] ?? -1);
    cells[optionKey(ctx.node.id, item)] = list ? optionValue(list) : null;
  }
  return cells;
}

/** `toCells` read back: per item the code of the list it is in; items left empty were not placed. */
export const dragFromCells = cellsReader<unknown, DragAnswer>((cells, ctx) => {
  const lists = subQuestionsOf(ctx);
  const answer: DragAnswer = {};
  for (const item of choicesOf(ctx)) {
    const key = optionKey(ctx.node.id, item);
    const value = numberCell(cells, key);
    if (value !== undefined) answer[item.id] = optionOfValue(lists, value, key).id;
  }
  return nonEmpty(answer);
});
