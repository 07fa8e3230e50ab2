import { THEME_NAME_MAX } from '@cairn/core';
import { Form, Input, Modal } from 'antd';
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
      afterOpenChange={(visible) => visible && form.setFieldsValue({ name: initial })}
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
