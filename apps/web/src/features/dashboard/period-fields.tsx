import { DatePicker, Form, InputNumber, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * A period as form fields: `periodKind` (inherit the page / a range / the last n days), `from`,
 * `to` (epoch ms) and `days`. `first`: the chart's "as the page", the page's "all time", or none
 * (a benchmark's period).
 */
export function PeriodFields({ first }: { first: 'inherit' | 'all' | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const kind = Form.useWatch('periodKind', form) as string | undefined;
  const from = Form.useWatch('from', form) as number | null | undefined;
  const to = Form.useWatch('to', form) as number | null | undefined;
  return (
    <>
      <Form.Item name="periodKind" label={t('dashboard.period.label')}>
        <Radio.Group
          options={[
            ...(first ? [{ value: 'page', label: t(`dashboard.period.${first}`) }] : []),
            { value: 'range', label: t('dashboard.period.range') },
            { value: 'last', label: t('dashboard.period.last') },
          ]}
        />
      </Form.Item>
      {kind === 'range' && (
        <Form.Item label={t('dashboard.period.range')}>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range: [Dayjs | null, Dayjs | null] | null) => {
              form.setFieldValue('from', range?.[0]?.startOf('day').valueOf() ?? null);
              form.setFieldValue('to', range?.[1]?.endOf('day').valueOf() ?? null);
            }}
          />
        </Form.Item>
      )}
      {kind === 'last' && (
        <Space align="baseline">
          <Form.Item name="days" label={t('dashboard.period.days')} rules={[{ required: true }]}>
            <InputNumber min={1} max={3650} />
          </Form.Item>
        </Space>
      )}
      <Form.Item name="from" hidden>
        <InputNumber />
      </Form.Item>
      <Form.Item name="to" hidden>
        <InputNumber />
      </Form.Item>
    </>
  );
}
