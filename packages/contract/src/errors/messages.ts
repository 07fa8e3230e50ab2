import type { Lang } from '../lang.ts';
import { type ErrorCode, errorCatalogue } from './catalogue.ts';

/** The catalogue message for a code in a language, with an optional detail appended. */
export function errorMessage(code: ErrorCode, lang: Lang, detail?: string): string {
  const base = errorCatalogue[code][lang];
  return detail ? `${base}${lang === 'zh' ? '：' : ': '}${detail}` : base;
}
