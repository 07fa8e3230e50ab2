import '../../layouts/app-layout.css';
import '../../layouts/project/project-layout.css';
import '../../features/dashboard/dashboard.css';
import { ArrowLeftOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { DASHBOARD_TITLE_MAX, type DashboardInfo } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { renameDashboard } from '../../api/endpoints/dashboards.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard-keys.ts';
import { useDashboardInfo } from '../../features/dashboard/dashboard-queries.ts';
import { useSavedStore } from '../../features/dashboard/saved-store.ts';
import { DashboardStatusTag, formatDateTime } from '../../features/dashboard/status-tag.tsx';
import { TitleModal } from '../../features/dashboard/title-modal.tsx';
import { useDashboardEdit } from '../../features/dashboard/use-dashboard-edit.ts';
import { UserMenu } from '../../layouts/top-bar/user-menu.tsx';

const TABS = [
  { key: 'tabSetting', path: 'setting' },
  { key: 'tabReport', path: 'report' },
  { key: 'tabLaunch', path: 'launch' },
] as const;

/** The dashboard the tabs below the header work on. */
export function useDashboardOutlet(): DashboardInfo {
  return useOutletContext<DashboardInfo>();
}

/**
 * /dashboard/{code}/*: the header (back, title with rename, launch status, last saved time, tabs
 * data sources / report / launch, preview) over the tab's screen.
 */
export function DashboardLayout() {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  const info = useDashboardInfo(code);
  const saved = useSavedStore((s) => s.byCode[code]);
  const run = useDashboardEdit(code);
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = info.data;

  return (
    <div className="project-layout dash-layout">
      <header className="project-header">
        <div className="project-header__start">
          <Tooltip title={t('dashboard.header.back')}>
            <Link to="/dashboard" className="project-header__back" aria-label={t('dashboard.header.back')}>
              <ArrowLeftOutlined aria-hidden="true" />
            </Link>
          </Tooltip>
          {data ? (
            <>
              <h1 className="project-header__title" title={data.title}>
                {data.title}
              </h1>
              {data.rights.edit && (
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('dashboard.header.rename')}
                  onClick={() => setRenaming(true)}
                />
              )}
              <DashboardStatusTag saved={saved ?? data} />
            </>
          ) : (
            <Skeleton.Input active size="small" />
          )}
        </div>
        <nav className="project-tabs" aria-label={t('dashboard.title')}>
          {TABS.map((tab) => (
            <NavLink
              key={tab.key}
              to={`/dashboard/${encodeURIComponent(code)}/${tab.path}`}
              className={({ isActive }) => `project-tabs__tab${isActive ? ' project-tabs__tab--active' : ''}`}
            >
              {t(`dashboard.header.${tab.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="project-header__end">
          {saved && (
            <span className="save-indicator" aria-live="polite">
              {t('dashboard.header.savedAt', { time: formatDateTime(saved.updateTime, i18n.language) })}
            </span>
          )}
          <Link to={`/dashboard/preview/${encodeURIComponent(code)}`}>
            <Button icon={<EyeOutlined />}>{t('dashboard.header.preview')}</Button>
          </Link>
          <UserMenu />
        </div>
      </header>
      <div className="project-layout__body dash-layout__body">
        {info.isError ? (
          <Result
            status="warning"
            title={t('dashboard.loadFailed')}
            extra={
              <Button type="primary" onClick={() => void info.refetch()}>
                {t('dashboard.retry')}
              </Button>
            }
          />
        ) : data ? (
          <Outlet context={data} />
        ) : (
          <Skeleton active style={{ padding: 24 }} />
        )}
      </div>
      {renaming && data && (
        <TitleModal
          title={t('dashboard.header.rename')}
          label={t('dashboard.create.name')}
          initial={data.title}
          max={DASHBOARD_TITLE_MAX}
          saving={busy}
          onClose={() => setRenaming(false)}
          onSave={async (title) => {
            setBusy(true);
            try {
              await run(async (version) => {
                const base = await renameDashboard(code, title, version);
                return {
                  saved: {
                    version: base.version,
                    updateTime: base.updateTime,
                    status: base.status,
                    relaunch: base.relaunch,
                  },
                };
              });
              await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
              setRenaming(false);
            } catch {
              // The runner said why (A0120 reloads); the dialog stays open.
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
    </div>
  );
}

export function DashboardIndex() {
  const code = useParams().code ?? '';
  return <Navigate to={`/dashboard/${encodeURIComponent(code)}/report`} replace />;
}
