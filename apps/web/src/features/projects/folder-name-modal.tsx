import { PROJECT_FOLDER_NAME_MAX_LENGTH, type ProjectFolder } from '@cairn/contract';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../auth/server-error.ts';
import { folderNameProblem } from './folder-name.ts';
import { useCreateFolder, useRenameFolder } from './project-mutations.ts';

interface FolderNameModalProps {
  /** The folder to rename; absent: a new folder. */
  folder?: ProjectFolder;
  folders: readonly ProjectFolder[];
  onClose(): void;
}

/** Names a new folder or renames one; name rules are checked here first, in the user's language. */
export function FolderNameModal({ folder, folders, onClose }: FolderNameModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const isPending = create.isPending || rename.isPending;

  const onFinish = ({ name }: { name: string }) => {
    const trimmed = name.trim();
    const onError = (error: unknown) => {
      const text = applyServerError(form, error, { A0400: 'name' });
      if (text) void message.error(text);
    };
    if (folder) {
      rename.mutate(
        { id: folder.id, name: trimmed },
        {
          onSuccess: () => {
            void message.success(t('folder.renamed'));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(trimmed, {
        onSuccess: (created) => {
          void message.success(t('folder.created', { name: created.name }));
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Modal
      open
      title={folder ? t('folder.renameTitle') : t('folder.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: isPending }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={{ name: folder?.name ?? '' }}
          onFinish={onFinish}
        >
          {dom}
        </Form>
      )}
    >
      <Form.Item
        name="name"
        label={t('folder.name')}
        style={{ marginTop: 16 }}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = folderNameProblem(value ?? '', folders, folder?.id);
              if (problem)
                throw new Error(t(`folder.problem.${problem}`, { max: PROJECT_FOLDER_NAME_MAX_LENGTH }));
            },
          },
        ]}
      >
        <Input
          autoFocus
          maxLength={PROJECT_FOLDER_NAME_MAX_LENGTH}
          showCount
          placeholder={t('folder.namePlaceholder')}
        />
      </Form.Item>
    </Modal>
  );
}
