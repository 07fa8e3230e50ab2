import type { LaunchLink } from '@cairn/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { saveLaunchLink } from '../../api/endpoints/publishing.ts';

interface LinkModalProps {
  code: string;
  /** null: closed; 'new': adding; a link: editing it. */
  editing: LaunchLink | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

interface LinkForm {
  name: string;
  source: string;
  channel: string;
}

const SLUG = /^[A-Za-z0-9_-]+$/;

/** Adds or edits a named link; a source another link has is shown on its field (A0209). */
export function LinkModal({ code, editing, onClose, onSaved }: LinkModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LinkForm>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing !== 'new')
      form.setFieldsValue({ name: editing.name, source: editing.source, channel: editing.channel });
  }, [editing, form]);

  const submit = async (values: LinkForm) => {
    setSaving(true);
    try {
      await saveLaunchLink({
        code,
        ...(editing !== 'new' && editing ? { id: editing.id } : {}),
        name: values.name,
        source: values.source,
        channel: values.channel ?? '',
      });
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.code === 'A0209' ? 'source' : 'name';
      form.setFields([
        {
          name: field,
          errors: [error.code === 'A0209' ? t('publish.links.sourceTaken') : t('publish.links.invalid')],
        },
      ]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('publish.links.modalAdd') : t('publish.links.modalEdit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="name"
          label={t('publish.links.name')}
          rules={[{ required: true, whitespace: true, max: 50 }]}
        >
          <Input placeholder={t('publish.links.namePlaceholder')} maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item
          name="source"
          label={t('publish.links.source')}
          extra={t('publish.links.sourceHint')}
          rules={[
            { required: true, max: 40 },
            { pattern: SLUG, message: t('publish.links.sourceHint') },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="channel"
          label={t('publish.links.channel')}
          rules={[{ max: 40 }, { pattern: /^[A-Za-z0-9_-]*$/, message: t('publish.links.sourceHint') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
