import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { MultipleAnswer, SingleAnswer } from './answer-schemas.ts';
import { cellsReader, flagCell, numberCell, optionOfValue, textCell } from './cells-read.ts';
import type { AnalysisColumn, AnswerContext, AnswerIssue, CellValue, CellWriter } from './define.ts';
import {
  answerIssue,
  categoriesOf,
  checkCount,
  choiceById,
  choicesOf,
  column,
  hasDuplicates,
  isBlank,
  nodeLabel,
  optionKey,
  optionLabel,
  optionValue,
} from './shared.ts';

/** Choice answers shared by single, multiple, dropdown, image and vote questions (shapes: answer-schemas.ts). */
export type { MultipleAnswer, SingleAnswer };

function checkOtherText(option: OptionRecord, text: string | undefined, path: AnswerIssue['path']) {
  if (text !== undefined && !option.other) return [answerIssue('invalid', path, 'this option takes no text')];
  if (option.other && option.required && (text === undefined || isBlank(text)))
    return [answerIssue('required', path, 'please specify')];
  return [];
}

export function validateSingle(answer: SingleAnswer, ctx: AnswerContext<unknown>): AnswerIssue[] {
  const option = choiceById(ctx).get(answer.optionId);
  if (!option) return [answerIssue('unknown_option', ['optionId'], 'not an option of this question')];
  return checkOtherText(option, answer.text, ['text']);
}

export function validateMultiple(
  answer: MultipleAnswer,
  ctx: AnswerContext<unknown>,
  limits: { min: number; max: number },
): AnswerIssue[] {
  const options = choiceById(ctx);
  if (hasDuplicates(answer.optionIds))
    return [answerIssue('invalid', ['optionIds'], 'an option is chosen twice')];
  const chosen = answer.optionIds.map((id) => options.get(id));
  const unknown = answer.optionIds.filter((_, i) => !chosen[i]);
  if (unknown.length > 0) return [answerIssue('unknown_option', ['optionIds'], `unknown options ${unknown}`)];
  const issues: AnswerIssue[] = [];
  // An exclusive option ("none of these") stands alone, so the count limits do not apply to it.
  if (chosen.some((option) => option?.exclusive)) {
    if (chosen.length > 1)
      issues.push(answerIssue('exclusive', ['optionIds'], 'an exclusive option stands alone'));
  } else {
    issues.push(...checkCount(chosen.length, limits.min, limits.max, ['optionIds']));
  }
  for (const key of Object.keys(answer.texts ?? {})) {
    if (!answer.optionIds.includes(Number(key)))
      issues.push(answerIssue('invalid', ['texts', key], 'text for an option that is not chosen'));
  }
  for (const option of chosen) {
    if (option) issues.push(...checkOtherText(option, answer.texts?.[option.id], ['texts', option.id]));
  }
  return issues;
}

function otherColumns(node: NodeRecord, options: OptionRecord[]): AnalysisColumn[] {
  return options
    .filter((option) => option.other)
    .map((option) =>
      column(node, 'text', optionKey(node.id, option, 'text'), optionLabel(node, option, ' (text)'), {
        optionId: option.id,
      }),
    );
}

export function singleColumns(ctx: AnswerContext<unknown>): AnalysisColumn[] {
  const options = choicesOf(ctx);
  const main = column(ctx.node, 'single', `n${ctx.node.id}`, nodeLabel(ctx.node), {
    categories: categoriesOf(options),
  });
  return [main, ...otherColumns(ctx.node, options)];
}

export function singleCells(answer: SingleAnswer, ctx: AnswerContext<unknown>): Record<string, CellValue> {
  const option = choiceById(ctx).get(answer.optionId);
  if (!option) return {};
  const cells: Record<string, CellValue> = { [`n${ctx.node.id}`]: optionValue(option) };
  if (option.other && answer.text !== undefined) cells[optionKey(ctx.node.id, option, 'text')] = answer.text;
  return cells;
}

