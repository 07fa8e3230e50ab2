import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from '../../api/endpoints/auth.ts';
import { signIn } from '../session/start-session.ts';
import { FormAlert } from './form-alert.tsx';
import { formRules } from './form-rules.ts';
import { PasswordFields } from './password-fields.tsx';
import { applyServerError } from './server-error.ts';
import { optionalText } from './validators.ts';

interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  email?: string;
  mobile?: string;
}

/** Where each registration error shows; anything else (A0400 names its field) goes above the form. */
const FIELD_BY_CODE = { A2014: 'username', A2013: 'email', A2011: 'password', A2022: 'mobile' };

/** Registration, then login with the same credentials. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = formRules(t);
  const mutation = useMutation({
    mutationFn: async (values: RegisterValues) => {
      const username = values.username.trim();
      await register({
        username,
        password: values.password,
        email: optionalText(values.email),
        mobile: optionalText(values.mobile),
      });
      await signIn({ username, password: values.password });
    },
    onSuccess,
    onError: (error) => setFormError(applyServerError(form, error, FIELD_BY_CODE)),
  });
  const optional = (label: string) => t('auth.optionalLabel', { label });

  return (
    <Form<RegisterValues>
      form={form}
      method="post"
      noValidate
      layout="vertical"
      size="large"
      requiredMark={false}
      onValuesChange={() => setFormError(null)}
      onFinish={(values) => mutation.mutate(values)}
    >
      <FormAlert message={formError} />
      <Form.Item name="username" label={t('auth.username')} rules={rules.username}>
        <Input placeholder={t('auth.usernamePlaceholder')} autoComplete="username" autoFocus maxLength={32} />
      </Form.Item>
      <PasswordFields label={t('auth.password')} confirmPlaceholder={t('auth.confirmPlaceholder')} />
      <Form.Item name="email" label={optional(t('auth.email'))} rules={rules.optionalEmail}>
        <Input type="email" placeholder={t('auth.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Form.Item name="mobile" label={optional(t('auth.mobile'))} rules={rules.optionalMobile}>
        <Input type="tel" placeholder={t('auth.mobilePlaceholder')} autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending} style={{ marginTop: 8 }}>
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}
