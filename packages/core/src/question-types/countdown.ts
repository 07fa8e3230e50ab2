import { QuestionType } from '../model/enums.ts';
import type { CountdownSetting } from '../model/settings.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/**
 * Countdown (91): holds the page for `time` seconds, then optionally moves on (`auto_next`). The
 * spec gives no default time; 10 seconds is long enough to read a short notice.
 */
export const countdown = defineQuestionType<CountdownSetting, unknown>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Countdown,
  key: 'countdown',
  name: { zh: '倒计时', en: 'Countdown' },
  hasCode: false,
  defaultSetting: () => ({ time: 10, auto_next: false }),
  defaultOptionCount: 0,
  answer: null,
});
