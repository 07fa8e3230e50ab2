import {
  DASHBOARD_PAGE_TITLE_MAX,
  type DashboardChart,
  type DashboardInfo,
  type DashboardPage,
} from '@cairn/contract';
import { App, Button } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchPageDetail } from '../../api/endpoints/dashboard-pages.ts';
import { specOf } from './chart-draft.ts';
import { ChartEditor } from './chart-editor.tsx';
import { ExportModal } from './export-modal.tsx';
import { nextPlace } from './layout-diff.ts';
import { PageState, useFiguresById } from './page-figures.tsx';
import { PageGrid } from './page-grid.tsx';
import { movedIds } from './page-order.ts';
import { PageSettingsModal } from './page-settings-modal.tsx';
import { PageTabs } from './page-tabs.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import { TitleModal } from './title-modal.tsx';
import { useChartActions } from './use-chart-actions.ts';
import { useDashboardEdit } from './use-dashboard-edit.ts';
import { useLiveDetail } from './use-live-detail.ts';
import { usePageActions } from './use-page-actions.ts';

type Dialog =
  | { kind: 'chart'; chart: DashboardChart | null; surveyCode?: string }
  | { kind: 'addPage' }
  | { kind: 'renamePage'; page: DashboardPage }
  | { kind: 'pageSettings'; page: DashboardPage }
  | { kind: 'export' }
  | null;

/** The page shown: ?page= when it is one of the dashboard's, else the first. */
export function useActivePage(pages: DashboardPage[]) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = pages.find((p) => p.id === asked) ?? pages[0];
  const select = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { page, select };
}

/**
 * The report tab: page tabs, the grid of charts with live figures, and with the edit right the
 * edit mode (add, change, copy, delete, drag and resize charts, undo), page period and filters.
 */
