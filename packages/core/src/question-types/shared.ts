import { z } from 'zod';
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

export const ZId = z.number().int();
/** Answers keyed by option id: JSON object keys are strings. */
export const ZIdKey = z.string().regex(/^\d+$/);

export function answerIssue(code: AnswerIssueCode, path: AnswerIssue['path'], message: string): AnswerIssue {
  return { code, path, message };
}

/** Answer choices: type 1 options that are not group headers. */
export function choicesOf(ctx: AnswerContext<unknown>): OptionRecord[] {
  return ctx.options.filter((option) => option.type === OptionType.Option && !option.isGroup);
}

export function subQuestionsOf(ctx: AnswerContext<unknown>): OptionRecord[] {
  return ctx.options.filter((option) => option.type === OptionType.SubQuestion && !option.isGroup);
}

export function byId(options: readonly OptionRecord[]): Map<number, OptionRecord> {
  return new Map(options.map((option) => [option.id, option]));
}

export function columnKey(nodeId: number, ...parts: (string | number)[]): string {
  return [`n${nodeId}`, ...parts].join('_');
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
  allowed: Map<number, OptionRecord>,
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
