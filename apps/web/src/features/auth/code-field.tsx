import { Flex, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRules } from './form-rules.ts';
import { SendCodeButton } from './send-code-button.tsx';
import { useCountdown } from './use-countdown.ts';

interface CodeFieldProps {
  label: string;
  placeholder: string;
  extra?: ReactNode;
  /** Seconds the server makes the caller wait between codes (A2004). */
  resendSeconds: number;
  /**
   * Checks what the code goes to and sends it; resolves true once it went out, which starts the
   * countdown. A refusal is the form's to show, so this resolves false instead of throwing.
   */
  onSend: () => Promise<boolean>;
}

/**
 * The six-digit `code` field of a form beside its send button, which counts down until another
 * code may be asked for. The countdown lives here: remount (a new `key`) to start over.
 */
export function CodeField({ label, placeholder, extra, resendSeconds, onSend }: CodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [isSending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) countdown.start(resendSeconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={label} required extra={extra}>
      <Flex gap={8}>
        <Form.Item name="code" rules={formRules(t).code} noStyle>
          <Input
            placeholder={placeholder}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-label={label}
          />
        </Form.Item>
        <SendCodeButton remaining={countdown.remaining} isSending={isSending} onSend={() => void send()} />
      </Flex>
    </Form.Item>
  );
}
