// The shell's styles: the user menu is shared with the top bar.
import '../app-layout.css';
import './project-layout.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { StatusBadge } from '../../features/projects/status-badge.tsx';
import { PreviewButton } from '../../features/publish/preview-button.tsx';
import { PublishButton } from '../../features/publish/publish-button.tsx';
import { UserMenu } from '../top-bar/user-menu.tsx';
import { useProjectHeaderStore } from './project-header-store.ts';
import { ProjectTabsNav } from './project-tabs-nav.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { useProjectBase } from './use-project-base.ts';

/**
 * Every /project/{code}/* tab: a full-width workspace under the project header (back to the list,
 * survey title, publishing state, tabs, saving state, user menu).
 */
export function ProjectLayout() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  const saved = useProjectHeaderStore((s) => s.saved);
  const reset = useProjectHeaderStore((s) => s.reset);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what a tab reported belongs to this project.
  useEffect(() => reset, [code, reset]);

  return (
    <div className="project-layout">
      <header className="project-header">
        <div className="project-header__start">
          <Tooltip title={t('design.header.back')}>
            <Link to="/project" className="project-header__back" aria-label={t('design.header.back')}>
              <ArrowLeftOutlined aria-hidden="true" />
            </Link>
          </Tooltip>
          {base.data ? (
            <>
              <h1 className="project-header__title" title={base.data.title}>
                {base.data.title}
              </h1>
              <StatusBadge record={saved ?? base.data} />
            </>
          ) : (
            <Skeleton.Input active size="small" className="project-header__title-skeleton" />
          )}
        </div>
        {base.data ? <ProjectTabsNav base={base.data} /> : <span />}
        <div className="project-header__end">
          <SaveIndicator />
          {base.data ? <PreviewButton code={base.data.code} /> : null}
          {base.data ? <PublishButton base={base.data} /> : null}
          <UserMenu />
        </div>
      </header>
      <div className="project-layout__body">
        {base.isError ? (
          <Result
            status="warning"
            title={t('design.header.loadError')}
            extra={
              <Button type="primary" onClick={() => void base.refetch()}>
                {t('design.header.retry')}
              </Button>
            }
          />
        ) : (
          <Outlet />
        )}
      </div>
    </div>
  );
}
