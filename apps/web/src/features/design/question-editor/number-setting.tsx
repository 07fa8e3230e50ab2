import { Input } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampNumber, cleanNumberText, commitNumberText, type NumberRules } from './number-input-rules.ts';

interface NumberSettingProps {
  id: string;
  value: number | null;
  rules: NumberRules;
  /** Empty means "not set" (null) instead of keeping the last value. */
  nullable: boolean;
  disabled?: boolean;
  onCommit(value: number | null): void;
}

const PAUSE_MS = 600;
const show = (value: number | null) => (value === null ? '' : String(value));
const inRange = (value: number, rules: NumberRules) =>
  (rules.min === undefined || value >= rules.min) && (rules.max === undefined || value <= rules.max);

/**
 * A number setting with the spec's number-input rules (number-input-rules.ts), applied to the
 * text itself: what is typed is cleaned at once (digits, decimals, a minus only where negatives
 * are allowed), an in-range value goes out after a pause, leaving the field (or Enter) commits the
 * text clamped into range, and the arrow keys step by 1 within it. A text input with the
 * spinbutton role, since antd's InputNumber keeps typed letters on screen until blur.
 */
export function NumberSetting({ id, value, rules, nullable, disabled, onCommit }: NumberSettingProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(show(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focused = useRef(false);
  const latest = useRef({ value, onCommit });
  latest.current = { value, onCommit };

  useEffect(() => {
    if (!focused.current) setText(show(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: number | null) => {
    clearTimeout(timer.current);
    if (next !== latest.current.value) latest.current.onCommit(next);
  };
  const commit = () => {
    const committed = commitNumberText(text, rules);
    const next = committed ?? (nullable ? null : latest.current.value);
    setText(show(next));
    send(next);
  };
  const type = (raw: string) => {
    const cleaned = cleanNumberText(raw, rules);
    setText(cleaned);
    clearTimeout(timer.current);
    const parsed = commitNumberText(cleaned, rules);
    // While typing only values already in range go out ("1" on the way to "15" is not clamped).
    const ready = parsed === null ? nullable && cleaned === '' : inRange(Number(cleaned), rules);
    if (ready) timer.current = setTimeout(() => send(parsed), PAUSE_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const base = commitNumberText(text, rules) ?? rules.min ?? 0;
    const next = clampNumber(base + (event.key === 'ArrowUp' ? 1 : -1), rules);
    setText(show(next));
    send(next);
  };

  return (
    <Input
      id={id}
      size="small"
      className="qe-number"
      role="spinbutton"
      inputMode={rules.decimals > 0 ? 'decimal' : 'numeric'}
      aria-valuenow={value ?? undefined}
      aria-valuemin={rules.min}
      aria-valuemax={rules.max}
      value={text}
      disabled={disabled}
      placeholder={nullable ? t('editor.number.unset') : undefined}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(event) => type(event.target.value)}
      onBlur={() => {
        focused.current = false;
        commit();
      }}
      onPressEnter={commit}
      onKeyDown={onKeyDown}
    />
  );
}
