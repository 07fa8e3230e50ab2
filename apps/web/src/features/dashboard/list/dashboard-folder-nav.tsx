import {
  AppstoreOutlined,
  DeleteOutlined,
  InboxOutlined,
  ShareAltOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { DashboardFolder, DashboardFolderList } from '@cairn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FolderCreateButton, FolderNavFolders, FolderNavItem } from '../../folders/folder-nav-item.tsx';
import { type DashboardView, sameView } from './list-view.ts';

/** The dashboard list's tree (the survey list's pattern): mine with folders, starred, shared, recycle bin. */
export function DashboardFolderNav(props: {
  view: DashboardView;
  folders: DashboardFolderList | undefined;
  onSelect(view: DashboardView): void;
  onCreateFolder(): void;
  onRenameFolder(folder: DashboardFolder): void;
  onDeleteFolder(folder: DashboardFolder): void;
}) {
  const { t } = useTranslation();
  const { view, folders, onSelect } = props;
  const entry = (
    next: DashboardView,
    icon: React.ReactNode,
    label: string,
    count: number | undefined,
    nested = false,
  ) => (
    <FolderNavItem
      key={next.kind}
      icon={icon}
      label={label}
      count={count}
      isNested={nested}
      isActive={sameView(view, next)}
      onSelect={() => onSelect(next)}
    />
  );
  return (
    <nav className="folder-nav" aria-label={t('dashboard.list.folderNav')}>
      <div className="folder-nav__heading">{t('dashboard.list.mine')}</div>
      <ul className="folder-nav__list">
        {entry({ kind: 'all' }, <AppstoreOutlined />, t('dashboard.list.all'), folders?.all)}
        {entry(
          { kind: 'unclassified' },
          <InboxOutlined />,
          t('dashboard.list.unclassified'),
          folders?.unclassified,
          true,
        )}
        <FolderNavFolders
          folders={folders?.folders}
          isActive={(folder) => sameView(view, { kind: 'folder', folderId: folder.id })}
          onSelect={(folder) => onSelect({ kind: 'folder', folderId: folder.id })}
          onRename={props.onRenameFolder}
          onRemove={props.onDeleteFolder}
        />
        {entry({ kind: 'starred' }, <StarOutlined />, t('dashboard.list.starred'), undefined)}
      </ul>
      <FolderCreateButton texts="folder" onCreate={props.onCreateFolder} />
      <ul className="folder-nav__list">
        {entry({ kind: 'shared' }, <ShareAltOutlined />, t('dashboard.list.shared'), folders?.shared)}
      </ul>
      <Link to="/dashboard/recycle" className="dash-recycle-link">
        <DeleteOutlined aria-hidden="true" /> {t('dashboard.list.recycle')}
        {folders ? ` (${folders.recycle})` : ''}
      </Link>
    </nav>
  );
}
