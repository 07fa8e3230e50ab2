import { useMutation } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renameUser } from '../../api/endpoints/users.ts';
import { FormModal } from '../../layouts/form-modal.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { formRules } from '../auth/form-rules.ts';
import { applyServerError } from '../auth/server-error.ts';
import { useRememberUser } from './user-queries.ts';

interface Values {
  username: string;
}

/** Renames the account (its login name too); a name another account has (A2014) shows on the field. */
export function NameEditModal({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const remember = useRememberUser();
  const rename = useMutation({
    mutationFn: renameUser,
    onSuccess: (user) => {
      remember(user);
      void message.success(t('profileEdit.nameChanged'));
      onClose();
    },
    onError: (error) => setFormError(applyServerError(form, error, { A2014: 'username' })),
  });

  return (
    <FormModal
      open={open}
      title={t('profileEdit.editName')}
      onCancel={onClose}
      form={form}
      pending={rename.isPending}
      formProps={{
        noValidate: true,
        initialValues: { username: current },
        onValuesChange: () => setFormError(null),
        onFinish: ({ username }) => rename.mutate(username.trim()),
      }}
    >
      <FormAlert message={formError} />
      <Form.Item
        name="username"
        label={t('profileEdit.newName')}
        rules={formRules(t).username}
        extra={t('profileEdit.nameHint')}
        style={{ marginTop: 16 }}
      >
        <Input autoComplete="username" maxLength={32} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
