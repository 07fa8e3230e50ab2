import type { DashboardChart, DashboardPage, PageFilters, Period } from '@cairn/contract';
import { Checkbox, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceLabel } from '../report/device-label.ts';
import { useSourceSurveys, useSurveyFilters } from './dashboard-queries.ts';
import { PeriodFields } from './period-fields.tsx';

interface Values {
  periodKind: 'page' | 'range' | 'last';
  from: number | null;
  to: number | null;
  days: number;
  filters: Record<string, number | undefined>;
  sources: string[];
  devices: number[];
}

/** The page filter's device codes, in ZPageFilters' order (0 phone, 1 tablet, 2 pc). */
const PAGE_DEVICES = ['phone', 'tablet', 'pc'] as const;

function SurveyFilter({ surveyCode, title }: { surveyCode: string; title: string }) {
  const { t } = useTranslation();
  const filters = useSurveyFilters(surveyCode);
  return (
    <Form.Item name={['filters', surveyCode]} label={title}>
      <Select
        allowClear
        placeholder={t('dashboard.editor.noFilter')}
        loading={filters.isLoading}
        options={(filters.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
      />
    </Form.Item>
  );
}

/**
 * A page's period (all time, a range, the last n days), its sources and devices (every chart of
 * the page, whichever survey), and per survey its charts read a saved filter applied on top of each
 * chart's own.
 */
export function PageSettingsModal({
  page,
  charts,
  saving,
  onSave,
  onClose,
}: {
  page: DashboardPage;
  charts: DashboardChart[];
  saving: boolean;
  onSave(period: Period | null, filters: PageFilters): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const surveys = [...new Set(charts.flatMap((c) => c.sources.map((s) => s.surveyCode)))];
  const titles = new Map((useSourceSurveys().data ?? []).map((s) => [s.code, s.title]));
  const period = page.period;
  const initial: Values = {
    periodKind: period === null ? 'page' : period.kind,
    from: period?.kind === 'range' ? period.from : null,
    to: period?.kind === 'range' ? period.to : null,
    days: period?.kind === 'last' ? period.days : 30,
    filters: Object.fromEntries(page.filters.surveys.map((s) => [s.surveyCode, s.filterId])),
    sources: page.filters.sources,
    devices: page.filters.devices,
  };
  return (
    <Modal
      open
      title={t('dashboard.pageSettings.title', { title: page.title })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => {
          const all = { ...initial, ...values };
          const next: Period | null =
            all.periodKind === 'range'
              ? { kind: 'range', from: all.from, to: all.to }
              : all.periodKind === 'last'
                ? { kind: 'last', days: Math.max(1, Math.round(all.days)) }
                : null;
          const surveysFilters = Object.entries(values.filters ?? {}).flatMap(([surveyCode, filterId]) =>
            filterId ? [{ surveyCode, filterId }] : [],
          );
          onSave(next, {
            sources: [...new Set(all.sources.map((v) => v.trim()).filter(Boolean))],
            devices: all.devices,
            surveys: surveysFilters,
          });
        }}
      >
        <PeriodFields first="all" />
        <Form.Item name="sources" label={t('reportBoard.filter.sources')}>
          <Select
            mode="tags"
            aria-label={t('reportBoard.filter.sources')}
            placeholder={t('reportBoard.filter.anySource')}
            tokenSeparators={[',']}
            open={false}
            suffixIcon={null}
          />
        </Form.Item>
        <Form.Item name="devices" label={t('reportBoard.filter.devices')}>
          <Checkbox.Group
            options={PAGE_DEVICES.map((device, code) => ({ value: code, label: deviceLabel(device, t) }))}
          />
        </Form.Item>
        {surveys.length > 0 && <h4>{t('dashboard.pageSettings.filters')}</h4>}
        {surveys.map((code) => (
          <SurveyFilter key={code} surveyCode={code} title={titles.get(code) ?? code} />
        ))}
      </Form>
    </Modal>
  );
}
