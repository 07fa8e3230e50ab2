import { MAX_CODE_PREFIX_LENGTH, MAX_QUESTION_CODE_LENGTH } from '../model/limits.ts';

/**
 * Code formats (A0103): question codes start with a letter, then letters, digits, `.` or `_`,
 * at most 20 characters; option codes are positive integers; option groups are G + a number;
 * the automatic-coding prefix follows the question rule in at most 5 characters.
 */
const QUESTION_CODE = new RegExp(`^[A-Za-z][A-Za-z0-9._]{0,${MAX_QUESTION_CODE_LENGTH - 1}}$`);
const OPTION_CODE = /^[1-9]\d{0,8}$/;
const OPTION_GROUP_CODE = /^G[1-9]\d{0,8}$/;
const CODE_PREFIX = new RegExp(`^[A-Za-z][A-Za-z0-9._]{0,${MAX_CODE_PREFIX_LENGTH - 1}}$`);

export function isValidQuestionCode(code: string): boolean {
  return QUESTION_CODE.test(code);
}

export function isValidOptionCode(code: string): boolean {
  return OPTION_CODE.test(code);
}

export function isValidOptionGroupCode(code: string): boolean {
  return OPTION_GROUP_CODE.test(code);
}

export function isValidCodePrefix(prefix: string): boolean {
  return CODE_PREFIX.test(prefix);
}

/**
 * What the prefix input keeps as the author types (spec doc 1 §5): Chinese characters,
 * punctuation and leading non-letters go; the result is cut to 5 characters.
 */
export function cleanCodePrefix(typed: string): string {
  return typed
    .replace(/[^A-Za-z0-9._]/g, '')
    .replace(/^[^A-Za-z]+/, '')
    .slice(0, MAX_CODE_PREFIX_LENGTH);
}
