import { EMAIL_CODE } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword, sendEmailCode } from '../../api/endpoints/users.ts';
import { CodeField } from './code-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { formRules } from './form-rules.ts';
import { PasswordFields } from './password-fields.tsx';
import { sendCodeToField } from './send-code-to-field.ts';
import { applyServerError } from './server-error.ts';

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
  const rules = formRules(t);

  const send = useMutation({
    mutationFn: (email: string) => sendEmailCode({ email }),
    onSuccess: (_data, email) => setSentTo(email),
    onError: (error) => setFormError(applyServerError(form, error, SEND_FIELDS)),
  });
  const reset = useMutation({
    mutationFn: (values: ForgotValues) =>
      resetPassword({ email: values.email.trim(), code: values.code.trim(), password: values.password }),
    onSuccess,
    onError: (error) => setFormError(applyServerError(form, error, RESET_FIELDS)),
  });

  const onSend = () => {
    setFormError(null);
    return sendCodeToField(form, 'email', send.mutateAsync);
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
      <CodeField
        label={t('auth.forgot.code')}
        placeholder={t('auth.forgot.codePlaceholder')}
        resendSeconds={RESEND_SECONDS}
        onSend={onSend}
      />
      {sentTo && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('auth.forgot.codeSent', { email: sentTo })}
          style={{ marginBottom: 24 }}
        />
      )}
      <PasswordFields label={t('auth.newPassword')} confirmPlaceholder={t('auth.confirmPlaceholder')} />
      <Button type="primary" htmlType="submit" block loading={reset.isPending} style={{ marginTop: 8 }}>
        {t('auth.forgot.submit')}
      </Button>
    </Form>
  );
}
