import { Input, Tooltip } from 'antd';
import { useEffect, useState } from 'react';

interface OptionCodeInputProps {
  code: string;
  label: string;
  disabled?: boolean;
  /** The problem with a code (A0102 taken, A0103 format), or null when it can be sent. */
  check(code: string): string | null;
  onCommit(code: string): void;
}

/**
 * An option's code, edited in place when the survey shows option codes. The code is checked
 * against the tree first (core's own rules: format, the linked family's codes), so the author sees
 * 选项编码重复 / 选项编码格式错误 next to the field instead of a refusal after sending.
 */
export function OptionCodeInput({ code, label, disabled, check, onCommit }: OptionCodeInputProps) {
  const [text, setText] = useState(code);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setText(code);
    setProblem(null);
  }, [code]);

  const commit = () => {
    const next = text.trim();
    if (next === code) return setProblem(null);
    const found = check(next);
    setProblem(found);
    if (!found) onCommit(next);
  };

  return (
    <span className="qe-code-wrap">
      <Tooltip title={problem} open={Boolean(problem)} placement="bottomLeft">
        <Input
          size="small"
          className="qe-option-code"
          value={text}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          status={problem ? 'error' : undefined}
          disabled={disabled}
          maxLength={20}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onPressEnter={commit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setText(code);
              setProblem(null);
            }
          }}
        />
      </Tooltip>
      {/* The tooltip is not announced: say it to screen readers as well. */}
      {problem && (
        <span role="alert" className="qe-visually-hidden">
          {problem}
        </span>
      )}
    </span>
  );
}
