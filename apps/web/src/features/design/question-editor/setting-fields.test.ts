import { QUESTION_TYPES, settingSchemaOf } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { editorZh } from '../../../i18n/locales/editor.zh.ts';
import { commitNumberText } from './number-input-rules.ts';
import { settingFieldsOf } from './setting-fields.ts';
import { settingText } from './setting-labels.ts';

const typeByKey = (key: string) => {
  const found = QUESTION_TYPES.find((definition) => definition.key === key);
  if (!found) throw new Error(key);
  return found;
};
const field = (typeKey: string, key: string) => {
  const found = settingFieldsOf(typeByKey(typeKey)).find((each) => each.key === key);
  if (!found) throw new Error(`${typeKey}.${key}`);
  return found;
};

describe('settingFieldsOf', () => {
  it('gives every type a form covering every key of its schema', () => {
    for (const definition of QUESTION_TYPES) {
      const fields = settingFieldsOf(definition);
      const keys = Object.keys(definition.defaultSetting() as object);
      // Every default key has a field (optional keys like heatmap min/max may come on top).
      for (const key of keys)
        expect(
          fields.map((each) => each.key),
          definition.key,
        ).toContain(key);
      for (const each of fields) expect(each.kind, `${definition.key}.${each.key}`).toBeTruthy();
    }
  });

  it('maps booleans to switches, numbers to number inputs, enumerations to selects, strings to inputs', () => {
    expect(field('matrix', 'is_flip').kind).toBe('switch');
    expect(field('single-choice', 'column').kind).toBe('number');
    expect(field('single-choice', 'layout').kind).toBe('select');
    expect(field('open-text', 'format').kind).toBe('select');
    expect(field('open-text', 'suffix').kind).toBe('text');
    expect(field('rate', 'tags').kind).toBe('tags');
    expect(field('heatmap', 'background_color').kind).toBe('color');
    expect(field('canvas-image', 'regions').kind).toBe('regions');
    expect(field('canvas-image', 'image').kind).toBe('image');
    expect(field('heatmap', 'image').kind).toBe('image');
    expect(field('date', 'start_time').kind).toBe('date');
    expect(field('time', 'end_time').kind).toBe('time');
    expect(field('loop', 'mode').kind).toBe('loop');
    expect(field('evaluate', 'template').choices?.map((choice) => choice.value)).toEqual([
      'custom',
      'catering',
      'hotel',
    ]);
  });

  it('gives every select value a name in both languages', () => {
    for (const definition of QUESTION_TYPES)
      for (const each of settingFieldsOf(definition))
        for (const choice of each.choices ?? []) {
          expect(choice.label.zh, `${definition.key}.${each.key}`).toBeTruthy();
          expect(choice.label.en, `${definition.key}.${each.key}`).toBeTruthy();
        }
  });

  it('offers as select values only what the schema accepts, the default included', () => {
    for (const definition of QUESTION_TYPES) {
      const defaults = definition.defaultSetting() as Record<string, unknown>;
      for (const each of settingFieldsOf(definition)) {
        if (!each.choices) continue;
        expect(
          each.choices.map((choice) => choice.value),
          `${definition.key}.${each.key}`,
        ).toContain(defaults[each.key]);
        for (const choice of each.choices) {
          const parsed = settingSchemaOf(definition).safeParse({ ...defaults, [each.key]: choice.value });
          expect(parsed.success, `${definition.key}.${each.key}=${choice.value}`).toBe(true);
        }
      }
    }
  });

  it('derives number rules from the schema: whole numbers, bounds, negatives', () => {
    const column = field('single-choice', 'column').rules?.({}) ?? { decimals: -1 };
    expect(column).toMatchObject({ decimals: 0, min: 1, max: 10 });
    const step = field('slider', 'step').rules?.({}) ?? { decimals: -1 };
    expect(step.decimals).toBe(2);
    expect(step.min).toBeCloseTo(0.01);
    const sliderMin = field('slider', 'min').rules?.({}) ?? { decimals: -1 };
    expect(sliderMin.min).toBeUndefined();
    expect(commitNumberText('-3', sliderMin)).toBe(-3);
    expect(field('city', 'level').kind).toBe('select');
    expect(field('time', 'minute_step').rules?.({})).toMatchObject({ min: 1, max: 60, decimals: 0 });
  });

  it('lets open text limits follow the input format', () => {
    const rules = field('open-text', 'min').rules;
    expect(rules?.({ format: 0 })).toMatchObject({ min: 0, decimals: 0 });
    expect(rules?.({ format: 2 }).min).toBeUndefined();
    expect(rules?.({ format: 2 }).decimals).toBe(2);
    expect(field('open-text', 'min').nullable).toBe(true);
  });

  it('accepts every default value within its number rules', () => {
    for (const definition of QUESTION_TYPES) {
      const defaults = definition.defaultSetting() as Record<string, unknown>;
      for (const each of settingFieldsOf(definition)) {
        const value = defaults[each.key];
        if (each.kind !== 'number' || typeof value !== 'number') continue;
        expect(commitNumberText(String(value), each.rules?.(defaults) ?? { decimals: 2 })).toBe(value);
      }
    }
  });
});

describe('setting labels', () => {
  it('names and explains every key of every type in Chinese and English', () => {
    for (const definition of QUESTION_TYPES)
      for (const each of settingFieldsOf(definition))
        for (const lang of ['zh', 'en'] as const) {
          const text = settingText(lang, definition.key, each.key);
          expect(text?.label, `${lang} ${definition.key}.${each.key}`).toBeTruthy();
          expect(text?.help, `${lang} ${definition.key}.${each.key}`).toBeTruthy();
        }
  });

  it('uses a type’s own wording where a key means something else', () => {
    expect(settingText('en', 'slider', 'min')?.label).toBe('Minimum');
    expect(settingText('en', 'multiple-choice', 'min')?.label).toBe('Choose at least');
    expect(settingText('zh', 'countdown', 'time')?.label).toBe('倒计时（秒）');
  });

  it('has no wording for a type or key that does not exist', () => {
    const all = new Set(
      QUESTION_TYPES.flatMap((definition) => settingFieldsOf(definition).map((each) => each.key)),
    );
    expect(Object.keys(editorZh.settings.common).filter((key) => !all.has(key))).toEqual([]);
    for (const [typeKey, keys] of Object.entries(editorZh.settings.byType)) {
      const own = settingFieldsOf(typeByKey(typeKey)).map((each) => each.key);
      for (const key of Object.keys(keys)) expect(own, `${typeKey}.${key}`).toContain(key);
    }
  });
});
