import type { SurveyTemplate } from '../define.ts';
import { openComment, t } from './shared.ts';

export const customerSatisfaction: SurveyTemplate = {
  id: 'customer-satisfaction',
  category: 'customer',
  name: t('客户满意度调查', 'Customer satisfaction survey'),
  description: t(
    '衡量客户对产品与服务的总体满意度、各环节表现和复购意愿，找出最需要改进的地方。',
    'Measure overall satisfaction, how each part of the service performs and the intention to buy again, and find what to improve first.',
  ),
  sections: [
    {
      title: t('您的体验', 'Your experience'),
      questions: ['overall-satisfaction', 'service-aspects', 'service-evaluation'],
    },
    {
      title: t('今后', 'Looking ahead'),
      questions: [
        'repurchase-intention',
        'nps-recommend',
        'improvement-suggestion',
        openComment('还有其他想告诉我们的吗？', 'Is there anything else you would like to tell us?'),
      ],
    },
    { title: t('关于您', 'About you'), questions: ['gender', 'age-band', 'usage-tenure'] },
  ],
};
