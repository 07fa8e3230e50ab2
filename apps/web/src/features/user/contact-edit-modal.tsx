import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../auth/form-alert.tsx';
import { formRules } from '../auth/form-rules.ts';
import { applyServerError } from '../auth/server-error.ts';
import { optionalText } from '../auth/validators.ts';
import { useUpdateUser } from './user-queries.ts';

export type ContactField = 'email' | 'mobile';

interface ContactEditModalProps {
  field: ContactField | null;
  initialValue: string | null;
  onClose: () => void;
}

const FIELD_BY_CODE = { A2013: 'value', A5203: 'value', A2022: 'value', A0400: 'value' };

/** Changes or clears (empty) the e-mail or mobile of the account. */
export function ContactEditModal({ field, initialValue, onClose }: ContactEditModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value?: string }>();
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateUser();
  const rules = formRules(t);
  const isEmail = field === 'email';

  const onFinish = ({ value }: { value?: string }) => {
    if (!field) return;
    update.mutate(
      { [field]: optionalText(value) ?? null },
      {
        onSuccess: () => {
          void message.success(t('common.saved'));
          onClose();
        },
        onError: (error) => setFormError(applyServerError(form, error, FIELD_BY_CODE)),
      },
    );
  };

  return (
    <Modal
      open={field !== null}
      title={isEmail ? t('user.editEmail') : t('user.editMobile')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: update.isPending }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form
          form={form}
          noValidate
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={{ value: initialValue ?? '' }}
          onFinish={onFinish}
          onValuesChange={() => setFormError(null)}
        >
          {dom}
        </Form>
      )}
    >
      <FormAlert message={formError} />
      <Form.Item
        name="value"
        label={isEmail ? t('user.email') : t('user.mobile')}
        rules={isEmail ? rules.optionalEmail : rules.optionalMobile}
        extra={t('user.clearHint')}
        style={{ marginTop: 16 }}
      >
        <Input
          type={isEmail ? 'email' : 'tel'}
          autoComplete={isEmail ? 'email' : 'tel'}
          placeholder={isEmail ? t('auth.emailPlaceholder') : t('auth.mobilePlaceholder')}
          autoFocus
        />
      </Form.Item>
    </Modal>
  );
}
