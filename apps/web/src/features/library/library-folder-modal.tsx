import { IMAGE_FOLDER_NAME_MAX, QUESTION_FOLDER_NAME_MAX } from '@cairn/contract';
import { App, Form, Input, type InputRef, Modal } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../auth/server-error.ts';
import { folderNameProblem, type LibraryFolder } from './folder-tree.ts';
import type { DataType, LibraryKind } from './library-access.ts';
import {
  useCreateImageFolder,
  useCreateQuestionFolder,
  useRenameImageFolder,
  useRenameQuestionFolder,
} from './library-queries.ts';

export interface LibraryFolderModalProps {
  kind: LibraryKind;
  dataType: DataType;
  /** The folder to rename; absent: a new folder. */
  folder?: Pick<LibraryFolder, 'id' | 'name'>;
  folders: readonly LibraryFolder[];
  onClose(): void;
  /** A new folder's id, so the screen can open it. */
  onCreated?(id: number): void;
}

/** The two libraries allow different name lengths (contract constants). */
const NAME_MAX: Record<LibraryKind, number> = {
  question: QUESTION_FOLDER_NAME_MAX,
  image: IMAGE_FOLDER_NAME_MAX,
};

/** Names a new folder or renames one; the name rules are checked here first, in the user's language. */
export function LibraryFolderModal({
  kind,
  dataType,
  folder,
  folders,
  onClose,
  onCreated,
}: LibraryFolderModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const input = useRef<InputRef>(null);
  const createQ = useCreateQuestionFolder();
  const renameQ = useRenameQuestionFolder();
  const createI = useCreateImageFolder();
  const renameI = useRenameImageFolder();
  const create = kind === 'question' ? createQ : createI;
  const rename = kind === 'question' ? renameQ : renameI;
  const max = NAME_MAX[kind];

  const onFinish = async ({ name }: { name: string }) => {
    const trimmed = name.trim();
    try {
      if (folder) {
        await rename.mutateAsync({ id: folder.id, name: trimmed });
        void message.success(t('library.folder.renamed'));
      } else {
        const created = await create.mutateAsync({ name: trimmed, dataType });
        void message.success(t('library.folder.created', { name: created.name }));
        onCreated?.(created.id);
      }
      onClose();
    } catch (error) {
      // A0216 (name taken) and A0400 (too long, too many) belong to the name field.
      const text = applyServerError(form, error, { A0216: 'name', A0400: 'name' });
      if (text) void message.error(text);
    }
  };

  return (
    <Modal
      open
      title={folder ? t('library.folder.renameTitle') : t('library.folder.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: create.isPending || rename.isPending }}
      onCancel={onClose}
      // Focus the name at once, so the dialog is usable from the keyboard without a click.
      afterOpenChange={(open) => open && input.current?.focus({ cursor: 'all' })}
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
        label={t('library.folder.name')}
        className="lib-modal__field"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = folderNameProblem(value ?? '', max, folders, folder?.id);
              if (problem) throw new Error(t(`library.folder.problem.${problem}`, { max }));
            },
          },
        ]}
      >
        <Input ref={input} maxLength={max} showCount placeholder={t('library.folder.namePlaceholder')} />
      </Form.Item>
    </Modal>
  );
}
