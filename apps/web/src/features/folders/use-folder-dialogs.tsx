import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderNameModal, type FolderNameModalProps } from './folder-name-modal.tsx';
import { useFolderTexts } from './folder-texts.ts';

type Folder = { id: number; name: string };
type Dialog = { mode: 'create' } | { mode: 'rename'; folder: Folder } | null;

export interface FolderDialogsOptions extends Omit<FolderNameModalProps, 'folder' | 'onClose' | 'folders'> {
  folders: readonly Folder[] | undefined;
  /** The delete confirmation's text, naming the folder and where its contents go. */
  removeConfirm(folder: Folder): string;
  remove(id: number): Promise<unknown>;
  /** After a delete: the screen showed that folder? Then it moves elsewhere. */
  onRemoved(folder: Folder): void;
}

/**
 * A folder family's create / rename dialogs and the delete confirmation (删除确认 naming the
 * folder), shared by the survey list and the libraries.
 */
export function useFolderDialogs(options: FolderDialogsOptions) {
  const { t } = useTranslation();
  const ft = useFolderTexts(options.texts);
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);

  const confirmRemove = (folder: Folder) =>
    modal.confirm({
      title: ft('deleteTitle'),
      content: options.removeConfirm(folder),
      okText: ft('delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        options
          .remove(folder.id)
          .then(() => {
            void message.success(ft('deleted', { name: folder.name }));
            options.onRemoved(folder);
          })
          // The client already showed the failure; the dialog closes either way.
          .catch(() => undefined),
    });

  const { folders, removeConfirm: _c, remove: _r, onRemoved: _o, ...modalProps } = options;
  const element = dialog && (
    <FolderNameModal
      {...modalProps}
      folder={dialog.mode === 'rename' ? dialog.folder : undefined}
      folders={folders ?? []}
      onClose={() => setDialog(null)}
    />
  );

  return {
    openCreate: () => setDialog({ mode: 'create' }),
    openRename: (folder: Folder) => setDialog({ mode: 'rename', folder }),
    confirmRemove,
    element,
  };
}
