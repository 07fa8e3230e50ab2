import { IMAGE_NAME_MAX, type LibraryImage } from '@cairn/contract';
import { App, Form, Input, type InputRef } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../layouts/form-modal.tsx';
import { applyServerError } from '../auth/server-error.ts';
import { useRenameImage } from './library-queries.ts';

export interface RenameImageModalProps {
  image: Pick<LibraryImage, 'id' | 'originalName'>;
  onClose(): void;
}

/** Renames the name an image is shown with (the stored file keeps its key). */
export function RenameImageModal({ image, onClose }: RenameImageModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const input = useRef<InputRef>(null);
  const rename = useRenameImage();

  const onFinish = async ({ name }: { name: string }) => {
    try {
      await rename.mutateAsync({ id: image.id, originalName: name.trim() });
      void message.success(t('library.image.renamed'));
      onClose();
    } catch (error) {
      const text = applyServerError(form, error, { A0400: 'name' });
      if (text) void message.error(text);
    }
  };

  return (
    <FormModal
      title={t('library.image.renameTitle')}
      onCancel={onClose}
      afterOpenChange={(open) => open && input.current?.focus({ cursor: 'all' })}
      form={form}
      pending={rename.isPending}
      formProps={{ preserve: false, initialValues: { name: image.originalName }, onFinish }}
    >
      <Form.Item
        name="name"
        label={t('library.image.name')}
        className="lib-modal__field"
        rules={[{ required: true, whitespace: true, message: t('library.image.nameRequired') }]}
      >
        <Input ref={input} maxLength={IMAGE_NAME_MAX} />
      </Form.Item>
    </FormModal>
  );
}
