import { MatrixSubType, QuestionType } from '@cairn/core';
import type { SurveyTemplate } from '../define.ts';
import { openComment, recommend, SATISFACTION_SCALE, t } from './shared.ts';

export const eventFeedback: SurveyTemplate = {
  id: 'event-feedback',
  category: 'event',
  name: t('活动反馈调查', 'Event feedback survey'),
  description: t(
    '活动结束后收集参会者对内容、讲者、场地与组织的评价，以及下次参加的意愿。',
    'After an event, collect attendees’ ratings of content, speakers, venue and organisation, and whether they would come again.',
  ),
  sections: [
    {
      title: t('活动评价', 'The event'),
      questions: [
        {
          type: QuestionType.Rate,
          title: t('您对本次活动的总体评价如何？', 'Overall, how would you rate the event?'),
          setting: (lang) => ({ min: 1, max: 5, tags: SATISFACTION_SCALE.map((level) => level[lang]) }),
          options: [t('总体评价', 'Overall rating')],
        },
        {
          type: QuestionType.Matrix,
          subType: MatrixSubType.Single,
          title: t('请对以下方面进行评价', 'Please rate the following'),
          options: SATISFACTION_SCALE,
          rows: [
            t('活动内容', 'Content'),
            t('讲者', 'Speakers'),
            t('场地', 'Venue'),
            t('组织与日程安排', 'Organisation and schedule'),
            t('交流机会', 'Networking opportunities'),
          ],
        },
        {
          type: QuestionType.SingleChoice,
          title: t('您是如何得知本次活动的？', 'How did you hear about the event?'),
          options: [
            t('邮件', 'E-mail'),
            t('社交媒体', 'Social media'),
            t('同事或朋友', 'A colleague or friend'),
            t('官网', 'Our website'),
            { title: t('其他', 'Other'), other: true },
          ],
        },
      ],
    },
    {
      title: t('下次活动', 'Next time'),
      questions: [
        {
          type: QuestionType.SingleChoice,
          title: t('您会参加我们的下一次活动吗？', 'Would you attend our next event?'),
          options: [t('会', 'Yes'), t('可能会', 'Maybe'), t('不会', 'No')],
        },
        recommend(
          '您有多大可能向同事推荐此活动？',
          'How likely are you to recommend this event to a colleague?',
        ),
        openComment('对下一次活动有什么建议？', 'What would you suggest for the next event?'),
      ],
    },
  ],
};
