import type { Lang } from '@cairn/core';
import { editorEn } from '../../../i18n/locales/editor.en.ts';
import { type EditorMessages, editorZh } from '../../../i18n/locales/editor.zh.ts';

export interface SettingText {
  label: string;
  help: string;
}

const LOCALES: Record<Lang, EditorMessages> = { zh: editorZh, en: editorEn };

/**
 * A setting's label and help in a language: the type's own wording where a key means something
 * else for it (min/max of a slider are values, of a multiple choice counts), else the common one.
 * Undefined only for a key nobody named, which the labels test forbids.
 */
export function settingText(lang: Lang, typeKey: string, key: string): SettingText | undefined {
  const { common, byType } = LOCALES[lang].settings;
  const own = (byType as Record<string, Record<string, SettingText> | undefined>)[typeKey]?.[key];
  return own ?? (common as Record<string, SettingText | undefined>)[key];
}

/** Never blank on screen: the key itself if a label were missing. */
export function settingLabel(lang: Lang, typeKey: string, key: string): SettingText {
  return settingText(lang, typeKey, key) ?? { label: key, help: '' };
}
