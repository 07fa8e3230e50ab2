import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signIn } from '../session/start-session.ts';
import { FormAlert } from './form-alert.tsx';
import { formRules } from './form-rules.ts';
import { applyServerError } from './server-error.ts';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * Account and password. Wrong credentials (A2002), lockout (A2027) and rate limit (A2032) are
 * silent codes: they show above the form. `method="post"` keeps the password out of any URL.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = formRules(t);
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess,
    onError: (error) => setFormError(applyServerError(form, error)),
  });

  return (
    <Form<LoginValues>
      form={form}
      method="post"
      noValidate
      layout="vertical"
      size="large"
      requiredMark={false}
      onValuesChange={() => setFormError(null)}
      onFinish={(values) => mutation.mutate({ username: values.username.trim(), password: values.password })}
    >
      <FormAlert message={formError} />
      <Form.Item name="username" label={t('auth.account')} rules={rules.account}>
        <Input
          prefix={<UserOutlined aria-hidden="true" />}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={rules.password}
        style={{ marginBottom: 12 }}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <div style={{ textAlign: 'right', marginBottom: 24 }}>
        <Link to="/forgot">{t('auth.login.forgot')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
