import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NodeModel, QuestionType } from '../model/enums.ts';
import { EVALUATE_TEMPLATES, evaluateTemplateOptions } from './evaluate-templates.ts';
import { findQuestionType, QUESTION_TYPES } from './registry.ts';
import { settingSchemaOf } from './type-schemas.ts';

const HELPERS = new Set([
  'answer-engine',
  'answer-schemas',
  'answers',
  'answers-from-cells',
  'cells-read',
  'choice',
  'define',
  'drag',
  'evaluate-templates',
  'files',
  'input-format',
  'registry',
  'scores',
  'setting-rules',
  'shared',
  'type-schemas',
]);

const find = (type: number) => findQuestionType(type) ?? expect.unreachable(`no type ${type}`);

describe('question type registry', () => {
  it('has the 31 spec question types (1–29, 90, 91) and ours (30–33), each number and key once', () => {
    const numbers = QUESTION_TYPES.map((definition) => definition.type).sort((a, b) => a - b);
    const expected = [...Array.from({ length: 33 }, (_, i) => i + 1), 90, 91];
    expect(numbers).toEqual(expected);
    expect(new Set(QUESTION_TYPES.map((definition) => definition.key)).size).toBe(QUESTION_TYPES.length);
    expect(findQuestionType(QuestionType.Default)).toBeUndefined();
  });

  it('has one module per type, named by its key, and every module is registered', () => {
    const dir = import.meta.dirname;
    const modules = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .filter((name) => !HELPERS.has(name));
    expect(modules.sort()).toEqual(QUESTION_TYPES.map((definition) => definition.key).sort());
  });

  it('is the only place outside the enums that names type numbers', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          if (/case QuestionType\.|switch \(\w+\.type\)/.test(readFileSync(path, 'utf8')))
            offenders.push(path);
        }
      }
    };
    visit(root);
    expect(offenders).toEqual([]);
  });

  it('gives the spec default option counts', () => {
    const counts = Object.fromEntries(
      QUESTION_TYPES.map((definition) => [definition.type, definition.defaultOptionCount]),
    );
    const zero = [3, 23, 11, 21, 90, 8, 91, 29, 19, 20];
    for (const type of zero) expect(counts[type], `type ${type}`).toBe(0);
    expect(counts[QuestionType.Rate]).toBe(1);
    expect(counts[QuestionType.Slider]).toBe(1);
    expect(counts[QuestionType.Evaluate]).toBe(5);
    const others = [1, 2, 6, 7, 9, 10, 12, 14, 15, 16, 17, 18, 22, 24, 25, 26, 27, 28];
    for (const type of others) expect(counts[type], `type ${type}`).toBe(3);
  });

  it('gives codes to questions but not to pages, text, countdown or loops', () => {
    for (const type of [QuestionType.PageBreak, QuestionType.Text, QuestionType.Countdown, QuestionType.Loop])
      expect(find(type).hasCode).toBe(false);
    expect(QUESTION_TYPES.filter((definition) => definition.hasCode)).toHaveLength(31);
    expect(find(QuestionType.PageBreak).model).toBe(NodeModel.Page);
    expect(find(QuestionType.Loop).isContainer).toBe(true);
  });

  it('uses the spec default settings', () => {
    const setting = (type: number) => find(type).defaultSetting();
    const choice = { layout: 0, column: 1, min: 0, max: 0, mobile_column: 1, time: 30 };
    for (const type of [1, 2, 6]) expect(setting(type)).toMatchObject({ ...choice, required: true });
    expect(setting(3)).toMatchObject({
      suffix: '',
      size: 1,
      format: 0,
      min: null,
      max: null,
      is_unique: false,
      time: 60,
    });
    expect(setting(23)).toMatchObject({ format: 0, start_time: null, end_time: null });
    expect(setting(4)).toMatchObject({ format: 1, min: 1, max: 5, tags: [] });
    expect(setting(5)).toMatchObject({ template: 'custom', is_comment: true, is_tag: false });
    expect(setting(7)).toMatchObject({ min: 1, max: 10, value: 2 });
    expect(setting(13)).toMatchObject({
      min: 0,
      max: 10,
      step: 1,
      is_vertical: false,
      is_tip: false,
      is_stops: false,
    });
    expect(setting(10)).toMatchObject({ level: 1, placeholders: [] });
    expect(setting(11)).toMatchObject({ level: 2 });
    expect(setting(17)).toMatchObject({ sum: 100, min: 0, max: 100, unit: '' });
    expect(setting(26)).toMatchObject({ min: 0, max: 10 });
    expect(setting(27)).toMatchObject({ min: 1, max: 60, time: 60 });
    expect(setting(15)).toMatchObject({ min: 1, max: 10, file_size_limit: 50, file_suffix: [] });
    expect(setting(21)).toMatchObject({ image: '', background_color: '' });
    expect(setting(91)).toMatchObject({ auto_next: false });
    expect(setting(16)).toMatchObject({ time: 90, is_norepeat: false, is_sequence: false });
    expect(setting(14)).toMatchObject({ is_flip: false, same: false, same_error_times: 0, is_only: false });
    for (const type of [28, 29]) expect(setting(type)).toMatchObject({ ...choice, display_result: false });
  });

  it('makes every answerable question required, and each default setting parse with its schema', () => {
    for (const definition of QUESTION_TYPES) {
      const setting = definition.defaultSetting() as Record<string, unknown>;
      expect(settingSchemaOf(definition).safeParse(setting).success, definition.key).toBe(true);
      if (definition.answer && definition.type !== QuestionType.Script)
        expect(setting.required, definition.key).toBe(true);
      expect(definition.defaultSetting()).not.toBe(setting); // fresh objects
    }
  });

  it('has the three evaluate templates with five levels and preset tags in both languages', () => {
    expect(EVALUATE_TEMPLATES.map((template) => [template.key, template.format])).toEqual([
      ['custom', 1],
      ['catering', 3],
      ['hotel', 1],
    ]);
    for (const template of EVALUATE_TEMPLATES) {
      expect(template.levels.map((level) => level.title.en)).toEqual([
        'Very dissatisfied',
        'Dissatisfied',
        'Neutral',
        'Satisfied',
        'Very satisfied',
      ]);
      for (const level of template.levels) expect(level.tags.length).toBeGreaterThan(0);
    }
    expect(evaluateTemplateOptions('hotel', 'zh')[0]).toMatchObject({ title: '非常不满意' });
    expect(evaluateTemplateOptions('catering', 'en')[4]?.setting?.tags).toContain('Delicious');
  });
});
