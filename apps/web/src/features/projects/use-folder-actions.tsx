import { PROJECT_FOLDERS, type ProjectFolder } from '@cairn/contract';
import { useTranslation } from 'react-i18next';
import { useFolderDialogs } from '../folders/use-folder-dialogs.tsx';
import { isSameView, type ListView } from './list-view.ts';
import { useCreateFolder, useDeleteFolder, useRenameFolder } from './project-mutations.ts';

/** The survey folders' create / rename dialogs and delete confirmation (the shared folder dialogs). */
export function useFolderActions(
  view: ListView,
  folders: ProjectFolder[] | undefined,
  onViewGone: () => void,
) {
  const { t } = useTranslation();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  return useFolderDialogs({
    texts: 'folder',
    family: PROJECT_FOLDERS,
    folders,
    create: (name) => create.mutateAsync(name),
    rename: (id, name) => rename.mutateAsync({ id, name }),
    isPending: create.isPending || rename.isPending,
    nameErrors: ['A0400'],
    removeConfirm: (folder) => t('folder.deleteConfirm', { name: folder.name }),
    remove: (id) => remove.mutateAsync(id),
    // The list showed the folder just deleted: show everything instead of an empty filter.
    onRemoved: (folder) => {
      if (isSameView(view, { kind: 'folder', folderId: folder.id })) onViewGone();
    },
  });
}
