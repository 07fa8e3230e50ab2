import { FOLDER_ALL } from '@cairn/contract';
import { useTranslation } from 'react-i18next';
import { useFolderDialogs } from '../folders/use-folder-dialogs.tsx';
import type { LibraryFolder } from './folder-tree.ts';
import type { DataType, LibraryKind } from './library-access.ts';
import { useLibraryFolderSaves } from './library-folder-modal.tsx';
import { useRemoveImageFolder, useRemoveQuestionFolder } from './library-queries.ts';

/**
 * One library's folder dialogs (the shared folder dialogs). `selectedId` and `select` let a
 * deleted or new folder move the screen with it.
 */
export function useLibraryFolders(options: {
  kind: LibraryKind;
  dataType: DataType;
  folders: readonly LibraryFolder[] | undefined;
  selectedId: number;
  select(id: number): void;
}) {
  const { t } = useTranslation();
  const removeQ = useRemoveQuestionFolder();
  const removeI = useRemoveImageFolder();
  const remove = options.kind === 'question' ? removeQ : removeI;
  return useFolderDialogs({
    ...useLibraryFolderSaves(options.kind, options.dataType),
    folders: options.folders,
    onCreated: options.select,
    removeConfirm: (folder) => t(`library.folder.deleteConfirm.${options.kind}`, { name: folder.name }),
    remove: (id) => remove.mutateAsync(id),
    // The screen showed the folder just deleted: show everything instead of an error.
    onRemoved: (folder) => {
      if (options.selectedId === folder.id) options.select(FOLDER_ALL);
    },
  });
}
