import { QuestionType } from '@cairn/core';
import { type SystemQuestion, t } from './define.ts';

/** How people use the product: frequency, tenure, channels, purchase drivers. */
export const usage: SystemQuestion[] = [
  {
    key: 'usage-frequency',
    category: 'usage',
    type: QuestionType.SingleChoice,
    title: t('您使用我们产品的频率是？', 'How often do you use our product?'),
    options: [
      t('每天多次', 'Several times a day'),
      t('每天一次', 'Once a day'),
      t('每周几次', 'A few times a week'),
      t('每周一次', 'Once a week'),
      t('每月几次', 'A few times a month'),
      t('更少', 'Less often'),
      t('从未使用', 'Never'),
    ],
  },
  {
    key: 'usage-tenure',
    category: 'usage',
    type: QuestionType.SingleChoice,
    title: t('您使用我们的产品多长时间了？', 'How long have you been using our product?'),
    options: [
      t('不到1个月', 'Less than a month'),
      t('1–6个月', '1–6 months'),
      t('6个月–1年', '6 months to a year'),
      t('1–3年', '1–3 years'),
      t('3年以上', 'More than 3 years'),
    ],
  },
  {
    key: 'discovery-channel',
    category: 'usage',
    type: QuestionType.MultipleChoice,
    title: t('您是通过哪些渠道了解到我们的产品的？', 'How did you hear about our product?'),
    options: [
      t('亲友推荐', 'Friends or family'),
      t('社交媒体', 'Social media'),
      t('搜索引擎', 'Search engine'),
      t('电商平台', 'Online shop'),
      t('线下门店/广告', 'Shop or outdoor advertising'),
      { title: t('其他', 'Other'), other: true },
    ],
  },
  {
    key: 'purchase-factors',
    category: 'usage',
    type: QuestionType.MultipleChoice,
    title: t(
      '选购此类产品时，您最看重哪些因素？（最多选3项）',
      'What matters most when you choose such a product? (up to 3)',
    ),
    setting: { max: 3 },
    options: [
      t('价格', 'Price'),
      t('质量', 'Quality'),
      t('品牌', 'Brand'),
      t('售后服务', 'After-sales service'),
      t('外观设计', 'Design'),
      t('用户口碑', 'Reviews'),
    ],
  },
];
