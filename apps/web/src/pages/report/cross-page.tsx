import { CROSS_CELLS, type CrossDefinition } from '@cairn/contract';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { CrossCharts } from '../../features/report/cross/cross-chart.tsx';
import { CrossControls } from '../../features/report/cross/cross-controls.tsx';
import { type CrossDraft, isComplete } from '../../features/report/cross/cross-draft.ts';
import { CrossExport } from '../../features/report/cross/cross-export.tsx';
import { CrossLegend } from '../../features/report/cross/cross-legend.tsx';
import {
  useCrossTable,
  useCrossVariables,
  useSavedTables,
} from '../../features/report/cross/cross-queries.ts';
import { loadDraft, saveDraft } from '../../features/report/cross/cross-storage.ts';
import { CrossTableView } from '../../features/report/cross/cross-table-view.tsx';
import { SavedTables } from '../../features/report/cross/saved-tables.tsx';
import { VariablePicker } from '../../features/report/cross/variable-picker.tsx';
import { useActiveScheme } from '../../features/report/weighting/weighting-queries.ts';
import '../../features/report/cross/cross.css';

/**
 * /project/{code}/report/cross: pick stub and banner variables, see the table with significance
 * letters (or as bars), save, load and export tables. The choice is kept in sessionStorage.
 */
export function ReportCrossPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const [draft, setDraftState] = useState<CrossDraft>(() => loadDraft(code));
  const [weighted, setWeighted] = useState(false);
  const [currentId, setCurrentId] = useState<number | null>(null);
  const variables = useCrossVariables(code);
  const saved = useSavedTables(code);
  const { active } = useActiveScheme(code);
  const useWeights = weighted && !!active;

  useEffect(() => saveDraft(code, draft), [code, draft]);
  const setDraft = (next: CrossDraft) => setDraftState(next);

  // What the server computes does not depend on the figures shown or the view: those change the
  // screen only, without a new request.
  const { stubs, banner, test } = draft;
  const computed = useMemo<CrossDefinition | null>(
    () =>
      stubs.length > 0 && banner.length > 0
        ? { stubs, banner, test, cells: [...CROSS_CELLS], chart: 'table' }
        : null,
    [stubs, banner, test],
  );
  const table = useCrossTable(code, computed, useWeights);
  const onScreen = isComplete(draft) ? draft : null;

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
        weighted={useWeights}
        onWeighted={setWeighted}
        schemeName={active?.name ?? null}
      />
      <div className="cross__result">{body}</div>
      <div className="cross__panels">
        <SavedTables
          surveyCode={code}
          definition={onScreen}
          currentId={currentId}
          onCurrent={setCurrentId}
          onLoad={(savedTable) => {
            setDraft(savedTable.definition);
            setCurrentId(savedTable.id);
          }}
        />
        <CrossExport
          surveyCode={code}
          definition={onScreen}
          savedIds={(saved.data ?? []).map((s) => s.id)}
          weighted={useWeights}
        />
      </div>
    </section>
  );
}
