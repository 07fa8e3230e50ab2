import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { boundFormatOf, matchesPattern } from './bound-format.ts';

dayjs.extend(customParseFormat);

interface BoundPickerProps {
  id: string;
  typeKey: 'date' | 'time';
  /** The question's `format` (which text form the bound takes). */
  format: unknown;
  value: unknown;
  disabled: boolean;
  /** The stored text, or null for no bound. */
  onCommit(value: string | null): void;
}

/**
 * The start or end bound of a date or time question as a picker (clearable: no bound), writing
 * the text form core compares answers with. A bound stored in another format's form (the format
 * changed since) is shown as read; picking again rewrites it.
 */
export function BoundPicker({ id, typeKey, format, value, disabled, onCommit }: BoundPickerProps) {
  const { t } = useTranslation();
  const { picker, pattern, showTime } = boundFormatOf(typeKey, format);
  const text = typeof value === 'string' ? value : '';
  const parsed = text && matchesPattern(text, pattern) ? dayjs(text, pattern, true) : null;
  const current = parsed?.isValid() ? parsed : null;
  const change = (next: Dayjs | null) => onCommit(next ? next.format(pattern) : null);
  const placeholder = text && !current ? text : t('editor.number.unset');
  if (picker === 'time')
    return (
      <TimePicker
        id={id}
        size="small"
        format={pattern}
        value={current}
        placeholder={placeholder}
        disabled={disabled}
        needConfirm={false}
        onChange={change}
      />
    );
  return (
    <DatePicker
      id={id}
      size="small"
      picker={picker}
      format={pattern}
      showTime={showTime ? { format: 'HH:mm' } : false}
      value={current}
      placeholder={placeholder}
      disabled={disabled}
      needConfirm={false}
      onChange={change}
    />
  );
}
