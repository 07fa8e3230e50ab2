import { InputFormat, InputSize } from '@cairn/core/model/enums';
import type { HTMLAttributes } from 'react';
import { useFieldAria } from '../field-aria.tsx';

export interface TypedInputProps {
  format: number;
  value: string;
  onChange: (text: string) => void;
  /** Multi-line for open text size 2. */
  size?: number;
  /** Text formats: most characters (numeric formats limit the value, which core checks). */
  maxLength?: number | null;
  /** Table cells with format 90: the dropdown's choices. */
  choices?: readonly string[];
  id?: string;
  labelledBy?: string;
  label?: string;
  placeholder?: string;
  invalid?: boolean;
  /** Said by screen readers; the visible mark is the label's asterisk. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

/**
 * What each input format (spec doc 1 §3) asks of the device. Numbers stay text inputs with a
 * numeric keyboard: type=number drops what people type mid-way ("1.") and changes on wheel.
 */
const FORMATS: Record<number, { type: string; inputMode?: InputMode; autoComplete?: string }> = {
  [InputFormat.None]: { type: 'text' },
  [InputFormat.Integer]: { type: 'text', inputMode: 'numeric' },
  [InputFormat.Number]: { type: 'text', inputMode: 'decimal' },
  [InputFormat.Mobile]: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  [InputFormat.Email]: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  [InputFormat.Letter]: { type: 'text' },
  [InputFormat.Chinese]: { type: 'text' },
};

export function TypedInput(props: TypedInputProps) {
  const fieldAria = useFieldAria();
  const common = {
    id: props.id,
    'aria-labelledby': props.labelledBy,
    'aria-label': props.label,
    ...fieldAria(props.invalid),
    'aria-required': props.required || undefined,
    disabled: props.disabled,
  };
  if (props.format === InputFormat.Dropdown) {
    return (
      <select
        {...common}
        className={`cairn-select ${props.className ?? ''}`}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        <option value="">{props.placeholder ?? ''}</option>
        {(props.choices ?? []).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  }
  const maxLength = props.maxLength && props.maxLength > 0 ? props.maxLength : undefined;
  if (props.size === InputSize.MultiLine) {
    return (
      <textarea
        {...common}
        className={`cairn-input cairn-textarea ${props.className ?? ''}`}
        rows={4}
        maxLength={maxLength}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    );
  }
  const format = FORMATS[props.format] ?? FORMATS[InputFormat.None];
  return (
    <input
      {...common}
      {...format}
      className={`cairn-input ${props.className ?? ''}`}
      maxLength={maxLength}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

/** Length limits apply to text formats only; numeric formats limit the value. */
export function lengthLimit(format: number, max: number | null): number | null {
  return format === InputFormat.Integer || format === InputFormat.Number ? null : max;
}
