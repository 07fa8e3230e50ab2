import { InputFormat } from '../model/enums.ts';
import type { AnswerIssue } from './define.ts';
import { answerIssue, checkRange } from './shared.ts';

/** Input formats of open text, form fields and table cells (spec doc 1 §3). */
const PATTERNS: Record<number, RegExp> = {
  [InputFormat.Integer]: /^-?\d+$/,
  [InputFormat.Number]: /^-?\d+(\.\d+)?$/,
  [InputFormat.Mobile]: /^\+?\d{6,20}$/,
  [InputFormat.Email]: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  [InputFormat.Letter]: /^[A-Za-z\s]+$/,
  [InputFormat.Chinese]: /^[\u3400-\u4dbf\u4e00-\u9fff\s]+$/,
};

export function isNumericFormat(format: number): boolean {
  return format === InputFormat.Integer || format === InputFormat.Number;
}

/**
 * A typed value against its format and limits: numeric formats limit the value, the others the
 * length. Phone numbers are compared without spaces and dashes, as people type them.
 */
export function checkTypedValue(
  value: string,
  rule: { format: number; min?: number | null; max?: number | null },
  path: AnswerIssue['path'],
): AnswerIssue[] {
  const text = rule.format === InputFormat.Mobile ? value.replace(/[\s-]/g, '') : value.trim();
  const pattern = PATTERNS[rule.format];
  if (pattern && !pattern.test(text)) return [answerIssue('format', path, 'wrong format')];
  const min = rule.min ?? null;
  const max = rule.max ?? null;
  if (isNumericFormat(rule.format)) return checkRange(Number(text), min, max, path);
  const length = [...value].length;
  if (min !== null && length < min) return [answerIssue('too_few', path, `at least ${min} characters`)];
  if (max !== null && length > max) return [answerIssue('too_many', path, `at most ${max} characters`)];
  return [];
}