/** `singleCells` by slot: the code at 0, then the texts of "other" options as `singleColumns` lists them. */
export function singleWriter(ctx: AnswerContext<unknown>): CellWriter<SingleAnswer> {
  const values = new Map<number, number>();
  const textSlots = new Map<number, number>();
  for (const option of choicesOf(ctx)) {
    values.set(option.id, optionValue(option));
    if (option.other) textSlots.set(option.id, textSlots.size + 1);
  }
  return (answer, out, at) => {
    const value = values.get(answer.optionId);
    if (value === undefined) return;
    out[at] = value;
    if (answer.text === undefined) return;
    const slot = textSlots.get(answer.optionId);
    if (slot !== undefined) out[at + slot] = answer.text;
  };
}

export function multipleColumns(ctx: AnswerContext<unknown>): AnalysisColumn[] {
  const options = choicesOf(ctx);
  const flags = options.map((option) =>
    column(ctx.node, 'multi-flag', optionKey(ctx.node.id, option), optionLabel(ctx.node, option), {
      optionId: option.id,
    }),
  );
  return [...flags, ...otherColumns(ctx.node, options)];
}

export function multipleCells(
  answer: MultipleAnswer,
  ctx: AnswerContext<unknown>,
): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  const chosen = new Set(answer.optionIds);
  for (const option of choicesOf(ctx)) {
    cells[optionKey(ctx.node.id, option)] = chosen.has(option.id) ? 1 : 0;
    const text = answer.texts?.[option.id];
    if (option.other && text !== undefined) cells[optionKey(ctx.node.id, option, 'text')] = text;
  }
  return cells;
}

/** `multipleCells` by slot: a flag per choice, then the texts of "other" options (`multipleColumns`). */
export function multipleWriter(ctx: AnswerContext<unknown>): CellWriter<MultipleAnswer> {
  const options = choicesOf(ctx);
  const count = options.length;
  const slotById = new Map(options.map((option, slot) => [option.id, slot]));
  const others = options.filter((option) => option.other).map((option) => option.id);
  return (answer, out, at) => {
    for (let slot = 0; slot < count; slot++) out[at + slot] = 0;
    // Without a list nothing is chosen, as `new Set(undefined)` is empty.
    for (const id of answer.optionIds ?? []) {
      const slot = slotById.get(id);
      if (slot !== undefined) out[at + slot] = 1;
    }
    const { texts } = answer;
    if (!texts) return;
    for (let k = 0; k < others.length; k++) {
      const text = texts[others[k]!];
      if (text !== undefined) out[at + count + k] = text;
    }
  };
}

export function chosenValues(optionIds: readonly number[], ctx: AnswerContext<unknown>): number[] {
  const options = choiceById(ctx);
  return optionIds.flatMap((id) => {
    const option = options.get(id);
    return option ? [optionValue(option)] : [];
  });
}

/** `toCells` read back: the chosen code in the question's column, an "other" text beside it. */
export const singleFromCells = cellsReader<unknown, SingleAnswer>((cells, ctx) => {
  const key = `n${ctx.node.id}`;
  const value = numberCell(cells, key);
  if (value === undefined) return undefined;
  const option = optionOfValue(choicesOf(ctx), value, key);
  const text = option.other ? textCell(cells, optionKey(ctx.node.id, option, 'text')) : undefined;
  return text === undefined ? { optionId: option.id } : { optionId: option.id, text };
});

/** `toCells` read back: a 0/1 flag per option; all flags empty is no answer. */
export const multipleFromCells = cellsReader<unknown, MultipleAnswer>((cells, ctx) => {
  const optionIds: number[] = [];
  const texts: Record<string, string> = {};
  let seen = false;
  for (const option of choicesOf(ctx)) {
    const flag = flagCell(cells, optionKey(ctx.node.id, option));
    seen ||= flag !== undefined;
    if (flag !== 1) continue;
    optionIds.push(option.id);
    const text = option.other ? textCell(cells, optionKey(ctx.node.id, option, 'text')) : undefined;
    if (text !== undefined) texts[option.id] = text;
  }
  if (!seen) return undefined;
  return Object.keys(texts).length > 0 ? { optionIds, texts } : { optionIds };
});
