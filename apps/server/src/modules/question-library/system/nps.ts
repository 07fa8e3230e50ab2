import { QuestionType } from '@cairn/core';
import { type SystemQuestion, t } from './define.ts';

/** Net Promoter Score: the 0–10 recommendation and the open follow-up that explains it. */
export const nps: SystemQuestion[] = [
  {
    key: 'nps-recommend',
    category: 'nps',
    type: QuestionType.Nps,
    title: t(
      '您有多大可能向朋友或同事推荐我们的产品/服务？',
      'How likely are you to recommend our product or service to a friend or colleague?',
    ),
    setting: { min: 0, max: 10 },
    // The NPS options are the scale's anchor labels: left, middle, right.
    options: [t('完全不可能', 'Not at all likely'), t('一般', 'Neutral'), t('非常可能', 'Extremely likely')],
  },
  {
    key: 'nps-reason',
    category: 'nps',
    type: QuestionType.OpenText,
    title: t('您给出这个分数的主要原因是什么？', 'What is the main reason for your score?'),
    setting: { required: false, size: 2, max: 500 },
  },
];
