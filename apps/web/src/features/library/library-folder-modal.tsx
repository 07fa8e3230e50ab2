import { IMAGE_FOLDERS, QUESTION_FOLDERS } from '@cairn/contract';
import { FolderNameModal } from '../folders/folder-name-modal.tsx';
import type { LibraryFolder } from './folder-tree.ts';
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

/** The shared folder name dialog with one library's calls and rules. */
export function LibraryFolderModal({ kind, dataType, ...rest }: LibraryFolderModalProps) {
  return <FolderNameModal {...rest} {...useLibraryFolderSaves(kind, dataType)} />;
}

/**
 * One library's folder rules (name length, unique names) and create / rename calls. A0216 (name
 * taken) and A0400 (too long, too many) belong to the name field.
 */
export function useLibraryFolderSaves(kind: LibraryKind, dataType: DataType) {
  const createQ = useCreateQuestionFolder();
  const renameQ = useRenameQuestionFolder();
  const createI = useCreateImageFolder();
  const renameI = useRenameImageFolder();
  const create = kind === 'question' ? createQ : createI;
  const rename = kind === 'question' ? renameQ : renameI;
  return {
    texts: 'library.folder' as const,
    family: kind === 'question' ? QUESTION_FOLDERS : IMAGE_FOLDERS,
    create: (name: string) => create.mutateAsync({ name, dataType }),
    rename: (id: number, name: string) => rename.mutateAsync({ id, name }),
    isPending: create.isPending || rename.isPending,
    nameErrors: ['A0216', 'A0400'],
  };
}
