import './dashboard.css';
import type { DashboardPage } from '@cairn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from '../../layouts/lang-switch.tsx';
import type { DetailFetcher } from './live-detail.ts';
import { PageState, useFiguresById } from './page-figures.tsx';
import { PageGrid } from './page-grid.tsx';
import { PageTabs } from './page-tabs.tsx';
import { useActivePage } from './report-tab.tsx';
import { useLiveDetail } from './use-live-detail.ts';

const noop = () => undefined;

/**
 * A read-only dashboard: its title, page tabs and the grid of charts, live (the figures poll with
 * `since`). The author's preview and the public link differ only in where the figures come from.
 */
export function PreviewBoard({
  title,
  subtitle,
  pages,
  fetcher,
}: {
  title: string;
  subtitle?: string;
  pages: DashboardPage[];
  fetcher: DetailFetcher;
}) {
  const { t } = useTranslation();
  const { page, select } = useActivePage(pages);
  const body = useMemo(() => (page ? { pageId: page.id } : null), [page]);
  const state = useLiveDetail(fetcher, body);
  const figures = useFiguresById(state.detail);
  const charts = state.detail?.pageId === page?.id ? (state.detail?.charts ?? []) : [];
  return (
    <div className="dash-preview">
      <header className="dash-preview__head">
        <div>
          <h1 className="dash-preview__title">{title}</h1>
          {subtitle && <div className="dash-preview__sub">{subtitle}</div>}
        </div>
        <div className="dash-preview__end">
          <span className="dash-live" aria-live="polite">
            <span className="dash-live__dot" aria-hidden="true" /> {t('dashboard.preview.live')}
          </span>
          <LangSwitch />
        </div>
      </header>
      {pages.length === 0 ? (
        <p>{t('dashboard.preview.noPages')}</p>
      ) : (
        <>
          {pages.length > 1 && (
            <PageTabs
              pages={pages}
              activeId={page?.id}
              editable={false}
              onSelect={select}
              onAdd={noop}
              onRename={noop}
              onCopy={noop}
              onRemove={noop}
              onMove={noop}
              onSort={noop}
            />
          )}
          <PageState
            state={state}
            onRetry={() => void state.live.refresh()}
            emptyText={t('dashboard.emptyPageReader')}
          />
          {charts.length > 0 && <PageGrid charts={charts} figures={figures} editing={false} />}
        </>
      )}
    </div>
  );
}
