import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CHART_SOURCES_MAX, type CrossNodes, type DashboardChartType } from '@cairn/contract';
import { Button, Form, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSourceSurveys, useSurveyFilters } from './dashboard-queries.ts';

/** Open columns feed word clouds; every other chart reads variables. */
function variableOptions(
  nodes: CrossNodes | undefined,
  surveyCode: string | undefined,
  type: DashboardChartType,
) {
  const survey = nodes?.find((node) => node.surveyCode === surveyCode);
  if (!survey) return [];
  if (type === 'wordcloud')
    return survey.openColumns.map((c) => ({ value: c.key, label: `${c.code} ${c.label}` }));
  return survey.variables.map((v) => ({ value: v.id, label: `${v.code} ${v.label}` }));
}

function FilterSelect({ name }: { name: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const surveyCode = Form.useWatch(['sources', name, 'surveyCode'], form) as string | undefined;
  const filters = useSurveyFilters(surveyCode);
  return (
    <Form.Item name={[name, 'filterId']} label={t('dashboard.editor.filter')}>
      <Select
        allowClear
        style={{ width: 220 }}
        loading={filters.isLoading}
        placeholder={t('dashboard.editor.noFilter')}
        options={(filters.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
      />
    </Form.Item>
  );
}

/**
 * The chart's sources: per survey its variables (or open column), its saved filter and the
 * weighting switch. A cross table and a word cloud read one survey.
 */
export function SourceFields({ nodes, type }: { nodes: CrossNodes | undefined; type: DashboardChartType }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const surveys = useSourceSurveys();
  const single = type === 'cross' || type === 'wordcloud';
  const oneVariable = type === 'wordcloud' || type === 'kpi' || type === 'nps';
  return (
    <Form.List name="sources">
      {(fields, { add, remove }) => (
        <div className="dash-sources">
          {fields.map((field, index) => {
            const surveyCode = form.getFieldValue(['sources', field.name, 'surveyCode']) as
              | string
              | undefined;
            return (
              <fieldset key={field.key} className="dash-source">
                <legend>{t('dashboard.editor.sourceN', { n: index + 1 })}</legend>
                <Form.Item
                  name={[field.name, 'surveyCode']}
                  label={t('dashboard.editor.survey')}
                  rules={[{ required: true, message: t('dashboard.editor.missing.source') }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={surveys.isLoading}
                    options={(surveys.data ?? []).map((s) => ({ value: s.code, label: s.title }))}
                    onChange={() => form.setFieldValue(['sources', field.name, 'variableIds'], [])}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'variableIds']}
                  label={
                    type === 'wordcloud' ? t('dashboard.editor.openColumn') : t('dashboard.editor.variables')
                  }
                  rules={[
                    {
                      required: true,
                      type: 'array',
                      min: 1,
                      message: t('dashboard.editor.missing.variable'),
                    },
                  ]}
                  getValueFromEvent={(value: string | string[]) => (Array.isArray(value) ? value : [value])}
                  getValueProps={(value: string[] | undefined) => ({
                    value: oneVariable ? value?.[0] : value,
                  })}
                >
                  <Select
                    mode={oneVariable ? undefined : 'multiple'}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={variableOptions(nodes, surveyCode, type)}
                  />
                </Form.Item>
                <Space wrap align="start">
                  <FilterSelect name={field.name} />
                  <Form.Item
                    name={[field.name, 'weighted']}
                    label={t('dashboard.editor.weighted')}
                    valuePropName="checked"
                  >
                    <Switch />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('dashboard.editor.removeSource', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              </fieldset>
            );
          })}
          {fields.length < (single ? 1 : CHART_SOURCES_MAX) && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ surveyCode: undefined, variableIds: [], filterId: null, weighted: false })}
            >
              {t('dashboard.editor.addSource')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
