import { MatrixSubType, QuestionType } from '@cairn/core';
import type { SurveyTemplate } from '../define.ts';
import { AGREE_SCALE, openComment, recommend, t } from './shared.ts';

export const employeeEngagement: SurveyTemplate = {
  id: 'employee-engagement',
  category: 'employee',
  name: t('员工敬业度调查', 'Employee engagement survey'),
  description: t(
    '从自豪感、留任意愿、成就感和支持条件等方面了解员工敬业度，并计算员工净推荐值（eNPS）。',
    'Understand engagement through pride, intention to stay, sense of achievement and support, and compute the employee NPS (eNPS).',
  ),
  sections: [
    {
      title: t('工作与团队', 'Work and team'),
      questions: [
        {
          type: QuestionType.Matrix,
          subType: MatrixSubType.Single,
          title: t('您在多大程度上同意以下说法？', 'How much do you agree with the following statements?'),
          options: AGREE_SCALE,
          rows: [
            t('我为在这里工作感到自豪', 'I am proud to work here'),
            t('我很少考虑去其他公司工作', 'I rarely think about looking for a job elsewhere'),
            t('两年后我仍会在这里工作', 'I see myself still working here in two years'),
            t('我的工作给我带来成就感', 'My work gives me a sense of accomplishment'),
            t('我拥有做好工作所需的资源', 'I have the resources I need to do my job well'),
            t('我的直属上级关心我的成长', 'My manager cares about my development'),
            t('我清楚我的工作如何支持公司目标', 'I know how my work supports the company’s goals'),
          ],
        },
        recommend(
          '您有多大可能向朋友推荐我们公司作为工作单位？',
          'How likely are you to recommend our company as a place to work?',
        ),
      ],
    },
    {
      title: t('您的建议', 'Your suggestions'),
      questions: [
        openComment(
          '如果可以改变公司的一件事，您会改变什么？',
          'If you could change one thing about the company, what would it be?',
        ),
        openComment('公司做得最好的是什么？', 'What does the company do best?'),
      ],
    },
    {
      title: t('关于您', 'About you'),
      questions: [
        {
          type: QuestionType.SingleChoice,
          title: t('您在公司工作了多长时间？', 'How long have you worked here?'),
          options: [
            t('不到1年', 'Less than a year'),
            t('1–3年', '1–3 years'),
            t('3–5年', '3–5 years'),
            t('5–10年', '5–10 years'),
            t('10年以上', 'More than 10 years'),
          ],
        },
      ],
    },
  ],
};
