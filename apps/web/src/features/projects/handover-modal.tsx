import type { ProjectRecord } from '@cairn/contract';
import { Alert, App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../layouts/form-modal.tsx';
import { applyServerError } from '../auth/server-error.ts';
import { useHandoverProject } from './project-mutations.ts';

/**
 * Hands a project over to another user, who becomes its owner. Who cannot receive it (unknown,
 * oneself: A5205, A5212) is said on the field rather than in a passing toast.
 */
export function HandoverModal({ project, onClose }: { project: ProjectRecord; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ target: string }>();
  const handover = useHandoverProject();

  const onFinish = ({ target }: { target: string }) =>
    handover.mutate(
      { code: project.code, target: target.trim() },
      {
        onSuccess: () => {
          void message.success(t('handover.done', { target: target.trim() }));
          onClose();
        },
        onError: (error) =>
          applyServerError(form, error, { A0400: 'target', A5205: 'target', A5212: 'target' }),
      },
    );

  return (
    <FormModal
      title={t('handover.title', { title: project.title })}
      okText={t('handover.ok')}
      onCancel={onClose}
      form={form}
      pending={handover.isPending}
      danger
      formProps={{ onFinish }}
    >
      <Alert type="warning" showIcon title={t('handover.warning')} style={{ margin: '16px 0' }} />
      <Form.Item
        name="target"
        label={t('share.target')}
        rules={[{ required: true, whitespace: true, message: t('share.targetRequired') }]}
      >
        <Input autoFocus autoComplete="off" maxLength={254} placeholder={t('share.targetPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
