import { THEME_NAME_MAX } from '@cairn/core';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a theme's name (save as, rename); resolves through `onSubmit`, which may throw. */
export function ThemeNameModal({
  open,
  title,
  initial,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  // Each opening starts from the given name (the form instance outlives the dialog's content).
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
      cancelText={t('common.cancel')}
      okText={t('common.save')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit(v.name.trim())}
        initialValues={{ name: initial }}
      >
        <Form.Item
          name="name"
          label={t('theme.name')}
          rules={[{ required: true, whitespace: true, message: t('theme.nameRequired') }]}
        >
          <Input maxLength={THEME_NAME_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
