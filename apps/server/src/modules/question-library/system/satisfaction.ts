import { MatrixSubType, QuestionType } from '@cairn/core';
import { type SystemQuestion, t } from './define.ts';

const FIVE_LEVELS = [
  t('非常不满意', 'Very dissatisfied'),
  t('不满意', 'Dissatisfied'),
  t('一般', 'Neutral'),
  t('满意', 'Satisfied'),
  t('非常满意', 'Very satisfied'),
];

/** How satisfied: overall rating, the evaluate levels, service aspects, what to improve. */
export const satisfaction: SystemQuestion[] = [
  {
    key: 'overall-satisfaction',
    category: 'satisfaction',
    type: QuestionType.Rate,
    title: t(
      '总体而言，您对我们的产品/服务的满意程度如何？',
      'Overall, how satisfied are you with our product or service?',
    ),
    setting: (lang) => ({ min: 1, max: 5, tags: FIVE_LEVELS.map((level) => level[lang]) }),
    options: [t('总体满意度', 'Overall satisfaction')],
  },
  {
    key: 'service-evaluation',
    category: 'satisfaction',
    type: QuestionType.Evaluate,
    // The levels and their tags are the evaluate type's default template.
    title: t('请评价您本次的服务体验', 'How would you rate your experience this time?'),
  },
  {
    key: 'service-aspects',
    category: 'satisfaction',
    type: QuestionType.Matrix,
    subType: MatrixSubType.Single,
    title: t('请对以下各方面的服务进行评价', 'How satisfied are you with each of the following?'),
    options: FIVE_LEVELS,
    rows: [
      t('服务态度', 'Staff attitude'),
      t('响应速度', 'Speed of response'),
      t('专业能力', 'Expertise'),
      t('问题解决效果', 'How well the problem was solved'),
      t('沟通便捷性', 'Ease of getting in touch'),
    ],
  },
  {
    key: 'repurchase-intention',
    category: 'satisfaction',
    type: QuestionType.SingleChoice,
    title: t('您今后还会继续购买/使用我们的产品吗？', 'Will you keep buying or using our product?'),
    options: [
      t('肯定会', 'Definitely'),
      t('可能会', 'Probably'),
      t('不确定', 'Not sure'),
      t('可能不会', 'Probably not'),
      t('肯定不会', 'Definitely not'),
    ],
  },
  {
    key: 'improvement-suggestion',
    category: 'satisfaction',
    type: QuestionType.OpenText,
    title: t('您认为我们最需要改进的地方是什么？', 'What should we improve most?'),
    setting: { required: false, size: 2, max: 500 },
  },
];
