import { Alert, App, Button, Card, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRules } from '../auth/form-rules.ts';
import { PasswordFields } from '../auth/password-fields.tsx';
import { applyServerError } from '../auth/server-error.ts';
import { optionalText } from '../auth/validators.ts';
import { roleLabel } from './member-labels.ts';
import { useAddMember, useAssignableDepartments } from './org-members-api.ts';

interface Values {
  username: string;
  password: string;
  email?: string;
  mobile?: string;
  departmentId?: number;
  role: 2 | 3;
}
const FIELD_BY_CODE = { A2014: 'username', A2013: 'email', A2011: 'password' };

/** `users/add/password`: the admin creates the account with an initial password they hand over. */
export function AddMemberForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = formRules(t);
  const departments = useAssignableDepartments();
  const add = useAddMember();
  return (
    <Card title={t('orgMembers.editor.title')} style={{ maxWidth: 560 }}>
      <Alert type="info" showIcon message={t('orgMembers.editor.hint')} style={{ marginBottom: 16 }} />
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ role: 3 }}
        onValuesChange={() => setFormError(null)}
        onFinish={(v) =>
          add.mutate(
            {
              username: v.username.trim(),
              password: v.password,
              email: optionalText(v.email),
              mobile: optionalText(v.mobile),
              departmentId: v.departmentId ?? null,
              role: v.role,
            },
            {
              onSuccess: (m) => {
                message.success(t('orgMembers.editor.done', { name: m.username }));
                onDone();
              },
              onError: (error) => setFormError(applyServerError(form, error, FIELD_BY_CODE)),
            },
          )
        }
      >
        <Form.Item name="username" label={t('auth.username')} rules={rules.username}>
          <Input autoComplete="off" maxLength={32} />
        </Form.Item>
        <PasswordFields label={t('auth.password')} withConfirm={false} />
        <Form.Item
          name="email"
          label={t('auth.optionalLabel', { label: t('auth.email') })}
          rules={rules.optionalEmail}
        >
          <Input type="email" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('auth.optionalLabel', { label: t('auth.mobile') })}
          rules={rules.optionalMobile}
        >
          <Input type="tel" />
        </Form.Item>
        <Form.Item name="departmentId" label={t('orgMembers.editor.department')}>
          <Select
            allowClear
            loading={departments.isLoading}
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Form.Item name="role" label={t('orgMembers.editor.role')}>
          <Radio.Group>
            <Radio value={3}>{roleLabel(t, 3)}</Radio>
            <Radio value={2}>{roleLabel(t, 2)}</Radio>
          </Radio.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('orgMembers.editor.submit')}
        </Button>
      </Form>
    </Card>
  );
}
