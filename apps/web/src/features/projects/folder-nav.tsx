import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  InboxOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import type { ProjectCounts, ProjectFolder } from '@cairn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderCreateButton, FolderNavFolders, FolderNavItem } from '../folders/folder-nav-item.tsx';
import { type CategoryKind, isSameView, type ListView } from './list-view.ts';

export interface FolderNavProps {
  view: ListView;
  counts: ProjectCounts | undefined;
  folders: ProjectFolder[] | undefined;
  /** Organisation and department categories exist only for members of an organisation. */
  hasOrganization: boolean;
  onSelect(view: ListView): void;
  onCreateFolder(): void;
  onRenameFolder(folder: ProjectFolder): void;
  onDeleteFolder(folder: ProjectFolder): void;
}

const CATEGORY_ICONS: Record<CategoryKind, ReactNode> = {
  all: <AppstoreOutlined />,
  unclassified: <InboxOutlined />,
  shared: <ShareAltOutlined />,
  department: <ApartmentOutlined />,
  organization: <BankOutlined />,
};

/** The survey list's tree: my projects with their folders, then the ones others let me see. */
export function FolderNav(props: FolderNavProps) {
  const { t } = useTranslation();
  const { view, counts, folders, onSelect } = props;
  const category = (kind: CategoryKind, count: number | undefined, isNested = false) => (
    <FolderNavItem
      key={kind}
      icon={CATEGORY_ICONS[kind]}
      label={t(`project.category.${kind}`)}
      count={count}
      isNested={isNested}
      isActive={view.kind === kind}
      onSelect={() => onSelect({ kind } as ListView)}
    />
  );

  return (
    <nav className="folder-nav" aria-label={t('project.folderNav')}>
      <div className="folder-nav__heading">{t('project.section.mine')}</div>
      <ul className="folder-nav__list">
        {category('all', counts?.all)}
        {category('unclassified', counts?.unclassified, true)}
        <FolderNavFolders
          folders={folders}
          isActive={(folder) => isSameView(view, { kind: 'folder', folderId: folder.id })}
          onSelect={(folder) => onSelect({ kind: 'folder', folderId: folder.id })}
          onRename={props.onRenameFolder}
          onRemove={props.onDeleteFolder}
        />
      </ul>
      <FolderCreateButton texts="folder" onCreate={props.onCreateFolder} />
      <div className="folder-nav__heading">{t('project.section.others')}</div>
      <ul className="folder-nav__list">
        {category('shared', counts?.share)}
        {props.hasOrganization && category('department', counts?.department)}
        {props.hasOrganization && category('organization', counts?.organization)}
      </ul>
    </nav>
  );
}
