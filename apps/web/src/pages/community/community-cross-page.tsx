import { CROSS_CELLS, type CrossDefinition } from '@cairn/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import {
  fetchCommunityCross,
  fetchCommunityCrossVariables,
} from '../../features/community/community-calls.ts';
import { CrossCharts } from '../../features/report/cross/cross-chart.tsx';
import { CrossControls } from '../../features/report/cross/cross-controls.tsx';
import { type CrossDraft, EMPTY_DRAFT } from '../../features/report/cross/cross-draft.ts';
import { CrossLegend } from '../../features/report/cross/cross-legend.tsx';
import { CrossTableView } from '../../features/report/cross/cross-table-view.tsx';
import { VariablePicker } from '../../features/report/cross/variable-picker.tsx';
import '../../features/report/cross/cross.css';

/**
 * /community/{code}/report/cross: the author's cross-table engine and views, read-only — the
 * client picks variables and figures; nothing is saved, exported or weighted.
 */
export function CommunityCrossPage() {
  const { t } = useTranslation();
  const code = useParams().surveyCode ?? '';
  const [draft, setDraft] = useState<CrossDraft>(EMPTY_DRAFT);
  const variables = useQuery({
    queryKey: ['community', code, 'cross-variables'],
    queryFn: () => fetchCommunityCrossVariables(code),
  });
  const { stubs, banner, test } = draft;
  const computed = useMemo<CrossDefinition | null>(
    () =>
      stubs.length > 0 && banner.length > 0
        ? { stubs, banner, test, cells: [...CROSS_CELLS], chart: 'table' }
        : null,
    [stubs, banner, test],
  );
  const table = useQuery({
    queryKey: ['community', code, 'cross', computed],
    queryFn: () => fetchCommunityCross(code, computed as CrossDefinition),
    enabled: computed !== null,
    placeholderData: keepPreviousData,
  });

  let body: React.ReactNode;
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
        <VariablePicker variables={variables.data.variables} draft={draft} onChange={setDraft} />
      )}
      <CrossControls
        draft={draft}
        onChange={setDraft}
        weighted={false}
        onWeighted={() => {}}
        schemeName={null}
        weighting={false}
      />
      <div className="cross__result">{body}</div>
    </section>
  );
}
