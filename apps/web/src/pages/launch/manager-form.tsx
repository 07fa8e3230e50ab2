import type { DiscussionManager, ManagerRole } from '@cairn/contract';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ManagerFormValues {
  role: ManagerRole;
  name: string;
  email: string;
}

/** Add or edit a host or observer; `editing` null adds. Errors stay in the dialog. */
export function ManagerFormModal(props: {
  open: boolean;
  editing: DiscussionManager | null;
  busy: boolean;
  error: string | null;
  onSubmit: (values: ManagerFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ManagerFormValues>();
  const email = Form.useWatch('email', form);
  const changedEmail =
    props.editing?.userId != null &&
    email !== undefined &&
    email.trim().toLowerCase() !== props.editing.email;
  return (
    <Modal
      open={props.open}
      destroyOnHidden
      title={t(props.editing ? 'interview.members.form.editTitle' : 'interview.members.form.addTitle')}
      okText={t('interview.members.form.save')}
      cancelText={t('interview.members.form.cancel')}
      confirmLoading={props.busy}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={props.editing ?? { role: 'host', name: '', email: '' }}
        onFinish={(values) => props.onSubmit({ ...values, email: values.email.trim() })}
      >
        <Form.Item name="role" label={t('interview.members.form.role')}>
          <Radio.Group
            options={[
              { value: 'host', label: t('interview.members.role.host') },
              { value: 'observer', label: t('interview.members.role.observer') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('interview.members.form.name')}
          rules={[{ required: true, whitespace: true, max: 40 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('interview.members.form.email')}
          rules={[{ required: true, type: 'email', max: 120 }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        {changedEmail ? (
          <Alert type="info" showIcon message={t('interview.members.form.emailChange')} />
        ) : null}
        {props.error ? <Alert type="error" showIcon message={props.error} /> : null}
      </Form>
    </Modal>
  );
}
