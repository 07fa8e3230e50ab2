import type { CrossNodes, DashboardChartType } from '@cairn/contract';
import { Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** The options a chart type uses (the rest keep their defaults). */
export function OptionFields({ type, nodes }: { type: DashboardChartType; nodes: CrossNodes | undefined }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const metric = Form.useWatch(['options', 'metric'], form) as string | undefined;
  const firstSurvey = Form.useWatch(['sources', 0, 'surveyCode'], form) as string | undefined;
  const firstVariable = (Form.useWatch(['sources', 0, 'variableIds'], form) as string[] | undefined)?.[0];
  const survey = nodes?.find((node) => node.surveyCode === firstSurvey);
  const categories = survey?.variables.find((v) => v.id === firstVariable)?.categories ?? [];
  const variables = (survey?.variables ?? []).map((v) => ({ value: v.id, label: `${v.code} ${v.label}` }));
  const categorical = type === 'bar' || type === 'stackedBar' || type === 'pie' || type === 'table';
  return (
    <>
      {(type === 'bar' || type === 'stackedBar' || type === 'table') && (
        <Form.Item name={['options', 'show']} label={t('dashboard.option.show')}>
          <Radio.Group
            options={[
              { value: 'percent', label: t('dashboard.option.percent') },
              { value: 'count', label: t('dashboard.option.count') },
            ]}
          />
        </Form.Item>
      )}
      {categorical && (
        <>
          <Form.Item name={['options', 'sort']} label={t('dashboard.option.sort')}>
            <Select
              options={(['none', 'desc', 'asc'] as const).map((value) => ({
                value,
                label: t(`dashboard.option.sort_${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name={['options', 'topN']}
            label={t('dashboard.option.topN')}
            extra={t('dashboard.option.topNHint')}
          >
            <InputNumber min={0} max={200} />
          </Form.Item>
        </>
      )}
      {(type === 'bar' || type === 'stackedBar') && (
        <Form.Item
          name={['options', 'horizontal']}
          label={t('dashboard.option.horizontal')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      )}
      {type === 'line' && (
        <Form.Item name={['options', 'interval']} label={t('dashboard.option.interval')}>
          <Radio.Group
            options={(['day', 'week', 'month'] as const).map((value) => ({
              value,
              label: t(`dashboard.option.interval_${value}`),
            }))}
          />
        </Form.Item>
      )}
      {(type === 'kpi' || type === 'line') && (
        <Form.Item name={['options', 'metric']} label={t('dashboard.option.metric')}>
          <Select
            options={(['responses', 'category', 'mean', 'nps'] as const).map((value) => ({
              value,
              label: t(`dashboard.metric.${value}`),
            }))}
          />
        </Form.Item>
      )}
      {(type === 'kpi' || type === 'line') && metric === 'category' && (
        <Form.Item
          name={['options', 'category']}
          label={t('dashboard.option.category')}
          rules={[{ required: true, message: t('dashboard.editor.missing.category') }]}
        >
          <Select options={categories.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
      )}
      {type === 'kpi' && (
        <Form.Item
          name={['options', 'compare']}
          label={t('dashboard.option.compare')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      )}
      {type === 'wordcloud' && (
        <>
          <Form.Item name={['options', 'units']} label={t('dashboard.option.units')}>
            <Radio.Group
              options={(['words', 'phrases', 'both'] as const).map((value) => ({
                value,
                label: t(`dashboard.option.units_${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name={['options', 'topN']} label={t('dashboard.option.topN')}>
            <InputNumber min={0} max={200} />
          </Form.Item>
        </>
      )}
      {type === 'cross' && (
        <>
          <Form.Item
            name="stubs"
            label={t('dashboard.option.stubs')}
            rules={[{ required: true, type: 'array', min: 1, message: t('dashboard.editor.missing.cross') }]}
          >
            <Select
              mode="multiple"
              maxCount={10}
              showSearch={{ optionFilterProp: 'label' }}
              options={variables}
            />
          </Form.Item>
          <Form.Item
            name="banner"
            label={t('dashboard.option.banner')}
            rules={[{ required: true, type: 'array', min: 1, message: t('dashboard.editor.missing.cross') }]}
          >
            <Select
              mode="multiple"
              maxCount={5}
              showSearch={{ optionFilterProp: 'label' }}
              options={variables}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
