import type { Benchmark, CrossNodes } from '@cairn/contract';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BenchmarkDraft, benchmarkDraftOf, benchmarkOf } from './benchmark-draft.ts';
import { useCrossNodes, useSourceSurveys, useSurveyFilters } from './dashboard-queries.ts';
import { NormUpload } from './norm-upload.tsx';
import { PeriodFields } from './period-fields.tsx';

function SurveyFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const surveys = useSourceSurveys();
  const surveyCode = Form.useWatch('surveyCode', form) as string | undefined;
  const nodes = useCrossNodes(surveyCode ? [surveyCode] : []);
  const filters = useSurveyFilters(surveyCode);
  const variables = (nodes.data as CrossNodes | undefined)?.[0]?.variables ?? [];
  return (
    <>
      <Form.Item name="surveyCode" label={t('dashboard.editor.survey')} rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={surveys.isLoading}
          options={(surveys.data ?? []).map((s) => ({ value: s.code, label: s.title }))}
          onChange={() => form.setFieldValue('variableId', undefined)}
        />
      </Form.Item>
      <Form.Item name="variableId" label={t('dashboard.benchmark.variable')} rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={nodes.isLoading}
          options={variables.map((v) => ({ value: v.id, label: `${v.code} ${v.label}` }))}
        />
      </Form.Item>
      <Form.Item name="filterId" label={t('dashboard.editor.filter')}>
        <Select allowClear options={(filters.data ?? []).map((f) => ({ value: f.id, label: f.name }))} />
      </Form.Item>
    </>
  );
}

interface Props {
  benchmark: Benchmark | null;
  id: string;
  saving: boolean;
  onSave(benchmark: Benchmark): void;
  onClose(): void;
}

/** Adds or changes one benchmark of a chart: a target, another survey, another period or a norm table. */
export function BenchmarkForm({ benchmark, id, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BenchmarkDraft>();
  const [problem, setProblem] = useState<string | null>(null);
  const kind = (Form.useWatch('kind', form) as Benchmark['kind'] | undefined) ?? benchmark?.kind ?? 'target';
  const initial = benchmarkDraftOf(benchmark);
  return (
    <Modal
      open
      title={benchmark ? t('dashboard.benchmark.editTitle') : t('dashboard.benchmark.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={620}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(values) => {
          const result = benchmarkOf({ ...initial, ...values }, id);
          if ('problem' in result)
            setProblem(
              t(`dashboard.benchmark.missing.${result.problem}` as 'dashboard.benchmark.missing.label'),
            );
          else onSave(result);
        }}
      >
        <Form.Item name="kind" label={t('dashboard.benchmark.kind')}>
          <Select
            options={(['target', 'survey', 'period', 'norm'] as const).map((value) => ({
              value,
              label: t(`dashboard.benchmark.kind_${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('dashboard.benchmark.label')}
          rules={[{ required: true, whitespace: true, message: t('dashboard.benchmark.missing.label') }]}
        >
          <Input maxLength={60} placeholder={t(`dashboard.benchmark.labelPlaceholder_${kind}`)} />
        </Form.Item>
        {kind === 'target' && (
          <Form.Item
            name="value"
            label={t('dashboard.benchmark.value')}
            extra={t('dashboard.benchmark.valueHint')}
            rules={[{ required: true, message: t('dashboard.benchmark.missing.value') }]}
          >
            <InputNumber style={{ width: 200 }} />
          </Form.Item>
        )}
        {kind === 'survey' && <SurveyFields />}
        {kind === 'period' && <PeriodFields first={null} />}
        {kind === 'norm' && (
          <Form.Item name="rows" label={t('dashboard.benchmark.normTable')}>
            <NormUpload />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
