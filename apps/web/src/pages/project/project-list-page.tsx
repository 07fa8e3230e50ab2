import './project-pages.css';
import { DeleteOutlined, MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MyInterviewsCard } from '../../features/discussion/my-interviews-card.tsx';
import { FolderNav } from '../../features/projects/folder-nav.tsx';
import {
  ALL_VIEW,
  folderOfView,
  isOthersView,
  type ListView,
  listQueryOf,
  listViewParams,
  parseListView,
} from '../../features/projects/list-view.ts';
import { FIRST_PAGE, useStepBackWhenEmpty } from '../../features/projects/paging.ts';
import { ProjectDialogs } from '../../features/projects/project-dialogs.tsx';
import { useFolders, useProjectCounts, useProjectList } from '../../features/projects/project-queries.ts';
import { ProjectSearch } from '../../features/projects/project-search.tsx';
import { ProjectTable } from '../../features/projects/project-table.tsx';
import { useFolderActions } from '../../features/projects/use-folder-actions.tsx';
import { useProjectActions } from '../../features/projects/use-project-actions.tsx';
import { Permission } from '../../features/session/permission-gate.tsx';
import { useSessionStore } from '../../features/session/session-store.ts';
import { PageHeader } from '../../layouts/page-header.tsx';
import { CREATE, ListSkeleton, ProjectListEmpty } from './project-list-states.tsx';

/** The project list (default landing): folder tree on the left, the chosen list on the right. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = parseListView(params);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const hasOrganization = useSessionStore((s) => s.user?.organizationId != null);

  const counts = useProjectCounts();
  const folders = useFolders();
  const list = useProjectList({ ...listQueryOf(view), ...paging, keyword: keyword || undefined });
  const actions = useProjectActions();

  const selectView = (next: ListView) => {
    setParams(listViewParams(next));
    setPaging((p) => ({ ...p, page: 1 }));
    setDrawerOpen(false);
  };
  const folderActions = useFolderActions(view, folders.data, () => selectView(ALL_VIEW));

  // A stale link to a folder that no longer exists shows everything instead of an error.
  const folderId = folderOfView(view);
  const isUnknownFolder = folderId !== undefined && folders.data?.every((f) => f.id !== folderId);
  useEffect(() => {
    if (isUnknownFolder) setParams({}, { replace: true });
  }, [isUnknownFolder, setParams]);

  const data = list.data;
  useStepBackWhenEmpty(data?.total, setPaging);

  const viewLabel =
    view.kind === 'folder'
      ? (folders.data?.find((f) => f.id === view.folderId)?.name ?? t('folder.folder'))
      : t(`project.category.${view.kind}`);
  const createPath = folderId ? `/create?folder=${folderId}` : '/create';

  const nav = (
    <FolderNav
      view={view}
      counts={counts.data}
      folders={folders.data}
      hasOrganization={hasOrganization}
      onSelect={selectView}
      onCreateFolder={folderActions.openCreate}
      onRenameFolder={folderActions.openRename}
      onDeleteFolder={folderActions.confirmRemove}
    />
  );

  return (
    <>
      <PageHeader
        title={t('project.title')}
        subtitle={t('project.subtitle')}
        actions={
          <div className="page-header__actions">
            <Button icon={<DeleteOutlined />} onClick={() => navigate('/project/recycle')}>
              {t('recycle.title')}
            </Button>
            <Permission codes={CREATE}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createPath)}>
                {t('project.create')}
              </Button>
            </Permission>
          </div>
        }
      />
      <div className="project-page">
        <aside className="project-page__aside">{nav}</aside>
        <section className="project-page__main" aria-labelledby="project-list-heading">
          <div className="project-toolbar">
            <Button
              className="project-toolbar__folders"
              icon={<MenuOutlined />}
              aria-label={t('project.openFolders')}
              onClick={() => setDrawerOpen(true)}
            />
            <h2 id="project-list-heading" className="project-toolbar__title" title={viewLabel}>
              {viewLabel}
            </h2>
            <ProjectSearch
              onSearch={(value) => {
                setKeyword(value);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
            />
          </div>
          <MyInterviewsCard />
          {!data ? (
            <ListSkeleton />
          ) : data.total === 0 ? (
            <ProjectListEmpty view={view} keyword={keyword} onCreate={() => navigate(createPath)} />
          ) : (
            <ProjectTable
              page={data}
              isFetching={list.isPlaceholderData}
              showOwner={isOthersView(view)}
              onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
              onAction={actions.onAction}
              onStar={actions.onStar}
            />
          )}
        </section>
      </div>
      <Drawer
        open={isDrawerOpen}
        placement="left"
        size={300}
        title={t('project.folderNav')}
        onClose={() => setDrawerOpen(false)}
        destroyOnHidden
      >
        {nav}
      </Drawer>
      <ProjectDialogs dialog={actions.dialog} onClose={actions.closeDialog} />
      {folderActions.element}
    </>
  );
}
