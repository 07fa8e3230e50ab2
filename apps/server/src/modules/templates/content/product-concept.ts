import { QuestionType } from '@cairn/core';
import type { SurveyTemplate } from '../define.ts';
import { openComment, t } from './shared.ts';

const fivePoint = (labels: [string, string][]) => labels.map(([zh, en]) => t(zh, en));

export const productConcept: SurveyTemplate = {
  id: 'product-concept-test',
  category: 'product',
  name: t('产品概念测试', 'Product concept test'),
  description: t(
    '在开发前检验一个新产品概念：吸引力、独特性、购买意愿与价格感知，以及最喜欢和最不喜欢的地方。',
    'Test a new product concept before building it: appeal, uniqueness, purchase intent and price perception, and what people like most and least.',
  ),
  sections: [
    {
      title: t('概念评价', 'The concept'),
      questions: [
        {
          type: QuestionType.Text,
          title: t(
            '请仔细阅读以下产品概念描述（在此处替换为您的概念说明与图片）。',
            'Please read the product concept below carefully (replace this with your concept description and image).',
          ),
        },
        {
          type: QuestionType.SingleChoice,
          title: t('这个产品概念对您有多大吸引力？', 'How appealing is this product concept to you?'),
          options: fivePoint([
            ['非常有吸引力', 'Very appealing'],
            ['比较有吸引力', 'Somewhat appealing'],
            ['一般', 'Neutral'],
            ['不太有吸引力', 'Not very appealing'],
            ['完全没有吸引力', 'Not at all appealing'],
          ]),
        },
        {
          type: QuestionType.SingleChoice,
          title: t(
            '与市场上的同类产品相比，它有多独特？',
            'Compared with similar products, how unique is it?',
          ),
          options: fivePoint([
            ['非常独特', 'Very unique'],
            ['比较独特', 'Somewhat unique'],
            ['一般', 'Neutral'],
            ['不太独特', 'Not very unique'],
            ['完全不独特', 'Not at all unique'],
          ]),
        },
        {
          type: QuestionType.SingleChoice,
          title: t(
            '如果该产品上市，您购买的可能性有多大？',
            'If this product were available, how likely would you be to buy it?',
          ),
          options: fivePoint([
            ['肯定会买', 'Definitely would buy'],
            ['可能会买', 'Probably would buy'],
            ['不确定', 'Might or might not buy'],
            ['可能不会买', 'Probably would not buy'],
            ['肯定不会买', 'Definitely would not buy'],
          ]),
        },
        {
          type: QuestionType.SingleChoice,
          title: t('您觉得它的价格如何？', 'How do you feel about its price?'),
          options: fivePoint([
            ['非常超值', 'Excellent value'],
            ['比较超值', 'Good value'],
            ['合理', 'Fair'],
            ['偏贵', 'Somewhat expensive'],
            ['太贵', 'Too expensive'],
          ]),
        },
        openComment('您最喜欢这个概念的哪一点？', 'What do you like most about this concept?'),
        openComment('您最不喜欢或希望改变的是什么？', 'What do you like least, or would change?'),
      ],
    },
    { title: t('关于您', 'About you'), questions: ['gender', 'age-band', 'monthly-income'] },
  ],
};
