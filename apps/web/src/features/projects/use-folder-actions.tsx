import type { ProjectFolder } from '@cairn/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSameView, type ListView } from './list-view.ts';
import { useDeleteFolder } from './project-mutations.ts';

export type FolderDialog = { mode: 'create' } | { mode: 'rename'; folder: ProjectFolder } | null;

/** Folder create / rename dialogs and the delete confirmation (spec: 删除确认 naming the item). */
export function useFolderActions(view: ListView, onViewGone: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<FolderDialog>(null);
  const remove = useDeleteFolder();

  const confirmDelete = (folder: ProjectFolder) =>
    modal.confirm({
      title: t('folder.deleteTitle'),
      content: t('folder.deleteConfirm', { name: folder.name }),
      okText: t('folder.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(folder.id)
          .then(() => {
            void message.success(t('folder.deleted', { name: folder.name }));
            // The list showed the folder just deleted: show everything instead of an empty filter.
            if (isSameView(view, { kind: 'folder', folderId: folder.id })) onViewGone();
          })
          // The client already showed the failure; the dialog closes either way.
          .catch(() => undefined),
    });

  return {
    dialog,
    openCreate: () => setDialog({ mode: 'create' }),
    openRename: (folder: ProjectFolder) => setDialog({ mode: 'rename', folder }),
    close: () => setDialog(null),
    confirmDelete,
  };
}
