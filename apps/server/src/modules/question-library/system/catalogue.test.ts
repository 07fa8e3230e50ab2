import { SYSTEM_CATEGORY_KEYS, ZSystemQuestionKey } from '@cairn/contract';
import {
  checkTreeInvariants,
  createDesignTree,
  findQuestionType,
  InputFormat,
  insertSnapshots,
  type Lang,
  QuestionType,
  settingSchemaOf,
} from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { findSystemQuestion, SYSTEM_CATEGORY_NAMES, SYSTEM_QUESTIONS, systemQuestions } from './catalogue.ts';

const HAN = /[\u4e00-\u9fff]/;
const LANGS: Lang[] = ['zh', 'en'];

describe('system questions', () => {
  it('offer at least 15 questions in every category, with unique keys', () => {
    expect(SYSTEM_QUESTIONS.length).toBeGreaterThanOrEqual(15);
    const keys = SYSTEM_QUESTIONS.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(ZSystemQuestionKey.safeParse(key).success, key).toBe(true);
    for (const category of SYSTEM_CATEGORY_KEYS) {
      expect(
        SYSTEM_QUESTIONS.some((q) => q.category === category),
        category,
      ).toBe(true);
      expect(HAN.test(SYSTEM_CATEGORY_NAMES[category].zh)).toBe(true);
    }
  });

  it('have settings their question types accept, in both languages', () => {
    for (const lang of LANGS) {
      for (const { key, snapshot } of systemQuestions(lang)) {
        const definition = findQuestionType(snapshot.type)!;
        expect(settingSchemaOf(definition).safeParse(snapshot.setting).success, key).toBe(true);
        expect(definition.subTypes, key).toContain(snapshot.subType);
      }
    }
  });

  it('are written in the caller’s language, the same questions and options in each', () => {
    const zh = systemQuestions('zh');
    const en = systemQuestions('en');
    expect(en.map((q) => q.key)).toEqual(zh.map((q) => q.key));
    zh.forEach((q, i) => {
      const other = en[i]!;
      expect(HAN.test(q.snapshot.title), q.key).toBe(true);
      expect(HAN.test(other.snapshot.title), q.key).toBe(false);
      expect(other.snapshot.options.map((o) => [o.type, o.code])).toEqual(
        q.snapshot.options.map((o) => [o.type, o.code]),
      );
      for (const option of [...q.snapshot.options, ...other.snapshot.options])
        expect(option.title.trim(), q.key).not.toBe('');
      for (const option of other.snapshot.options) expect(HAN.test(option.title), `${q.key} en`).toBe(false);
    });
  });

  it('insert together into a survey as healthy questions', () => {
    for (const lang of LANGS) {
      const tree = createDesignTree(1, { nodes: [], options: [] });
      let id = 1;
      const ctx = { nextId: () => id++, lang, now: () => '2025-01-01T00:00:00.000Z' };
      const snapshots = systemQuestions(lang).map((q) => q.snapshot);
      const result = insertSnapshots(tree, { snapshots }, ctx);
      expect(result.ok).toBe(true);
      if (result.ok) expect(checkTreeInvariants(result.tree)).toEqual([]);
    }
  });

  it('hold the real content the categories promise', () => {
    expect(findSystemQuestion('gender', 'zh')!.snapshot.options.map((o) => o.title)).toEqual([
      '男',
      '女',
      '不愿透露',
    ]);
    const nps = findSystemQuestion('nps-recommend', 'en')!.snapshot;
    expect(nps).toMatchObject({ type: QuestionType.Nps, setting: { min: 0, max: 10 } });
    const rating = findSystemQuestion('overall-satisfaction', 'en')!.snapshot;
    expect(rating.setting).toMatchObject({
      min: 1,
      max: 5,
      tags: expect.arrayContaining(['Very satisfied']),
    });
    const matrix = findSystemQuestion('service-aspects', 'zh')!.snapshot;
    expect(matrix.options.filter((o) => o.type === 2).map((o) => o.title)).toContain('响应速度');
    const form = findSystemQuestion('contact-info', 'zh')!.snapshot;
    expect(form.options.map((o) => o.setting.format)).toEqual([
      InputFormat.None,
      InputFormat.Mobile,
      InputFormat.Email,
    ]);
    expect(findSystemQuestion('service-evaluation', 'zh')!.snapshot.options).toHaveLength(5);
    expect(findSystemQuestion('nope', 'zh')).toBeUndefined();
  });
});
