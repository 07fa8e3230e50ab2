import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renameUser } from '../../api/endpoints/users.ts';
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
    <Modal
      open={open}
      title={t('profileEdit.editName')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: rename.isPending }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          noValidate
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: current }}
          onValuesChange={() => setFormError(null)}
          onFinish={({ username }) => rename.mutate(username.trim())}
        >
          {dom}
        </Form>
      )}
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
    </Modal>
  );
}
