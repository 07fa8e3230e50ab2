import { DateFormat, TimeFormat } from '@cairn/core';

/**
 * How a date or time question's start/end bound is picked and written: the same text form core
 * checks answers against (date.ts / time.ts patterns), chosen by the question's `format`.
 */
export interface BoundFormat {
  picker: 'date' | 'month' | 'year' | 'time';
  /** dayjs pattern of the stored text. */
  pattern: string;
  /** Date and time together (date format "y-m-d h:m"). */
  showTime: boolean;
}

export function boundFormatOf(typeKey: 'date' | 'time', format: unknown): BoundFormat {
  if (typeKey === 'time')
    return format === TimeFormat.HourMinuteSecond
      ? { picker: 'time', pattern: 'HH:mm:ss', showTime: false }
      : { picker: 'time', pattern: 'HH:mm', showTime: false };
  switch (format) {
    case DateFormat.YearMonth:
      return { picker: 'month', pattern: 'YYYY-MM', showTime: false };
    case DateFormat.Year:
      return { picker: 'year', pattern: 'YYYY', showTime: false };
    case DateFormat.DateTime:
      return { picker: 'date', pattern: 'YYYY-MM-DD HH:mm', showTime: true };
    default:
      return { picker: 'date', pattern: 'YYYY-MM-DD', showTime: false };
  }
}

/** Whether a stored bound is in the pattern's form (older bounds may be in another format's). */
export function matchesPattern(value: string, pattern: string): boolean {
  const shape = pattern.replace(/YYYY/, '\\d{4}').replace(/MM|DD|HH|mm|ss/g, '\\d{2}');
  return new RegExp(`^${shape}$`).test(value);
}
