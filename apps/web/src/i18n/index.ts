import type { Lang } from '@cairn/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, LANG_STORAGE_KEY, resolveInitialLang, toLang } from './language.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

function readStoredLang(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

const initialLang = resolveInitialLang(readStoredLang(), navigator.language);

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: initialLang,
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = htmlLangOf(initialLang);

/** The current UI language (`zh` or `en`), as the API client sends it in Accept-Language. */
export function currentLang(): Lang {
  return toLang(i18n.language);
}

/** Switches the UI language and remembers the choice. */
export async function changeLang(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode may block storage; the switch still applies to this page.
  }
  await i18n.changeLanguage(lang);
  document.documentElement.lang = htmlLangOf(lang);
}

export { i18n };
