import { QuestionType } from '@cairn/core';
import type { SurveyTemplate } from '../define.ts';
import { openComment, t } from './shared.ts';

export const npsSurvey: SurveyTemplate = {
  id: 'nps',
  category: 'customer',
  name: t('净推荐值（NPS）调查', 'Net Promoter Score (NPS) survey'),
  description: t(
    '用一个0–10分的推荐问题衡量客户忠诚度，并了解推荐者与贬损者各自的理由。',
    'Measure loyalty with one 0–10 recommendation question and learn why promoters and detractors feel as they do.',
  ),
  sections: [
    {
      title: t('推荐意愿', 'Recommendation'),
      questions: [
        'nps-recommend',
        'nps-reason',
        {
          type: QuestionType.MultipleChoice,
          title: t('以下哪些方面影响了您的评分？', 'Which of these influenced your score?'),
          options: [
            t('产品质量', 'Product quality'),
            t('价格', 'Price'),
            t('客户服务', 'Customer service'),
            t('易用性', 'Ease of use'),
            t('交付速度', 'Speed of delivery'),
            { title: t('其他', 'Other'), other: true },
          ],
        },
        openComment(
          '我们怎样做能让您更愿意推荐？',
          'What could we do to make you more likely to recommend us?',
        ),
      ],
    },
    { title: t('关于您', 'About you'), questions: ['usage-frequency', 'usage-tenure'] },
  ],
};
