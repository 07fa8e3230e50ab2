export type Lang = 'zh' | 'en';

/**
 * The interface language for an Accept-Language header or a browser language: English when the
 * first preferred language is English (`en`, `en-US`, ...), Chinese otherwise (spec doc 1 §1).
 */
export function pickLang(preferred: string | null | undefined): Lang {
  const first = (preferred ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
}
