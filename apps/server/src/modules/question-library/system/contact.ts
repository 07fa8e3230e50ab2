import { InputFormat, QuestionType } from '@cairn/core';
import { type SystemQuestion, t } from './define.ts';

/** Getting back to the respondent: a contact form and the consent to use it. */
export const contact: SystemQuestion[] = [
  {
    key: 'contact-info',
    category: 'contact',
    type: QuestionType.Form,
    title: t('请留下您的联系方式', 'Please leave your contact details'),
    setting: { required: false },
    options: [
      { title: t('姓名', 'Name'), required: true, setting: { format: InputFormat.None, max: 50 } },
      { title: t('手机号码', 'Mobile number'), required: true, setting: { format: InputFormat.Mobile } },
      { title: t('电子邮箱', 'E-mail'), setting: { format: InputFormat.Email } },
    ],
  },
  {
    key: 'contact-consent',
    category: 'contact',
    type: QuestionType.SingleChoice,
    title: t('我们可以就您的反馈与您联系吗？', 'May we contact you about your feedback?'),
    options: [t('可以', 'Yes'), t('不可以', 'No')],
  },
];
