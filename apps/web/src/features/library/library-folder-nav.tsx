import {
  AppstoreOutlined,
  DatabaseOutlined,
  FolderOutlined,
  InboxOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderCreateButton, FolderNavItem, FolderNavSkeleton } from '../folders/folder-nav-item.tsx';
import type { FolderEntry } from './folder-tree.ts';

export interface LibraryFolderNavProps {
  entries: FolderEntry[];
  /** False while the folders load: a skeleton stands where they will be. */
  hasFolders: boolean;
  selectedId: number;
  onSelect(id: number): void;
  /** Without edit rights (a view-only company library) there is no create, rename or delete. */
  canEdit: boolean;
  onCreate(): void;
  onRename(entry: Extract<FolderEntry, { kind: 'folder' }>): void;
  onRemove(entry: Extract<FolderEntry, { kind: 'folder' }>): void;
}

const ICONS: Record<FolderEntry['kind'], ReactNode> = {
  all: <AppstoreOutlined />,
  system: <DatabaseOutlined />,
  unclassified: <InboxOutlined />,
  folder: <FolderOutlined />,
};

/** The name of a folder entry in the user's language (special folders have no stored name). */
export function useFolderLabel() {
  const { t } = useTranslation();
  return (entry: FolderEntry) => (entry.kind === 'folder' ? entry.name : t(`library.folder.${entry.kind}`));
}

/** A library's folder tree, built of the shared folder tree entries (features/folders). */
export function LibraryFolderNav(props: LibraryFolderNavProps) {
  const { t } = useTranslation();
  const labelOf = useFolderLabel();

  const item = (entry: FolderEntry) => {
    const isFolder = entry.kind === 'folder';
    const hasMenu = isFolder && !entry.isDefault && props.canEdit;
    return (
      <FolderNavItem
        key={entry.id}
        icon={isFolder && entry.isDefault ? <StarOutlined /> : ICONS[entry.kind]}
        label={labelOf(entry)}
        count={entry.count}
        isNested={isFolder}
        isActive={entry.id === props.selectedId}
        onSelect={() => props.onSelect(entry.id)}
        actions={
          hasMenu
            ? {
                texts: 'library.folder',
                onRename: () => props.onRename(entry),
                onRemove: () => props.onRemove(entry),
              }
            : undefined
        }
      />
    );
  };

  return (
    <nav className="folder-nav" aria-label={t('library.folder.nav')}>
      <ul className="folder-nav__list">
        {props.entries.map(item)}
        {!props.hasFolders && <FolderNavSkeleton />}
      </ul>
      {props.canEdit && <FolderCreateButton texts="library.folder" onCreate={props.onCreate} />}
    </nav>
  );
}
