import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../auth/form-alert.tsx';
import { PasswordFields } from '../auth/password-fields.tsx';
import { applyServerError } from '../auth/server-error.ts';
import { useChangePassword } from './user-queries.ts';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const FIELD_BY_CODE = { A0115: 'oldPassword', A2011: 'newPassword' };

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useChangePassword();

  const onFinish = ({ oldPassword, newPassword }: PasswordValues) =>
    mutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('user.passwordChanged'));
        },
        onError: (error) => setFormError(applyServerError(form, error, FIELD_BY_CODE)),
      },
    );

  return (
    <Card title={t('user.changePassword')}>
      <Form<PasswordValues>
        form={form}
        method="post"
        noValidate
        layout="vertical"
        requiredMark={false}
        style={{ maxWidth: 420 }}
        onValuesChange={() => setFormError(null)}
        onFinish={onFinish}
      >
        <FormAlert message={formError} />
        <Form.Item
          name="oldPassword"
          label={t('user.oldPassword')}
          rules={[{ required: true, message: t('user.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordFields name="newPassword" label={t('auth.newPassword')} />
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('user.submitPassword')}
        </Button>
      </Form>
    </Card>
  );
}
