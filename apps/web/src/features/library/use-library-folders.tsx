import { FOLDER_ALL } from '@cairn/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderEntry, LibraryFolder } from './folder-tree.ts';
import type { DataType, LibraryKind } from './library-access.ts';
import { LibraryFolderModal } from './library-folder-modal.tsx';
import { useRemoveImageFolder, useRemoveQuestionFolder } from './library-queries.ts';

type FolderItem = Extract<FolderEntry, { kind: 'folder' }>;
type Dialog = { mode: 'create' } | { mode: 'rename'; folder: FolderItem } | null;

/**
 * Folder create / rename dialogs and the delete confirmation (删除确认 naming the folder) of one
 * library. `selectedId` and `select` let a deleted or new folder move the screen with it.
 */
export function useLibraryFolders(options: {
  kind: LibraryKind;
  dataType: DataType;
  folders: readonly LibraryFolder[] | undefined;
  selectedId: number;
  select(id: number): void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const removeQ = useRemoveQuestionFolder();
  const removeI = useRemoveImageFolder();
  const remove = options.kind === 'question' ? removeQ : removeI;

  const confirmRemove = (folder: FolderItem) =>
    modal.confirm({
      title: t('library.folder.deleteTitle'),
      content: t(`library.folder.deleteConfirm.${options.kind}`, { name: folder.name }),
      okText: t('library.folder.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(folder.id)
          .then(() => {
            void message.success(t('library.folder.deleted', { name: folder.name }));
            // The screen showed the folder just deleted: show everything instead of an error.
            if (options.selectedId === folder.id) options.select(FOLDER_ALL);
          })
          // The client already showed the failure; the dialog closes either way.
          .catch(() => undefined),
    });

  const element = dialog && (
    <LibraryFolderModal
      kind={options.kind}
      dataType={options.dataType}
      folder={dialog.mode === 'rename' ? dialog.folder : undefined}
      folders={options.folders ?? []}
      onClose={() => setDialog(null)}
      onCreated={options.select}
    />
  );

  return {
    openCreate: () => setDialog({ mode: 'create' }),
    openRename: (folder: FolderItem) => setDialog({ mode: 'rename', folder }),
    confirmRemove,
    element,
  };
}
