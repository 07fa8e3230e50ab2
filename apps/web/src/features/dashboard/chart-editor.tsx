import { DASHBOARD_CHART_TYPES, type DashboardChart, type DashboardChartType } from '@cairn/contract';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartDraft, DEFAULT_OPTIONS, draftOf, newDraft, titleOf } from './chart-draft.ts';
import { useCrossNodes } from './dashboard-queries.ts';
import { OptionFields } from './option-fields.tsx';
import { PeriodFields } from './period-fields.tsx';
import { SourceFields } from './source-fields.tsx';

interface Props {
  /** The chart edited, or null for a new one. */
  chart: DashboardChart | null;
  /** A new chart's survey (the data source tab's "add a chart"). */
  surveyCode?: string;
  saving: boolean;
  onSave(draft: ChartDraft): void;
  onClose(): void;
}

/** The chart editor: type, title, sources, period and the type's options. */
export function ChartEditor({ chart, surveyCode, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChartDraft>();
  const initial = useMemo(() => (chart ? draftOf(chart) : newDraft(surveyCode)), [chart, surveyCode]);
  const type = (Form.useWatch('type', form) as DashboardChartType | undefined) ?? initial.type;
  const sources = (Form.useWatch('sources', form) as ChartDraft['sources'] | undefined) ?? initial.sources;
  const codes = [...new Set(sources.map((s) => s?.surveyCode).filter((c): c is string => Boolean(c)))];
  const nodes = useCrossNodes(codes);

  return (
    <Drawer
      open
      size={560}
      title={chart ? t('dashboard.editor.editTitle') : t('dashboard.editor.newTitle')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(values) => {
          const draft: ChartDraft = {
            ...initial,
            ...values,
            options: { ...DEFAULT_OPTIONS, ...initial.options, ...values.options },
          };
          onSave({ ...draft, title: titleOf(draft, nodes.data) });
        }}
      >
        <Form.Item name="type" label={t('dashboard.editor.type')}>
          <Select
            options={DASHBOARD_CHART_TYPES.map((value) => ({ value, label: t(`dashboard.type.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('dashboard.editor.title')}>
          <Input maxLength={100} placeholder={t('dashboard.editor.titlePlaceholder')} />
        </Form.Item>
        <SourceFields nodes={nodes.data} type={type} />
        <PeriodFields first="inherit" />
        <Form.Item name="days" hidden>
          <Input />
        </Form.Item>
        <OptionFields type={type} nodes={nodes.data} />
      </Form>
    </Drawer>
  );
}
