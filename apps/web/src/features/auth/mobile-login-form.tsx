import { MobileOutlined } from '@ant-design/icons';
import { VERIFICATION_CODE } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithMobile, sendLoginSmsCode } from '../../api/endpoints/account.ts';
import { queryClient } from '../../app/query-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { CodeField } from './code-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { formRules } from './form-rules.ts';
import { sendCodeToField } from './send-code-to-field.ts';
import { applyServerError } from './server-error.ts';

interface MobileValues {
  mobile: string;
  code: string;
}

const RESEND_SECONDS = VERIFICATION_CODE.resendMs / 1000;
const SEND_FIELDS = { A2004: 'mobile', A2003: 'mobile', A0400: 'mobile' };
const LOGIN_FIELDS = { A2018: 'code', A2005: 'code' };

/**
 * Mobile number → texted code (60 s between sends) → log in. The "code sent" note is the same
 * whether or not the number has an account, as the server's answer is.
 */
export function MobileLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MobileValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const rules = formRules(t);

  const send = useMutation({
    mutationFn: sendLoginSmsCode,
    onSuccess: () => setSent(true),
    onError: (error) => setFormError(applyServerError(form, error, SEND_FIELDS)),
  });
  const login = useMutation({
    mutationFn: async (values: MobileValues) => {
      await loginWithMobile({ mobile: values.mobile.trim(), code: values.code.trim() });
      useSessionStore.getState().reset();
      queryClient.clear();
    },
    onSuccess,
    onError: (error) => setFormError(applyServerError(form, error, LOGIN_FIELDS)),
  });

  const onSend = () => {
    setFormError(null);
    return sendCodeToField(form, 'mobile', send.mutateAsync);
  };
  const mobileRules = [
    { required: true, whitespace: true, message: t('account.mobilePlaceholder') },
    ...rules.optionalMobile,
  ];

  return (
    <Form<MobileValues>
      form={form}
      method="post"
      noValidate
      layout="vertical"
      size="large"
      requiredMark={false}
      onValuesChange={() => setFormError(null)}
      onFinish={(values) => login.mutate(values)}
    >
      <FormAlert message={formError} />
      {sent && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('account.codeSent')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="mobile" label={t('account.mobile')} rules={mobileRules}>
        <Input
          type="tel"
          prefix={<MobileOutlined aria-hidden="true" />}
          placeholder={t('account.mobilePlaceholder')}
          autoComplete="tel"
        />
      </Form.Item>
      <CodeField
        label={t('account.code')}
        placeholder={t('account.codePlaceholder')}
        resendSeconds={RESEND_SECONDS}
        onSend={onSend}
      />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('account.mobileSubmit')}
      </Button>
    </Form>
  );
}
