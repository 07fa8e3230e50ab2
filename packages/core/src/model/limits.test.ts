import { describe, expect, it } from 'vitest';
import { canCreateSurvey, MAX_QUESTIONS_PER_SURVEY, MAX_SURVEYS_FREE_ACCOUNT } from './limits.ts';
import { defaultTitle } from './titles.ts';

describe('limits', () => {
  it('are the agreed numbers', () => {
    expect(MAX_QUESTIONS_PER_SURVEY).toBe(1000);
    expect(MAX_SURVEYS_FREE_ACCOUNT).toBe(200);
  });

  it('let a free account own up to 200 surveys, an enterprise one any number', () => {
    expect(canCreateSurvey(199, false)).toBe(true);
    expect(canCreateSurvey(200, false)).toBe(false);
    expect(canCreateSurvey(5000, true)).toBe(true);
  });
});

describe('default titles', () => {
  it('follow the spec in Chinese and read naturally in English', () => {
    expect(
      ['question', 'option', 'group', 'firstGroup', 'page', 'subQuestion', 'imageList', 'textList'].map(
        (kind) => defaultTitle(kind as Parameters<typeof defaultTitle>[0], 2, 'zh'),
      ),
    ).toEqual([
      '点击编写问题文本',
      '选项-2',
      '分组-2',
      '分组1',
      'Page-2',
      '子问题-2',
      '图片列表-2',
      '文本列表-2',
    ]);
    expect(defaultTitle('option', 2, 'en')).toBe('Option 2');
    expect(defaultTitle('subQuestion', 1, 'en')).toBe('Sub-question 1');
  });
});
