import { EMAIL_CODE } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword, sendEmailCode } from '../../api/endpoints/users.ts';
import { FormAlert } from './form-alert.tsx';
import { formRules } from './form-rules.ts';
import { SendCodeButton } from './send-code-button.tsx';
import { applyServerError } from './server-error.ts';
import { useCountdown } from './use-countdown.ts';

interface ForgotValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

const SEND_FIELDS = { A2004: 'email', A2001: 'email', A2034: 'email' };
const RESET_FIELDS = { A2018: 'code', A2005: 'code', A2011: 'password', A2001: 'email' };
const RESEND_SECONDS = EMAIL_CODE.resendMs / 1000;

/** E-mail → code (60 s between sends) → new password. */
export function ForgotForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgotValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const rules = formRules(t);

  const send = useMutation({
    mutationFn: (email: string) => sendEmailCode({ email }),
    onSuccess: (_data, email) => {
      setSentTo(email);
      countdown.start(RESEND_SECONDS);
    },
    onError: (error) => setFormError(applyServerError(form, error, SEND_FIELDS)),
  });
  const reset = useMutation({
    mutationFn: (values: ForgotValues) =>
      resetPassword({ email: values.email.trim(), code: values.code.trim(), password: values.password }),
    onSuccess,
    onError: (error) => setFormError(applyServerError(form, error, RESET_FIELDS)),
  });

  const onSend = async () => {
    setFormError(null);
    const { email } = await form.validateFields(['email']).catch(() => ({ email: null }));
    if (email) send.mutate(email.trim());
  };

  return (
    <Form<ForgotValues>
      form={form}
      method="post"
      noValidate
      layout="vertical"
      size="large"
      requiredMark={false}
      onValuesChange={() => setFormError(null)}
      onFinish={(values) => reset.mutate(values)}
    >
      <FormAlert message={formError} />
      <Form.Item name="email" label={t('auth.email')} rules={rules.email}>
        <Input type="email" placeholder={t('auth.emailPlaceholder')} autoComplete="email" autoFocus />
      </Form.Item>
      <Form.Item label={t('auth.forgot.code')} required>
        <Flex gap={8}>
          <Form.Item name="code" rules={rules.code} noStyle>
            <Input
              placeholder={t('auth.forgot.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-label={t('auth.forgot.code')}
            />
          </Form.Item>
          <SendCodeButton remaining={countdown.remaining} isSending={send.isPending} onSend={onSend} />
        </Flex>
      </Form.Item>
      {sentTo && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('auth.forgot.codeSent', { email: sentTo })}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form.Item
        name="password"
        label={t('auth.newPassword')}
        rules={rules.strongPassword}
        extra={t('auth.passwordHint')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirm('password')}
      >
        <Input.Password placeholder={t('auth.confirmPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending} style={{ marginTop: 8 }}>
        {t('auth.forgot.submit')}
      </Button>
    </Form>
  );
}
