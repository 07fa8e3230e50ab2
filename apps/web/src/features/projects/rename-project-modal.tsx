import type { ProjectRecord } from '@cairn/contract';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../layouts/form-modal.tsx';
import { applyServerError } from '../auth/server-error.ts';
import { useRenameProject } from './project-mutations.ts';
import { titleLimit } from './title-limit.ts';

/** Renames a project (edit right); the list refreshes with the new title. */
export function RenameProjectModal({ project, onClose }: { project: ProjectRecord; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string }>();
  const rename = useRenameProject();
  const limit = titleLimit(t, 'project.titleTooLong');

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
    <FormModal
      title={t('project.renameTitle')}
      onCancel={onClose}
      form={form}
      pending={rename.isPending}
      formProps={{ initialValues: { title: project.title }, onFinish }}
    >
      <Form.Item
        name="title"
        label={t('project.titleLabel')}
        style={{ marginTop: 16 }}
        rules={[{ required: true, whitespace: true, message: t('project.titleRequired') }, limit.rule]}
      >
        {/* The count and the rule tell the limit; maxLength would cut a paste silently. */}
        <Input autoFocus count={limit.count} />
      </Form.Item>
    </FormModal>
  );
}
