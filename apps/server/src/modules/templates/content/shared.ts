import { QuestionType } from '@cairn/core';
import { t } from '../../question-library/system/define.ts';
import type { TemplateQuestion } from '../define.ts';

export { t };

export const AGREE_SCALE = [
  t('非常不同意', 'Strongly disagree'),
  t('不同意', 'Disagree'),
  t('一般', 'Neither agree nor disagree'),
  t('同意', 'Agree'),
  t('非常同意', 'Strongly agree'),
];

export const SATISFACTION_SCALE = [
  t('非常不满意', 'Very dissatisfied'),
  t('不满意', 'Dissatisfied'),
  t('一般', 'Neutral'),
  t('满意', 'Satisfied'),
  t('非常满意', 'Very satisfied'),
];

/** An optional open question for comments. */
export function openComment(zh: string, en: string): TemplateQuestion {
  return { type: QuestionType.OpenText, title: t(zh, en), setting: { required: false, size: 2, max: 1000 } };
}

/** A 0–10 recommendation question in the NPS form. */
export function recommend(zh: string, en: string): TemplateQuestion {
  return {
    type: QuestionType.Nps,
    title: t(zh, en),
    setting: { min: 0, max: 10 },
    options: [t('完全不可能', 'Not at all likely'), t('一般', 'Neutral'), t('非常可能', 'Extremely likely')],
  };
}
