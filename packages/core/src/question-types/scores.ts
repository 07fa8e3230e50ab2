import { isPlaceholderOptionTitle } from '../model/titles.ts';
import type { ScoresAnswer } from './answer-schemas.ts';
import { cellsReader, nonEmpty, numberCell } from './cells-read.ts';
import type { AnalysisColumn, AnswerContext, AnswerIssue, CellValue, CellWriter } from './define.ts';
import {
  answerIssue,
  checkKeys,
  checkRange,
  choiceById,
  choicesOf,
  column,
  nodeLabel,
  optionKey,
  optionLabel,
} from './shared.ts';

/**
 * A number per option: rate, slider and proportion answer this way (`{ "<optionId>": value }`),
 * one number column per option.
 */
export type { ScoresAnswer };

export function validateScores(
  answer: ScoresAnswer,
  ctx: AnswerContext<unknown>,
  rule: { min: number; max: number; isInteger?: boolean; step?: number; isComplete?: boolean },
): AnswerIssue[] {
  const options = choiceById(ctx);
  const issues = checkKeys(answer, options);
  for (const [key, value] of Object.entries(answer)) {
    issues.push(...checkRange(value, rule.min, rule.max, [key]));
    if (rule.isInteger && !Number.isInteger(value))
      issues.push(answerIssue('invalid', [key], 'whole numbers only'));
    if (rule.step && !isOnStep(value - rule.min, rule.step))
      issues.push(answerIssue('invalid', [key], `steps of ${rule.step}`));
  }
  if (rule.isComplete) {
    for (const option of options.values()) {
      if (answer[option.id] === undefined)
        issues.push(answerIssue('required', [option.id], 'give every item a value'));
    }
  }
  return issues;
}

function isOnStep(offset: number, step: number): boolean {
  const steps = offset / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

export function scoreColumns(ctx: AnswerContext<unknown>): AnalysisColumn[] {
  return choicesOf(ctx).map((option) =>
    column(ctx.node, 'number', optionKey(ctx.node.id, option), optionLabel(ctx.node, option), {
      optionId: option.id,
    }),
  );
}

/**
 * `scoreColumns` for rating and slider items, whose titles may be placeholders ("Option 1" from
 * before they were created empty): such an item is named by the question alone when it is the
 * only one, else by its number.
 */
export function itemScoreColumns(ctx: AnswerContext<unknown>): AnalysisColumn[] {
  const items = choicesOf(ctx);
  return items.map((option, i) => {
    const label = !isPlaceholderOptionTitle(option.title)
      ? optionLabel(ctx.node, option)
      : items.length === 1
        ? nodeLabel(ctx.node)
        : `${nodeLabel(ctx.node)}: #${i + 1}`;
    return column(ctx.node, 'number', optionKey(ctx.node.id, option), label, { optionId: option.id });
  });
}

export function scoreCells(answer: ScoresAnswer, ctx: AnswerContext<unknown>): Record<string, CellValue> {
  return Object.fromEntries(
    choicesOf(ctx).map((option) => [optionKey(ctx.node.id, option), answer[option.id] ?? null]),
  );
}

/** `scoreCells` by slot: one per choice. */
export function scoreWriter(ctx: AnswerContext<unknown>): CellWriter<ScoresAnswer> {
  const ids = choicesOf(ctx).map((option) => option.id);
  return (answer, out, at) => {
    for (let slot = 0; slot < ids.length; slot++) out[at + slot] = answer[ids[slot]!] ?? null;
  };
}

export function scoreNumbers(answer: ScoresAnswer): number[] {
  return Object.values(answer);
}

/** `toCells` read back: a number per option; all empty is no answer. */
export const scoresFromCells = cellsReader<unknown, ScoresAnswer>((cells, ctx) => {
  const answer: ScoresAnswer = {};
  for (const option of choicesOf(ctx)) {
    const value = numberCell(cells, optionKey(ctx.node.id, option));
    if (value !== undefined) answer[option.id] = value;
  }
  return nonEmpty(answer);
});
