import { QuestionType } from '@cairn/core/model/enums';
import type { countdown } from '@cairn/core/question-types/countdown';
import { formatSeconds, useCountdown } from '../components/useCountdown.ts';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

const defaults = (): SettingOf<typeof countdown> => ({ time: 10, auto_next: false });

/**
 * Countdown: the seconds left, shown as a timer. What happens at zero is the runtime's business
 * (`onExpire`; it moves on when `auto_next`); the designer shows the full time, still.
 */
function Countdown(props: QuestionProps<null>) {
  const setting = readSetting(defaults(), props.node.setting);
  const left = useCountdown(setting.time, {
    now: props.now,
    onExpire: props.onExpire,
    running: props.mode !== 'design',
  });
  return (
    <div
      className={`cairn-countdown${left === 0 ? ' is-done' : ''}`}
      role="timer"
      aria-labelledby={props.titleId}
    >
      {textsFor(props.lang).secondsLeft(formatSeconds(left))}
    </div>
  );
}

export const countdownRenderer = defineRenderer({
  key: 'countdown',
  type: QuestionType.Countdown,
  frame: 'notice',
  defaults,
  Component: Countdown,
});
