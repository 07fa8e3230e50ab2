import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  remaining: number;
  isSending: boolean;
  onSend: () => void;
}

/** "Send code", then "Resend in N s" for the minute the server allows one code (A2004). */
export function SendCodeButton({ remaining, isSending, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const isWaiting = remaining > 0;
  return (
    <Button
      onClick={onSend}
      loading={isSending}
      disabled={isWaiting}
      style={{ minWidth: 128 }}
      aria-live="polite"
    >
      {isWaiting ? t('auth.forgot.resendIn', { seconds: remaining }) : t('auth.forgot.sendCode')}
    </Button>
  );
}
