import { CROSS_CELLS, type CrossDefinition, type CrossTable, type CrossVariableList } from '@cairn/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { CrossCharts } from './cross-chart.tsx';
import type { CrossDraft } from './cross-draft.ts';
import { CrossLegend } from './cross-legend.tsx';
import { CrossTableView } from './cross-table-view.tsx';
import { VariablePicker } from './variable-picker.tsx';
import './cross.css';

/**
 * What the server computes for a draft: the variables and the test. The figures shown and the
 * view change the screen only, without a new request. null: stubs or banner still empty.
 */
export function useComputedCross(draft: CrossDraft): CrossDefinition | null {
  const { stubs, banner, test } = draft;
  return useMemo<CrossDefinition | null>(
    () =>
      stubs.length > 0 && banner.length > 0
        ? { stubs, banner, test, cells: [...CROSS_CELLS], chart: 'table' }
        : null,
    [stubs, banner, test],
  );
}

interface Props {
  draft: CrossDraft;
  onDraft(draft: CrossDraft): void;
  /** The variables' and the table's queries: the author's (report) or the client's (community). */
  variables: UseQueryResult<CrossVariableList>;
  table: UseQueryResult<CrossTable>;
  /** Whether the draft names both stubs and banner (useComputedCross is not null). */
  computed: boolean;
  /** The figure and test controls (CrossControls with the screen's weighting). */
  controls: ReactNode;
  /** What follows the table (the report's saved tables and export). */
  children?: ReactNode;
}

/**
 * The cross-table screen's body, shared by the report's cross page and the client community's:
 * the variable picker, the controls, and the table or chart with its loading, error and empty states.
 */
export function CrossWorkbench({ draft, onDraft, variables, table, computed, controls, children }: Props) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!computed) body = <Empty description={t('reportCross.table.empty')} />;
  else if (table.isPending)
    body = <Skeleton active paragraph={{ rows: 6 }} aria-label={t('reportCross.table.loading')} />;
  else if (table.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportCross.table.error')}
        description={isApiError(table.error) ? table.error.message : undefined}
        action={<Button onClick={() => void table.refetch()}>{t('reportCross.table.retry')}</Button>}
      />
    );
  else
    body = (
      <div aria-busy={table.isFetching}>
        {draft.chart === 'table' ? (
          <CrossTableView table={table.data} cells={draft.cells} />
        ) : (
          <CrossCharts table={table.data} type={draft.chart} />
        )}
        <CrossLegend legend={table.data.legend} />
      </div>
    );

  return (
    <section className="cross">
      <h2 className="cross__title">{t('reportCross.title')}</h2>
      {variables.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('reportCross.table.error')}
          action={<Button onClick={() => void variables.refetch()}>{t('reportCross.table.retry')}</Button>}
        />
      ) : variables.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <VariablePicker variables={variables.data.variables} draft={draft} onChange={onDraft} />
      )}
      {controls}
      <div className="cross__result">{body}</div>
      {children}
    </section>
  );
}
