import { type ErrorCode, errorMessage, type Lang, SUCCESS_CODE } from '@cairn/contract';

export function ok<T>(data: T, lang: Lang = 'zh') {
  return { code: SUCCESS_CODE, message: errorMessage(SUCCESS_CODE, lang), data };
}

export function fail(code: ErrorCode, lang: Lang, detail?: string, data: unknown = null) {
  return { code, message: errorMessage(code, lang, detail), data };
}
