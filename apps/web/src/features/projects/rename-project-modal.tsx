import { PROJECT_TITLE_MAX_LENGTH, type ProjectRecord } from '@cairn/contract';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../auth/server-error.ts';
import { useRenameProject } from './project-mutations.ts';

/** Renames a project (edit right); the list refreshes with the new title. */
export function RenameProjectModal({ project, onClose }: { project: ProjectRecord; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string }>();
  const rename = useRenameProject();

  const onFinish = ({ title }: { title: string }) =>
    rename.mutate(
      { code: project.code, title: title.trim() },
      {
        onSuccess: () => {
          void message.success(t('project.renamed'));
          onClose();
        },
        onError: (error) => applyServerError(form, error, { A0400: 'title' }),
      },
    );

  return (
    <Modal
      open
      title={t('project.renameTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: rename.isPending }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ title: project.title }}
          onFinish={onFinish}
        >
          {dom}
        </Form>
      )}
    >
      <Form.Item
        name="title"
        label={t('project.titleLabel')}
        style={{ marginTop: 16 }}
        rules={[{ required: true, whitespace: true, message: t('project.titleRequired') }]}
      >
        <Input autoFocus maxLength={PROJECT_TITLE_MAX_LENGTH} />
      </Form.Item>
    </Modal>
  );
}
