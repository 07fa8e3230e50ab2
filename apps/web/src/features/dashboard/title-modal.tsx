import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for a title (a page's or a dashboard's): required, trimmed, at most `max` characters. */
export function TitleModal({
  title,
  label,
  initial,
  max,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  max: number;
  saving: boolean;
  onSave(value: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: string }>();
  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ value: initial }}
        onFinish={(v) => onSave(v.value.trim())}
      >
        <Form.Item
          name="value"
          label={label}
          rules={[{ required: true, whitespace: true, message: t('dashboard.titleRequired') }]}
        >
          <Input autoFocus maxLength={max} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
