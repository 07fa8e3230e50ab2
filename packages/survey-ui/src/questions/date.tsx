import { DateFormat, QuestionType } from '@cairn/core/model/enums';
import type { date } from '@cairn/core/question-types/date';
import { useFieldAria } from '../field-aria.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof date>;

const defaults = (): SettingOf<typeof date> => ({
  required: true,
  format: 0,
  start_time: null,
  end_time: null,
});

/**
 * Each date format (spec: y-m-d, y-m, y, y-m-d with time) on the native input that writes it:
 * the device's own picker, and the text core expects ("2025-03-01", "2025-03", "2025",
 * "2025-03-01 14:30"). Bounds become the input's min/max where the format has them.
 */
const INPUTS: Record<number, { type: string; length: number }> = {
  [DateFormat.YearMonthDay]: { type: 'date', length: 10 },
  [DateFormat.YearMonth]: { type: 'month', length: 7 },
  [DateFormat.DateTime]: { type: 'datetime-local', length: 16 },
};

/** A bound written more or less precisely than the input wants, in the input's form. */
function bound(value: string | null, length: number, pad: string): string | undefined {
  if (!value) return undefined;
  const full = value.length >= length ? value.slice(0, length) : value + pad.slice(value.length, length);
  return full.replace(' ', 'T');
}

function DateQuestion(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const emit = (text: string) => props.onChange(text === '' ? null : text);
  if (setting.format === DateFormat.Year) {
    return (
      <input
        {...fieldAria()}
        type="text"
        inputMode="numeric"
        className="cairn-input cairn-input--short"
        aria-labelledby={props.titleId}
        placeholder={t.yearPlaceholder}
        maxLength={4}
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(event) => emit(event.currentTarget.value.replace(/\D/g, ''))}
      />
    );
  }
  const input = INPUTS[setting.format] ?? { type: 'date', length: 10 };
  return (
    <input
      {...fieldAria()}
      type={input.type}
      className="cairn-input cairn-input--short"
      aria-labelledby={props.titleId}
      min={bound(setting.start_time, input.length, '0000-01-01T00:00')}
      max={bound(setting.end_time, input.length, '9999-12-31T23:59')}
      value={(props.value ?? '').replace(' ', 'T')}
      disabled={props.disabled}
      // datetime-local writes "T" between date and time; core's form has a space.
      onChange={(event) => emit(event.currentTarget.value.replace('T', ' ').slice(0, input.length))}
    />
  );
}

export const dateRenderer = defineRenderer({
  key: 'date',
  type: QuestionType.Date,
  defaults,
  Component: DateQuestion,
});