export function ReportTab({ info }: { info: DashboardInfo }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const run = useDashboardEdit(info.code);
  const pages = usePageActions(info, run);
  const { page, select } = useActivePage(info.pages);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const body = useMemo(() => (page ? { pageId: page.id } : null), [page]);
  const state = useLiveDetail(fetchPageDetail, body);
  const { live } = state;
  const refresh = useCallback(() => void live.refresh(), [live]);
  const undoLabels = useMemo(
    () => ({
      create: t('dashboard.undoWhat.create'),
      update: t('dashboard.undoWhat.update'),
      copy: t('dashboard.undoWhat.copy'),
      remove: t('dashboard.undoWhat.remove'),
      layout: t('dashboard.undoWhat.layout'),
    }),
    [t],
  );
  const charts = useChartActions(run, refresh, undoLabels);
  const figures = useFiguresById(state.detail);
  const chartList = state.detail?.pageId === page?.id ? (state.detail?.charts ?? []) : [];
  const editing = Boolean(info.rights.edit && page?.edit);

  const guard = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const undo = useCallback(async () => {
    const what = await charts.undo().catch(() => null);
    if (what) void message.success(t('dashboard.undone', { what }));
  }, [charts, message, t]);

  // The data source tab's "add a chart from this survey": ?add=CODE opens the editor on it.
  const [params, setParams] = useSearchParams();
  const addFrom = params.get('add');
  useEffect(() => {
    if (!addFrom || !page || !info.rights.edit) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
    if (!page.edit) void pages.setEdit(page, true).catch(() => undefined);
    setDialog({ kind: 'chart', chart: null, surveyCode: addFrom });
  }, [addFrom, page, info.rights.edit, pages, setParams]);

  // Ctrl+Z (⌘Z) undoes the last chart edit while editing, unless a field has the focus.
  useEffect(() => {
    if (!editing) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, [contenteditable="true"]');
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !event.shiftKey && !typing) {
        event.preventDefault();
        void undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editing, undo]);

  if (!page) return null;
  return (
    <div className="dash-report">
      <PageTabs
        pages={info.pages}
        activeId={page.id}
        editable={info.rights.edit}
        onSelect={select}
        onAdd={() => setDialog({ kind: 'addPage' })}
        onRename={(p) => setDialog({ kind: 'renamePage', page: p })}
        onCopy={(p) => void guard(async () => select((await pages.copy(p)).id))}
        onRemove={(p) =>
          modal.confirm({
            title: t('dashboard.page.removeConfirm', { title: p.title }),
            content: t('dashboard.page.removeHint'),
            okText: t('dashboard.remove'),
            okButtonProps: { danger: true },
            cancelText: t('common.cancel'),
            onOk: () => pages.remove(p).catch(() => undefined),
          })
        }
        onMove={(p, step) =>
          void guard(() =>
            pages.sort(
              movedIds(
                info.pages.map((x) => x.id),
                p.id,
                step,
              ),
            ),
          )
        }
        onSort={(ids) => void guard(() => pages.sort(ids))}
      />
      <ReportToolbar
        canEdit={info.rights.edit}
        editing={editing}
        undoLabel={charts.undoLabel}
        onToggleEdit={() => void guard(() => pages.setEdit(page, !editing))}
        onAddChart={() => setDialog({ kind: 'chart', chart: null })}
        onPageSettings={() => setDialog({ kind: 'pageSettings', page })}
        onUndo={() => void undo()}
        onExport={() => setDialog({ kind: 'export' })}
        computedAt={state.detail?.computedAt}
      />
      <PageState
        state={state}
        onRetry={refresh}
        emptyText={info.rights.edit ? t('dashboard.emptyPage') : t('dashboard.emptyPageReader')}
        emptyAction={
          info.rights.edit ? (
            <Button
              type="primary"
              onClick={async () => {
                if (!editing) await guard(() => pages.setEdit(page, true));
                setDialog({ kind: 'chart', chart: null });
              }}
            >
              {t('dashboard.chart.add')}
            </Button>
          ) : undefined
        }
      />
      {chartList.length > 0 && (
        <PageGrid
          charts={chartList}
          figures={figures}
          editing={editing}
          onLayout={(items) => void guard(() => charts.layout(page.id, items, chartList))}
          onEdit={(chart) => setDialog({ kind: 'chart', chart })}
          onCopy={(chart) => void guard(() => charts.copy(chart))}
          onRemove={(chart) => void guard(() => charts.remove(chart))}
        />
      )}
      {dialog?.kind === 'chart' && (
        <ChartEditor
          chart={dialog.chart}
          {...(dialog.surveyCode ? { surveyCode: dialog.surveyCode } : {})}
          saving={busy}
          onClose={() => setDialog(null)}
          onSave={async (draft) => {
            const current = dialog.chart;
            const ok = await guard(() =>
              current
                ? charts.update(current, specOf(draft, current.layout, current.benchmarks))
                : charts.create(page.id, specOf(draft, nextPlace(chartList), [])),
            );
            if (ok) setDialog(null);
          }}
        />
      )}
      {(dialog?.kind === 'addPage' || dialog?.kind === 'renamePage') && (
        <TitleModal
          title={dialog.kind === 'addPage' ? t('dashboard.page.add') : t('dashboard.page.rename')}
          label={t('dashboard.page.title')}
          initial={
            dialog.kind === 'renamePage'
              ? dialog.page.title
              : t('dashboard.page.defaultTitle', { n: info.pages.length + 1 })
          }
          max={DASHBOARD_PAGE_TITLE_MAX}
          saving={busy}
          onClose={() => setDialog(null)}
          onSave={async (title) => {
            const ok = await guard(async () => {
              if (dialog.kind === 'renamePage') await pages.rename(dialog.page, title);
              else select((await pages.add(title)).id);
            });
            if (ok) setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'pageSettings' && (
        <PageSettingsModal
          page={dialog.page}
          charts={chartList}
          saving={busy}
          onClose={() => setDialog(null)}
          onSave={async (period, filters) => {
            const ok = await guard(() => pages.settings(dialog.page, period, filters));
            if (ok) {
              setDialog(null);
              refresh();
            }
          }}
        />
      )}
      {dialog?.kind === 'export' && (
        <ExportModal
          code={info.code}
          pages={info.pages}
          currentPageId={page.id}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
