import { type Lang, pickLang } from '@cairn/contract';

/** localStorage key of the language the user chose in the menu (overrides the browser's). */
export const LANG_STORAGE_KEY = 'lang';

function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}

/** The chosen language if any, else English for `en`/`en-*` browsers and Chinese otherwise. */
export function resolveInitialLang(
  stored: string | null | undefined,
  browserLanguage: string | undefined,
): Lang {
  return isLang(stored) ? stored : pickLang(browserLanguage);
}

/** The `<html lang>` value of a UI language. */
export function htmlLangOf(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}

export function toLang(value: string | undefined): Lang {
  return isLang(value) ? value : 'zh';
}
