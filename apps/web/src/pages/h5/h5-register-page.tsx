import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { register } from '../../api/endpoints/auth.ts';
import { formRules } from '../../features/auth/form-rules.ts';
import { PasswordFields } from '../../features/auth/password-fields.tsx';
import { applyServerError } from '../../features/auth/server-error.ts';
import { optionalText } from '../../features/auth/validators.ts';
import { registerWithInvite } from '../../features/org-members/org-members-api.ts';
import { signIn } from '../../features/session/start-session.ts';
import { InviteInvalid, useInviteInfo } from './h5-invite-page.tsx';

interface Values {
  username: string;
  password: string;
  confirm: string;
  email?: string;
  mobile?: string;
}
const FIELD_BY_CODE = { A2014: 'username', A2013: 'email', A2011: 'password' };

/** The phone registration form; `code` set: registering joins that invite's organisation too. */
function H5RegisterForm({ code, title, submit }: { code?: string; title: string; submit: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = formRules(t);
  const mutation = useMutation({
    mutationFn: async (v: Values) => {
      const body = {
        username: v.username.trim(),
        password: v.password,
        email: optionalText(v.email),
        mobile: optionalText(v.mobile),
      };
      await (code ? registerWithInvite({ ...body, code }) : register(body));
      await signIn({ username: body.username, password: v.password });
    },
    onSuccess: () => navigate('/project', { replace: true }),
    onError: (error) => setFormError(applyServerError(form, error, FIELD_BY_CODE)),
  });
  return (
    <>
      <h1 className="h5-layout__org">{title}</h1>
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onValuesChange={() => setFormError(null)}
        onFinish={(v) => mutation.mutate(v)}
      >
        <Form.Item name="username" label={t('auth.username')} rules={rules.username}>
          <Input autoComplete="username" maxLength={32} />
        </Form.Item>
        <PasswordFields label={t('auth.password')} />
        <Form.Item
          name="email"
          label={t('auth.optionalLabel', { label: t('auth.email') })}
          rules={rules.optionalEmail}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('auth.optionalLabel', { label: t('auth.mobile') })}
          rules={rules.optionalMobile}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
          {submit}
        </Button>
      </Form>
    </>
  );
}

export function H5InviteRegisterPage() {
  const { t } = useTranslation();
  const code = useSearchParams()[0].get('code') ?? '';
  const info = useInviteInfo(code);
  if (!code) return <InviteInvalid />;
  if (info.isLoading) return <Spin />;
  if (info.error || !info.data) return <InviteInvalid />;
  return (
    <H5RegisterForm
      code={code}
      title={t('orgMembers.h5.registerTitle', { org: info.data.organizationName })}
      submit={t('orgMembers.h5.submitRegister')}
    />
  );
}

export function H5RegisterPage() {
  const { t } = useTranslation();
  return (
    <H5RegisterForm title={t('orgMembers.h5.registerPlainTitle')} submit={t('orgMembers.h5.submitPlain')} />
  );
}
