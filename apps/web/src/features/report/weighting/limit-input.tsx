import { Input } from 'antd';
import { useEffect, useState } from 'react';

interface Props {
  label: string;
  value: number;
  onChange(value: number): void;
}

const valid = (n: number) => Number.isFinite(n) && n > 0 && n <= 0.1;

/**
 * The convergence limit as typed text: the strict preset is 1e-11, which a fixed-decimal number
 * box shows as 0.0000000. A value outside (0, 0.1] is kept as typed and marked, not sent.
 */
export function LimitInput({ label, value, onChange }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((old) => (Number(old) === value ? old : String(value)));
  }, [value]);
  const bad = !valid(Number(text));
  return (
    <Input
      aria-label={label}
      inputMode="decimal"
      style={{ width: 140 }}
      status={bad ? 'error' : undefined}
      aria-invalid={bad}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value.trim() !== '' && valid(n)) onChange(n);
      }}
    />
  );
}
