import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';

/** Names a new group or renames one; a taken name (A5510) shows on the field. */
export function GroupNameModal(props: {
  title: string;
  initial?: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      open
      title={props.title}
      okText={t('roll.save')}
      cancelText={t('roll.cancel')}
      onCancel={props.onClose}
      onOk={async () => {
        const { name } = await form.validateFields();
        try {
          await props.onSubmit(name.trim());
          props.onClose();
        } catch (error) {
          form.setFields([
            { name: 'name', errors: [error instanceof ApiError ? error.message : String(error)] },
          ]);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: props.initial ?? '' }}>
        <Form.Item
          name="name"
          label={t('roll.groups.name')}
          rules={[{ required: true, whitespace: true, message: t('roll.groups.nameRequired') }]}
        >
          <Input maxLength={40} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
