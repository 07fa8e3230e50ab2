import { EVALUATE_TEMPLATES, type Lang } from '@cairn/core';
import { editorEn } from '../../../i18n/locales/editor.en.ts';
import { type EditorMessages, editorZh } from '../../../i18n/locales/editor.zh.ts';

/**
 * Numeric settings that are really enumerations (formats, layouts, levels): zod only says "an
 * integer", so the designer lists the values the renderers know (survey-ui) and names them.
 */
export interface SettingChoice {
  value: number | string;
  label: Record<Lang, string>;
}

type ChoiceGroup = keyof EditorMessages['choices'];

const LOCALES: Record<Lang, EditorMessages> = { zh: editorZh, en: editorEn };

/** The values of one named group, in the order the locale lists them. */
export function choiceGroup(group: ChoiceGroup): SettingChoice[] {
  const names = editorZh.choices[group] as Record<number, string>;
  return Object.keys(names).map((value) => ({
    value: Number(value),
    label: {
      zh: (LOCALES.zh.choices[group] as Record<string, string>)[value] ?? value,
      en: (LOCALES.en.choices[group] as Record<string, string>)[value] ?? value,
    },
  }));
}

/** `type-key.setting` first, then the bare setting key for every type. */
const GROUPS: Record<string, ChoiceGroup> = {
  layout: 'layout',
  'open-text.format': 'inputFormat',
  'open-text.size': 'inputSize',
  'date.format': 'dateFormat',
  'time.format': 'timeFormat',
  'rate.format': 'scaleIcon',
  'evaluate.format': 'scaleIcon',
  'image-drag.format': 'imageDragFormat',
  'city.level': 'cityLevel',
};

export function choicesFor(typeKey: string, key: string): SettingChoice[] | undefined {
  if (typeKey === 'evaluate' && key === 'template')
    return EVALUATE_TEMPLATES.map((template) => ({ value: template.key, label: template.name }));
  const group = GROUPS[`${typeKey}.${key}`] ?? GROUPS[key];
  return group ? choiceGroup(group) : undefined;
}
