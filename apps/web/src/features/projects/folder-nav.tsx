import './folder-nav.css';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderOutlined,
  InboxOutlined,
  MoreOutlined,
  PlusOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import type { ProjectCounts, ProjectFolder } from '@cairn/contract';
import { Button, Dropdown, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterKeyEvent } from './after-key-event.ts';
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

function NavItem(props: {
  icon: ReactNode;
  label: string;
  count: number | undefined;
  isActive: boolean;
  isNested?: boolean;
  onClick(): void;
  extra?: ReactNode;
}) {
  const classes = ['folder-nav__item'];
  if (props.isActive) classes.push('folder-nav__item--active');
  if (props.isNested) classes.push('folder-nav__item--nested');
  return (
    <li className={classes.join(' ')}>
      <button
        type="button"
        className="folder-nav__button"
        aria-current={props.isActive ? 'page' : undefined}
        onClick={props.onClick}
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
      {props.extra ?? <span className="folder-nav__spacer" aria-hidden="true" />}
    </li>
  );
}

/** The survey list's tree: my projects with their folders, then the ones others let me see. */
export function FolderNav(props: FolderNavProps) {
  const { t } = useTranslation();
  const { view, counts, folders, onSelect } = props;
  const category = (kind: CategoryKind, count: number | undefined, isNested = false) => (
    <NavItem
      key={kind}
      icon={CATEGORY_ICONS[kind]}
      label={t(`project.category.${kind}`)}
      count={count}
      isNested={isNested}
      isActive={view.kind === kind}
      onClick={() => onSelect({ kind } as ListView)}
    />
  );

  return (
    <nav className="folder-nav" aria-label={t('project.folderNav')}>
      <div className="folder-nav__heading">{t('project.section.mine')}</div>
      <ul className="folder-nav__list">
        {category('all', counts?.all)}
        {category('unclassified', counts?.unclassified, true)}
        {folders === undefined ? (
          <li className="folder-nav__skeleton">
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '60%'] }} />
          </li>
        ) : (
          folders.map((folder) => (
            <NavItem
              key={folder.id}
              icon={<FolderOutlined />}
              label={folder.name}
              count={folder.count}
              isNested
              isActive={isSameView(view, { kind: 'folder', folderId: folder.id })}
              onClick={() => onSelect({ kind: 'folder', folderId: folder.id })}
              extra={
                <Dropdown
                  trigger={['click']}
                  autoFocus
                  menu={{
                    items: [
                      { key: 'rename', icon: <EditOutlined />, label: t('folder.rename') },
                      { key: 'delete', icon: <DeleteOutlined />, label: t('folder.delete'), danger: true },
                    ],
                    onClick: ({ key }) =>
                      afterKeyEvent(() =>
                        key === 'rename' ? props.onRenameFolder(folder) : props.onDeleteFolder(folder),
                      ),
                  }}
                >
                  <Button
                    type="text"
                    size="small"
                    className="folder-nav__more"
                    icon={<MoreOutlined />}
                    aria-label={t('folder.actions', { name: folder.name })}
                  />
                </Dropdown>
              }
            />
          ))
        )}
      </ul>
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        className="folder-nav__create"
        onClick={props.onCreateFolder}
      >
        {t('folder.create')}
      </Button>
      <div className="folder-nav__heading">{t('project.section.others')}</div>
      <ul className="folder-nav__list">
        {category('shared', counts?.share)}
        {props.hasOrganization && category('department', counts?.department)}
        {props.hasOrganization && category('organization', counts?.organization)}
      </ul>
    </nav>
  );
}
