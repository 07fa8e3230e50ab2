import './folder-nav.css';
import { DeleteOutlined, EditOutlined, FolderOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { afterKeyEvent } from '../projects/after-key-event.ts';
import { type FolderTextsPrefix, useFolderTexts } from './folder-texts.ts';

/** One entry of a folder tree: a special entry (all, unclassified, …) or a folder. */
export interface FolderNavItemProps {
  icon: ReactNode;
  label: string;
  count: number | undefined;
  isActive: boolean;
  /** Folders and unclassified sit under "all". */
  isNested?: boolean;
  onSelect(): void;
  /** Rename / delete menu; absent for special entries, the default folder, or without edit rights. */
  actions?: { texts: FolderTextsPrefix; onRename(): void; onRemove(): void };
}

/**
 * An entry of any family's folder tree (projects, question and image libraries): a button, so Tab
 * and Enter reach every folder, its count, and the folder's menu.
 */
export function FolderNavItem(props: FolderNavItemProps) {
  const classes = ['folder-nav__item'];
  if (props.isActive) classes.push('folder-nav__item--active');
  if (props.isNested) classes.push('folder-nav__item--nested');
  return (
    <li className={classes.join(' ')}>
      <button
        type="button"
        className="folder-nav__button"
        aria-current={props.isActive ? 'page' : undefined}
        onClick={props.onSelect}
      >
        <span className="folder-nav__icon" aria-hidden="true">
          {props.icon}
        </span>
        <span className="folder-nav__label" title={props.label}>
          {props.label}
        </span>
        <span className="folder-nav__count">{props.count ?? ''}</span>
      </button>
      {/* Rows without a menu keep its room, so every count lines up in one column. */}
      {props.actions ? (
        <FolderMenu name={props.label} {...props.actions} />
      ) : (
        <span className="folder-nav__spacer" aria-hidden="true" />
      )}
    </li>
  );
}

function FolderMenu(props: { name: string } & NonNullable<FolderNavItemProps['actions']>) {
  const ft = useFolderTexts(props.texts);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: [
          { key: 'rename', icon: <EditOutlined />, label: ft('rename') },
          { key: 'delete', icon: <DeleteOutlined />, label: ft('delete'), danger: true },
        ],
        onClick: ({ key }) => afterKeyEvent(() => (key === 'rename' ? props.onRename() : props.onRemove())),
      }}
    >
      <Button
        type="text"
        size="small"
        className="folder-nav__more"
        icon={<MoreOutlined />}
        aria-label={ft('actions', { name: props.name })}
      />
    </Dropdown>
  );
}

/** Stands where the folders will be while they load. */
export const FolderNavSkeleton = () => (
  <li className="folder-nav__skeleton">
    <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '60%'] }} />
  </li>
);

export function FolderCreateButton(props: { texts: FolderTextsPrefix; onCreate(): void }) {
  const ft = useFolderTexts(props.texts);
  return (
    <Button
      type="dashed"
      block
      icon={<PlusOutlined />}
      className="folder-nav__create"
      onClick={props.onCreate}
    >
      {ft('create')}
    </Button>
  );
}

/**
 * A tree's own folders under "all": the skeleton while they load, then each folder with its
 * rename/delete menu. `isActive` says whether the list shows that folder.
 */
export function FolderNavFolders<F extends { id: number; name: string; count: number }>(props: {
  folders: F[] | undefined;
  isActive(folder: F): boolean;
  onSelect(folder: F): void;
  onRename(folder: F): void;
  onRemove(folder: F): void;
}) {
  if (props.folders === undefined) return <FolderNavSkeleton />;
  return props.folders.map((folder) => (
    <FolderNavItem
      key={folder.id}
      icon={<FolderOutlined />}
      label={folder.name}
      count={folder.count}
      isNested
      isActive={props.isActive(folder)}
      onSelect={() => props.onSelect(folder)}
      actions={{
        texts: 'folder',
        onRename: () => props.onRename(folder),
        onRemove: () => props.onRemove(folder),
      }}
    />
  ));
}
