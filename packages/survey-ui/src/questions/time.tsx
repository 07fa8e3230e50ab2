import { QuestionType, TimeFormat } from '@cairn/core/model/enums';
import type { time } from '@cairn/core/question-types/time';
import { useFieldAria } from '../field-aria.tsx';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof time>;

const defaults = (): SettingOf<typeof time> => ({
  required: true,
  format: 0,
  start_time: null,
  end_time: null,
  minute_step: 1,
});

/**
 * Time of day on the native time input. Browsers leave seconds out when they are zero, so the
 * text is brought to the setting's form (HH:mm or HH:mm:ss) before it becomes the answer.
 */
function Time(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const setting = readSetting(defaults(), props.node.setting);
  const withSeconds = setting.format === TimeFormat.HourMinuteSecond;
  const normalise = (text: string) => {
    if (text === '') return null;
    const [h = '00', m = '00', s = '00'] = text.split(':');
    return withSeconds ? `${h}:${m}:${s}` : `${h}:${m}`;
  };
  return (
    <input
      {...fieldAria()}
      type="time"
      className="cairn-input cairn-input--short"
      aria-labelledby={props.titleId}
      step={withSeconds ? 1 : setting.minute_step * 60}
      min={setting.start_time ?? undefined}
      max={setting.end_time ?? undefined}
      value={props.value ?? ''}
      disabled={props.disabled}
      onChange={(event) => props.onChange(normalise(event.currentTarget.value))}
    />
  );
}

export const timeRenderer = defineRenderer({
  key: 'time',
  type: QuestionType.Time,
  defaults,
  Component: Time,
});
