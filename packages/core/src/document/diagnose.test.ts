import { describe, expect, it } from 'vitest';
import type { LogicRule } from '../logic/schema.ts';
import { QuestionType } from '../model/enums.ts';
import { diagnoseSurvey } from './diagnose.ts';
import type { DiagnosisContext, ImageVerdict } from './diagnosis-types.ts';
import { aDocument, aNode, anOption } from './document-fixtures.ts';
import { imageRefsOf } from './image-refs.ts';
import { createWordMatcher } from './word-matcher.ts';

const ctx = (extra: Partial<DiagnosisContext> = {}): DiagnosisContext => ({
  lang: 'en',
  words: createWordMatcher(['casino', '赌博']),
  images: new Map(),
  authorHasMobile: true,
  ...extra,
});
const group = aNode(1, { model: 2, type: 0, code: null, title: 'Group 1' });
const choice = (id: number, init = {}) => aNode(id, { parentId: 1, position: id, ...init });
const typesOf = (items: { type: number }[]) => items.map((i) => i.type);

describe('diagnoseSurvey', () => {
  it('passes a complete survey', () => {
    expect(diagnoseSurvey(aDocument([group, choice(2)], [anOption(10, 2)]), ctx())).toEqual([]);
  });

  it('1: no questions (a text block alone does not count)', () => {
    const text = choice(2, { type: QuestionType.Text, code: null });
    const items = diagnoseSurvey(aDocument([group, text]), ctx());
    expect(items).toEqual([
      { type: 1, nodeId: null, code: '', title: '', message: 'The survey has no questions yet' },
    ]);
  });

  it('2: a choice without options, a matrix without rows, an image choice without images', () => {
    const matrix = choice(3, { type: QuestionType.Matrix, title: '<b>Rate</b> these' });
    const image = choice(4, { type: QuestionType.ImageChoice });
    const items = diagnoseSurvey(aDocument([group, choice(2), matrix, image], [anOption(10, 3)]), ctx());
    expect(items).toEqual([
      { type: 2, nodeId: 2, code: 'Q2', title: 'Question 2', message: 'has no options' },
      { type: 2, nodeId: 3, code: 'Q3', title: 'Rate these', message: 'has no rows (sub-questions)' },
      { type: 2, nodeId: 4, code: 'Q4', title: 'Question 4', message: 'has no image options' },
    ]);
  });

  it('2: settings a design edit refuses today, and sub-questions a type does not read (issue 18/14)', () => {
    const rating = choice(2, { type: QuestionType.Rate, setting: { min: 7, max: 3 } });
    const nps = choice(3, { type: QuestionType.Nps, setting: { min: 0, max: 100 } });
    const fine = choice(4, { type: QuestionType.Rate, setting: { min: 0, max: 10 } });
    const options = [anOption(10, 2), anOption(11, 2, { type: 2 }), anOption(12, 3), anOption(13, 4)];
    const items = diagnoseSurvey(aDocument([group, rating, nps, fine], options), ctx());
    expect(items).toEqual([
      {
        type: 2,
        nodeId: 2,
        code: 'Q2',
        title: 'Question 2',
        message: 'has settings that cannot work (max); change them in the question settings',
      },
      {
        type: 2,
        nodeId: 2,
        code: 'Q2',
        title: 'Question 2',
        message: 'has sub-questions its type does not use; remove them',
      },
      {
        type: 2,
        nodeId: 3,
        code: 'Q3',
        title: 'Question 3',
        message: 'has settings that cannot work (max); change them in the question settings',
      },
    ]);
  });

  it('3: sensitive words anywhere, one item per question naming the words (zh)', () => {
    const doc = aDocument(
      [group, choice(2, { title: '你喜欢赌博吗' }), choice(3)],
      [anOption(10, 2), anOption(11, 3, { title: 'Casino night' })],
      { title: 'casino survey' },
    );
    const items = diagnoseSurvey(doc, ctx({ lang: 'zh' }));
    expect(items.map((i) => [i.type, i.nodeId, i.message])).toEqual([
      [3, null, '包含敏感词：casino'],
      [3, 2, '包含敏感词：赌博'],
      [3, 3, '包含敏感词：casino'],
    ]);
  });

  it('4: a paid feature without a bound mobile number; fine with one', () => {
    const doc = aDocument([group, choice(2)], [anOption(10, 2)], { settings: { reward: { amount: 1 } } });
    expect(typesOf(diagnoseSurvey(doc, ctx({ authorHasMobile: false })))).toEqual([4]);
    expect(diagnoseSurvey(doc, ctx({ authorHasMobile: true }))).toEqual([]);
  });

  it('5: a heatmap without its image, an image option without one, a stored image that is gone', () => {
    const heat = choice(2, { type: QuestionType.Heatmap, setting: { image: '' } });
    const image = choice(3, { type: QuestionType.ImageChoice });
    const q4 = choice(4, { title: 'Look <img src="k-gone">' });
    const doc = aDocument(
      [group, heat, image, q4],
      [anOption(10, 3, { image: 'k-ok', title: 'A' }), anOption(11, 3, { title: 'B' }), anOption(12, 4)],
    );
    const images = new Map<string, ImageVerdict>([
      ['k-ok', { status: 'ok' }],
      ['k-gone', { status: 'missing' }],
    ]);
    const items = diagnoseSurvey(doc, ctx({ images }));
    expect(items.map((i) => [i.type, i.nodeId, i.message])).toEqual([
      [5, 2, 'is missing an image'],
      [5, 3, 'option “B” is missing its image'],
      [5, 4, 'is missing an image'],
    ]);
  });

  it('6: an image that failed the check, on a question or on the survey look', () => {
    const doc = aDocument([group, choice(2)], [anOption(10, 2, { image: 'big' })], {
      settings: { logo: 'bad-logo' },
    });
    expect(imageRefsOf(doc)).toEqual([
      { ref: 'big', nodeId: 2 },
      { ref: 'bad-logo', nodeId: null },
    ]);
    const images = new Map<string, ImageVerdict>([
      ['big', { status: 'rejected', reason: 'larger than 10 MB' }],
      ['bad-logo', { status: 'rejected', reason: 'flagged by moderation' }],
    ]);
    expect(diagnoseSurvey(doc, ctx({ images })).map((i) => [i.type, i.nodeId, i.message])).toEqual([
      [6, null, 'has an image that failed the check: flagged by moderation'],
      [6, 2, 'has an image that failed the check: larger than 10 MB'],
    ]);
  });

  it('7: an empty branch path and an empty loop', () => {
    const branch = aNode(5, {
      model: 4,
      type: 0,
      code: null,
      position: 1,
      setting: { split: 1, name: 'Young' },
    });
    const loop = choice(3, { type: QuestionType.Loop, code: null });
    const items = diagnoseSurvey(aDocument([group, choice(2), loop, branch], [anOption(10, 2)]), ctx());
    expect(items.map((i) => [i.type, i.nodeId, i.message])).toEqual([
      [7, 3, 'the loop has nothing in it'],
      [7, 5, 'branch path “Young” has nothing in it'],
    ]);
  });

  it('8: a countdown or recorder without its duration', () => {
    const countdown = choice(3, { type: QuestionType.Countdown, code: null, setting: { time: 0 } });
    const recorder = choice(4, { type: QuestionType.Recorder, setting: { time: 60 } });
    const items = diagnoseSurvey(
      aDocument([group, choice(2), countdown, recorder], [anOption(10, 2)]),
      ctx(),
    );
    expect(items.map((i) => [i.type, i.nodeId])).toEqual([[8, 3]]);
  });

  it('9: logic jumping to a deleted question, a link to a deleted source', () => {
    const rule: LogicRule = {
      id: 1,
      type: 1,
      nodeId: 2,
      optionId: 0,
      model: 1,
      condition: {
        relation: 'and',
        nodes: [
          {
            nodeId: 2,
            optionType: 3,
            optionIds: [10],
            subId: null,
            value: null,
            value2: null,
            compare: null,
          },
        ],
      },
      target: { kind: 'node', nodeId: 99 },
    };
    const linked = choice(3, { joinId: 98 });
    const items = diagnoseSurvey(
      aDocument([group, choice(2), linked], [anOption(10, 2), anOption(11, 3)], { logic: [rule] }),
      ctx(),
    );
    expect(items.map((i) => [i.type, i.nodeId, i.message])).toEqual([
      [9, 2, 'has logic that refers to a deleted question or option'],
      [9, 3, 'is linked to a deleted question'],
    ]);
  });
});
