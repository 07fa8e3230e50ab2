import '../../features/dashboard/dashboard.css';
import '../../features/folders/folder-nav.css';
import { PlusOutlined } from '@ant-design/icons';
import { DASHBOARD_TITLE_MAX, type DashboardRecord, PROJECT_FOLDERS } from '@cairn/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  copyDashboard,
  createDashboardFolder,
  fetchDashboard,
  fetchDashboards,
  recoverDashboard,
  removeDashboard,
  removeDashboardFolder,
  renameDashboard,
  renameDashboardFolder,
  starDashboard,
} from '../../api/endpoints/dashboards.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard-keys.ts';
import { useDashboardFolders } from '../../features/dashboard/dashboard-queries.ts';
import { HandoverModal, MoveModal, ShareModal } from '../../features/dashboard/list/dashboard-dialogs.tsx';
import { DashboardFolderNav } from '../../features/dashboard/list/dashboard-folder-nav.tsx';
import { DashboardTable, type RowAction } from '../../features/dashboard/list/dashboard-table.tsx';
import { type DashboardView, listBodyOf, PAGE_SIZE } from '../../features/dashboard/list/list-view.ts';
import { TitleModal } from '../../features/dashboard/title-modal.tsx';
import { KeywordSearch } from '../../features/folders/keyword-search.tsx';
import { useFolderDialogs } from '../../features/folders/use-folder-dialogs.tsx';

type Dialog = { kind: 'rename' | 'move' | 'share' | 'handover'; record: DashboardRecord } | null;

/** /dashboard: folders, search and the dashboards of the chosen view, with their actions. */
export function DashboardListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [view, setView] = useState<DashboardView>({ kind: 'all' });
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const body = listBodyOf(view, page, keyword);
  const list = useQuery({ queryKey: dashboardKeys.list(body), queryFn: () => fetchDashboards(body) });
  const folders = useDashboardFolders();
  const reload = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });

  const folderDialogs = useFolderDialogs({
    texts: 'folder',
    family: PROJECT_FOLDERS,
    folders: folders.data?.folders,
    create: async (name) => {
      const folder = await createDashboardFolder(name);
      await reload();
      return folder;
    },
    rename: async (id, name) => {
      await renameDashboardFolder(id, name);
      await reload();
    },
    isPending: false,
    nameErrors: ['A0400'],
    onCreated: (folderId) => setView({ kind: 'folder', folderId }),
    removeConfirm: (folder) => t('dashboard.list.folderDeleteConfirm', { name: folder.name }),
    remove: async (id) => {
      await removeDashboardFolder(id);
      await reload();
    },
    onRemoved: () => setView({ kind: 'all' }),
  });

  const onAction = async (record: DashboardRecord, action: RowAction) => {
    if (action === 'copy') {
      const created = await copyDashboard(record.code).catch(() => null);
      if (created) {
        void message.success(t('dashboard.list.copied', { title: record.title }));
        await reload();
      }
      return;
    }
    if (action === 'delete') {
      const done = await removeDashboard(record.code).then(
        () => true,
        () => false,
      );
      if (!done) return;
      await reload();
      const key = `deleted-${record.code}`;
      void message.success({
        key,
        duration: 6,
        content: (
          <span>
            {t('dashboard.list.deleted')}{' '}
            <Button
              type="link"
              size="small"
              onClick={async () => {
                message.destroy(key);
                await recoverDashboard(record.code).catch(() => undefined);
                await reload();
              }}
            >
              {t('dashboard.list.undo')}
            </Button>
          </span>
        ),
      });
      return;
    }
    setDialog({ kind: action, record });
  };

  const records = list.data?.records ?? [];
  const filtered = keyword !== '' || view.kind !== 'all';
  return (
    <div className="dash-list">
      <aside className="dash-list__nav">
        <Button type="primary" block icon={<PlusOutlined />} onClick={() => navigate('/dashboard/create')}>
          {t('dashboard.list.create')}
        </Button>
        <DashboardFolderNav
          view={view}
          folders={folders.data}
          onSelect={(next) => {
            setView(next);
            setPage(1);
          }}
          onCreateFolder={folderDialogs.openCreate}
          onRenameFolder={folderDialogs.openRename}
          onDeleteFolder={folderDialogs.confirmRemove}
        />
      </aside>
      <main className="dash-list__main">
        <div className="dash-list__bar">
          <h1 className="dash-list__heading">{t('dashboard.title')}</h1>
          <KeywordSearch
            label={t('dashboard.list.search')}
            placeholder={t('dashboard.list.search')}
            onSearch={(value) => {
              setKeyword(value);
              setPage(1);
            }}
          />
        </div>
        {!list.isLoading && records.length === 0 ? (
          <Empty
            className="dash-list__empty"
            description={
              filtered ? (
                t('dashboard.list.noMatch')
              ) : (
                <>
                  <strong>{t('dashboard.list.empty')}</strong>
                  <br />
                  {t('dashboard.list.emptyHint')}
                </>
              )
            }
          >
            {!filtered && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/dashboard/create')}>
                {t('dashboard.list.create')}
              </Button>
            )}
          </Empty>
        ) : (
          <DashboardTable
            records={records}
            loading={list.isLoading}
            total={list.data?.total ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            onStar={(r) => void starDashboard(r.code, !r.starred).then(reload, () => undefined)}
            onAction={(r, action) => void onAction(r, action)}
          />
        )}
      </main>
      {folderDialogs.element}
      {dialog?.kind === 'rename' && (
        <TitleModal
          title={t('dashboard.list.rename')}
          label={t('dashboard.create.name')}
          initial={dialog.record.title}
          max={DASHBOARD_TITLE_MAX}
          saving={busy}
          onClose={() => setDialog(null)}
          onSave={async (title) => {
            setBusy(true);
            try {
              // The list's version may be old: rename with the dashboard's current one.
              const info = await fetchDashboard(dialog.record.code);
              await renameDashboard(dialog.record.code, title, info.version);
              void message.success(t('dashboard.list.renamed'));
              await reload();
              setDialog(null);
            } catch {
              // Shown by the client (A0120 as its message).
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveModal
          record={dialog.record}
          folders={folders.data?.folders ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'share' && <ShareModal record={dialog.record} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'handover' && (
        <HandoverModal record={dialog.record} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
