import {
  AppstoreOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderOutlined,
  InboxOutlined,
  MoreOutlined,
  PlusOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Under the system folder: its categories (question library), shown while it is selected. */
  systemChildren?: ReactNode;
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

/** A library's folder tree: buttons in one list, so Tab and Enter reach every folder. */
export function LibraryFolderNav(props: LibraryFolderNavProps) {
  const { t } = useTranslation();
  const labelOf = useFolderLabel();

  const item = (entry: FolderEntry) => {
    const isActive = entry.id === props.selectedId;
    const label = labelOf(entry);
    const isFolder = entry.kind === 'folder';
    const menu = isFolder && !entry.isDefault && props.canEdit && (
      <Dropdown
        trigger={['click']}
        autoFocus
        menu={{
          items: [
            { key: 'rename', icon: <EditOutlined />, label: t('library.folder.rename') },
            { key: 'delete', icon: <DeleteOutlined />, label: t('library.folder.delete'), danger: true },
          ],
          onClick: ({ key }) => (key === 'rename' ? props.onRename(entry) : props.onRemove(entry)),
        }}
      >
        <Button
          type="text"
          size="small"
          className="lib-nav__more"
          icon={<MoreOutlined />}
          aria-label={t('library.folder.actions', { name: label })}
        />
      </Dropdown>
    );
    return (
      <li key={entry.id} className={`lib-nav__item${isActive ? ' lib-nav__item--active' : ''}`}>
        <button
          type="button"
          className={`lib-nav__button${isFolder ? ' lib-nav__button--nested' : ''}`}
          aria-current={isActive ? 'page' : undefined}
          onClick={() => props.onSelect(entry.id)}
        >
          <span className="lib-nav__icon" aria-hidden="true">
            {isFolder && entry.isDefault ? <StarOutlined /> : ICONS[entry.kind]}
          </span>
          <span className="lib-nav__label" title={label}>
            {label}
          </span>
          <span className="lib-nav__count">{entry.count ?? ''}</span>
        </button>
        {menu || <span className="lib-nav__spacer" aria-hidden="true" />}
        {entry.kind === 'system' && isActive ? props.systemChildren : null}
      </li>
    );
  };

  return (
    <nav className="lib-nav" aria-label={t('library.folder.nav')}>
      <ul className="lib-nav__list">
        {props.entries.map(item)}
        {!props.hasFolders && (
          <li className="lib-nav__skeleton">
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '60%'] }} />
          </li>
        )}
      </ul>
      {props.canEdit && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          className="lib-nav__create"
          onClick={props.onCreate}
        >
          {t('library.folder.create')}
        </Button>
      )}
    </nav>
  );
}
