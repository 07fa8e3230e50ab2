/** The survey's language: titles created by core are written in it. */
export type Lang = 'zh' | 'en';

/** A display text in both interface languages. */
export interface Bilingual {
  zh: string;
  en: string;
}
