import './cleaning.css';
import type { CleaningPreview } from '@cairn/contract';
import { Alert, App, Button, Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilters } from '../filters/filter-queries.ts';
import { CleaningPreviewPanel } from './cleaning-preview-panel.tsx';
import { useApplyCleaning, usePreviewCleaning } from './cleaning-queries.ts';
import { CleaningRunsTable } from './cleaning-runs-table.tsx';
import { RuleCards } from './rule-cards.tsx';
import { DEFAULT_RULE_FORM, type RuleForm, rulesOf } from './rule-form.ts';

/**
 * Data cleaning: rule cards combined with and/or, a preview of what they match, "mark invalid"
 * after a confirmation, and the run log with undo. A preview belongs to the rules it was made
 * with: changing a rule marks it stale, so what is marked is always what was last previewed.
 */
export function CleaningPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form, setForm] = useState<RuleForm>(DEFAULT_RULE_FORM);
  const [previewed, setPreviewed] = useState<{
    preview: CleaningPreview;
    form: RuleForm;
    filterId: number | null;
  } | null>(null);
  const preview = usePreviewCleaning();
  const apply = useApplyCleaning(code);
  const rules = rulesOf(form);
  // The filter bar's selected filter: cleaning sees the responses the bar says are shown.
  const filter = useFilters(code).data?.find((each) => each.selected) ?? null;
  const filterId = filter?.id ?? null;

  const runPreview = async () => {
    const result = await preview.mutateAsync({ surveyCode: code, combine: form.combine, rules, filterId });
    setPreviewed({ preview: result, form, filterId });
  };

  const confirmApply = (count: number, appliedFilter: number | null) =>
    modal.confirm({
      title: t('reportCleaning.apply.confirmTitle', { count }),
      content: t('reportCleaning.apply.confirmBody'),
      okText: t('reportCleaning.apply.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const done = await apply.mutateAsync({
          surveyCode: code,
          combine: form.combine,
          rules,
          filterId: appliedFilter,
        });
        message.success(t('reportCleaning.apply.done', { count: done.affected }));
        setPreviewed(null);
      },
    });

  return (
    <div className="cleaning-page">
      <Typography.Title level={3}>{t('reportCleaning.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reportCleaning.intro')}</Typography.Paragraph>
      {filter ? (
        <Alert
          className="cleaning-page__filter"
          type="info"
          showIcon
          title={t('reportCleaning.filtered', { name: filter.name })}
        />
      ) : null}
      <Card title={t('reportCleaning.rules.label')}>
        <Space orientation="vertical" size="middle" className="cleaning-page__stack">
          <Space>
            <Typography.Text id="cleaning-combine">{t('reportCleaning.rules.combine')}</Typography.Text>
            <Radio.Group
              aria-labelledby="cleaning-combine"
              optionType="button"
              value={form.combine}
              onChange={(e) => setForm({ ...form, combine: e.target.value })}
              options={[
                { value: 'or', label: t('reportCleaning.rules.or') },
                { value: 'and', label: t('reportCleaning.rules.and') },
              ]}
            />
          </Space>
          <RuleCards form={form} onChange={setForm} />
          <Space>
            <Button
              type="primary"
              disabled={rules.length === 0}
              loading={preview.isPending}
              onClick={runPreview}
            >
              {preview.isPending ? t('reportCleaning.preview.running') : t('reportCleaning.preview.run')}
            </Button>
            {rules.length === 0 && (
              <Typography.Text type="warning">{t('reportCleaning.rules.none')}</Typography.Text>
            )}
          </Space>
          {preview.isError && <Alert type="error" showIcon title={t('reportCleaning.preview.error')} />}
          {previewed && (
            <CleaningPreviewPanel
              preview={previewed.preview}
              isStale={previewed.form !== form || previewed.filterId !== filterId}
              isApplying={apply.isPending}
              onApply={() => confirmApply(previewed.preview.matched, previewed.filterId)}
            />
          )}
        </Space>
      </Card>
      <Card title={t('reportCleaning.runs.title')} className="cleaning-page__runs">
        <CleaningRunsTable code={code} />
      </Card>
    </div>
  );
}
