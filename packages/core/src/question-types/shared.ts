import { NodeAttribute, NodeModel, OptionType, type OptionTypeValue } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { TitleKind } from '../model/titles.ts';
import { toPlainText } from '../rich-text/to-plain-text.ts';
import type { AnalysisColumn, AnswerContext, AnswerIssue, AnswerIssueCode } from './define.ts';

/** What most question types share; modules spread it and override. */
export const QUESTION_DEFAULTS = {
  model: NodeModel.Question,
  hasCode: true,
  isContainer: false,
  defaultSubType: 0,
  subTypes: [0],
  defaultAttribute: NodeAttribute.Normal,
  newTitle: 'question' as TitleKind,
  extraDefaultOptions: [],
  optionTitle: (type: OptionTypeValue): TitleKind =>
    type === OptionType.SubQuestion ? 'subQuestion' : 'option',
} as const;

export function answerIssue(code: AnswerIssueCode, path: AnswerIssue['path'], message: string): AnswerIssue {
  return { code, path, message };
}

/** Answer choices: type 1 options that are not group headers. */
/**
 * Derived lists by options array: reports convert every answer of every response through one
 * context per question (core's `cellsConverter`), so filtering the options per answer would be
 * repeated millions of times. Frozen, so a caller that sorted one in place would fail loudly.
 */
const choicesMemo = new WeakMap<readonly OptionRecord[], OptionRecord[]>();
const subQuestionsMemo = new WeakMap<readonly OptionRecord[], OptionRecord[]>();
const choiceByIdMemo = new WeakMap<readonly OptionRecord[], Map<number, OptionRecord>>();

function memoised<T>(
  memo: WeakMap<readonly OptionRecord[], T>,
  options: readonly OptionRecord[],
  make: () => T,
): T {
  let value = memo.get(options);
  if (value === undefined) {
    value = make();
    memo.set(options, value);
  }
  return value;
}

export function choicesOf(ctx: AnswerContext<unknown>): OptionRecord[] {
  return memoised(choicesMemo, ctx.options, () =>
    Object.freeze(ctx.options.filter((option) => option.type === OptionType.Option && !option.isGroup)),
  ) as OptionRecord[];
}

export function subQuestionsOf(ctx: AnswerContext<unknown>): OptionRecord[] {
  return memoised(subQuestionsMemo, ctx.options, () =>
    Object.freeze(ctx.options.filter((option) => option.type === OptionType.SubQuestion && !option.isGroup)),
  ) as OptionRecord[];
}

/** The answer choices by id (`byId(choicesOf(ctx))`, made once per options array). */
export function choiceById(ctx: AnswerContext<unknown>): ReadonlyMap<number, OptionRecord> {
  return memoised(choiceByIdMemo, ctx.options, () => byId(choicesOf(ctx)));
}

export function byId(options: readonly OptionRecord[]): Map<number, OptionRecord> {
  return new Map(options.map((option) => [option.id, option]));
}

export function columnKey(nodeId: number, ...parts: (string | number)[]): string {
  return parts.length === 0 ? `n${nodeId}` : `n${nodeId}_${parts.join('_')}`;
}

export function optionKey(nodeId: number, option: OptionRecord, ...rest: (string | number)[]): string {
  return columnKey(nodeId, `o${option.id}`, ...rest);
}

export function nodeLabel(node: NodeRecord): string {
  return [node.code, toPlainText(node.title)].filter(Boolean).join(' ');
}

export function optionLabel(node: NodeRecord, option: OptionRecord, suffix = ''): string {
  return `${nodeLabel(node)}: ${toPlainText(option.title)}${suffix}`;
}

/** The number an option stands for in data: its code when numeric, else its 1-based position. */
export function optionValue(option: OptionRecord): number {
  return option.code !== null && /^\d+$/.test(option.code) ? Number(option.code) : option.position + 1;
}

export function categoriesOf(options: readonly OptionRecord[]): { value: number; label: string }[] {
  return options.map((option) => ({ value: optionValue(option), label: toPlainText(option.title) }));
}

export function column(
  node: NodeRecord,
  kind: AnalysisColumn['kind'],
  key: string,
  label: string,
  extra: Partial<AnalysisColumn> = {},
): AnalysisColumn {
  return { key, label, kind, nodeId: node.id, ...extra };
}

/** Count limits where 0 (or null) means "no limit". */
export function checkCount(count: number, min: number | null, max: number | null, path: AnswerIssue['path']) {
  const issues: AnswerIssue[] = [];
  if (min && count < min) issues.push(answerIssue('too_few', path, `choose at least ${min}`));
  if (max && count > max) issues.push(answerIssue('too_many', path, `choose at most ${max}`));
  return issues;
}

export function checkRange(value: number, min: number | null, max: number | null, path: AnswerIssue['path']) {
  const tooLow = min !== null && value < min;
  const tooHigh = max !== null && value > max;
  return tooLow || tooHigh ? [answerIssue('out_of_range', path, `must be between ${min} and ${max}`)] : [];
}

/** Every key of an id-keyed answer must name one of `allowed`. */
export function checkKeys(
  record: Record<string, unknown>,
  allowed: ReadonlyMap<number, OptionRecord>,
): AnswerIssue[] {
  return Object.keys(record)
    .filter((key) => !allowed.has(Number(key)))
    .map((key) => answerIssue('unknown_option', [key], `option ${key} is not part of this question`));
}

export function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}

export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}
