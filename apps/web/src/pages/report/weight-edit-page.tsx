import { ArrowLeftOutlined } from '@ant-design/icons';
import { type WeightingReport, ZWeightingDefinition } from '@cairn/contract';
import { Alert, App, Button, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useCrossVariables } from '../../features/report/cross/cross-queries.ts';
import { SchemeForm } from '../../features/report/weighting/scheme-form.tsx';
import {
  EMPTY_SCHEME,
  type SchemeDraft,
  targetsOk,
} from '../../features/report/weighting/weighting-draft.ts';
import { useScheme, useSchemeActions } from '../../features/report/weighting/weighting-queries.ts';
import { WeightingReportView } from '../../features/report/weighting/weighting-report-view.tsx';
import '../../features/report/weighting/weighting.css';

/**
 * /project/{code}/report/weight-edit (?id= to edit): a scheme's margins and targets, a trial run
 * with its report (A0321 / A0322 / A0323 shown beside the grid), save, or save and make active.
 */
export function ReportWeightEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const code = useParams().code ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const scheme = useScheme(code, id);
  const variables = useCrossVariables(code);
  const { run, save, activate } = useSchemeActions(code);
  const [draft, setDraft] = useState<SchemeDraft | null>(id === null ? EMPTY_SCHEME : null);
  const [report, setReport] = useState<WeightingReport | null>(null);
  const k = (key: string) => t(`reportWeighting.edit.${key}` as 'reportWeighting.edit.name');

  // The stored scheme fills the form once; later refetches do not overwrite the user's edits.
  useEffect(() => {
    if (scheme.data && draft === null) {
      setDraft({ name: scheme.data.name, definition: scheme.data.definition });
      setReport(scheme.data.report);
    }
  }, [scheme.data, draft]);

  if (id !== null && scheme.isError) return <Alert type="error" showIcon title={k('loadError')} />;
  if (draft === null || variables.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;

  const singles = (variables.data?.variables ?? []).filter((v) => v.kind === 'single');
  const parsed = ZWeightingDefinition.safeParse(draft.definition);
  const runnable = parsed.success && targetsOk(draft.definition);
  const failure = [run, save, activate].find((m) => m.isError)?.error;
  const storedError = id !== null && !report ? scheme.data?.error : null;

  const onRun = () => {
    if (parsed.success) run.mutate(parsed.data, { onSuccess: setReport });
  };
  const onSave = (andActivate: boolean) => {
    if (!parsed.success || draft.name.trim() === '') return;
    save.mutate(
      { id, name: draft.name.trim(), definition: parsed.data },
      {
        onSuccess: (saved) => {
          const done = () => {
            void message.success(k('saved'));
            if (id === null) navigate(`?id=${saved.id}`, { replace: true });
          };
          if (andActivate) activate.mutate(saved.id, { onSuccess: done });
          else done();
        },
      },
    );
  };

  return (
    <section className="weight-page">
      <Link to="../weight-list" relative="path" className="weight-page__back">
        <ArrowLeftOutlined /> {k('back')}
      </Link>
      <h2 className="weight-page__title">{id === null ? k('newTitle') : k('editTitle')}</h2>
      <SchemeForm
        draft={draft}
        variables={singles}
        onChange={setDraft}
        error={
          failure && isApiError(failure) ? (
            <Alert
              type="error"
              showIcon
              title={failure.message}
              data-testid="weight-error"
              className="weight-page__error"
            />
          ) : storedError ? (
            <Alert type="warning" showIcon title={storedError} className="weight-page__error" />
          ) : null
        }
      />
      <Space wrap className="weight-page__buttons">
        <Button onClick={onRun} disabled={!runnable} loading={run.isPending}>
          {k('run')}
        </Button>
        <Button
          onClick={() => onSave(false)}
          disabled={!parsed.success || draft.name.trim() === ''}
          loading={save.isPending && !activate.isPending}
        >
          {k('save')}
        </Button>
        <Button
          type="primary"
          onClick={() => onSave(true)}
          disabled={!runnable || draft.name.trim() === ''}
          loading={activate.isPending}
        >
          {k('saveActivate')}
        </Button>
      </Space>
      {report ? <WeightingReportView report={report} /> : null}
    </section>
  );
}
