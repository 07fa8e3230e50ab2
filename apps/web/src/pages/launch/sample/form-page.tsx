import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SAMPLE_OPERATORS,
  SAMPLE_QUANTITY_MAX,
  SAMPLE_TAGS,
  type SampleTag,
  samplePriceFen,
} from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { fetchNodesCount, saveSample } from '../../../api/endpoints/sample.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import { samplePaths } from '../../../features/sample/sample-paths.ts';
import { sampleKey, samplesKey, useSample } from '../../../features/sample/sample-queries.ts';
import { LoadFailed, LoadingCard, WithSampleAccess } from './sample-frame.tsx';

interface Values {
  name: string;
  tags: { key?: string; operator?: SampleTag['operator']; value?: string[] }[];
  quantity: number;
  incidence: number;
}

/** /project/{code}/launch/sample/create */
export function SampleCreatePage() {
  return <WithSampleAccess>{(code) => <SampleForm surveyCode={code} />}</WithSampleAccess>;
}

/** /project/{code}/launch/sample/edit/{orderId}: a draft or unpaid order (a new price replaces its order). */
export function SampleEditPage() {
  const id = useParams().orderId ?? '';
  return <WithSampleAccess>{(code) => <EditLoader surveyCode={code} id={id} />}</WithSampleAccess>;
}

function EditLoader({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const sample = useSample(id);
  if (sample.isError)
    return <LoadFailed title={t('sample.loadError')} onRetry={() => void sample.refetch()} />;
  if (!sample.data) return <LoadingCard />;
  const s = sample.data;
  return (
    <SampleForm
      surveyCode={surveyCode}
      id={id}
      initial={{ name: s.name, tags: s.tags, quantity: s.quantity, incidence: s.incidence }}
    />
  );
}

const TAG_KEYS = Object.keys(SAMPLE_TAGS) as (keyof typeof SAMPLE_TAGS)[];

function SampleForm(props: { surveyCode: string; id?: string; initial?: Values }) {
  const { surveyCode, id } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const nodes = useQuery({
    queryKey: ['nodes-count', surveyCode],
    queryFn: () => fetchNodesCount(surveyCode),
  });
  const watched = Form.useWatch([], form) as Values | undefined;
  const tags = (watched?.tags ?? []).filter((x) => x?.key);
  const quantity = Number(watched?.quantity) || 0;
  const incidence = Number(watched?.incidence) || 0;
  const questions = nodes.data?.questions ?? 0;
  const price = incidence >= 1 && incidence <= 100 ? samplePriceFen(questions, tags.length, incidence) : null;
  const save = useMutation({
    mutationFn: ({ values, draft }: { values: Values; draft: boolean }) =>
      saveSample({
        ...(id ? { id } : {}),
        surveyCode,
        name: values.name,
        tags: (values.tags ?? []).map((x) => ({
          key: x.key!,
          operator: x.operator ?? 'in',
          value: x.value ?? [],
        })),
        quantity: values.quantity,
        incidence: values.incidence,
        ...(draft ? { draft: true } : {}),
      }),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: samplesKey(surveyCode) });
      void client.invalidateQueries({ queryKey: sampleKey(saved.sample.id) });
      void message.success(t('sample.form.saved'));
      navigate(
        saved.order
          ? samplePaths.pay(surveyCode, saved.order.id, saved.sample.id)
          : samplePaths.list(surveyCode),
      );
    },
  });
  const submit = (draft: boolean) =>
    void form.validateFields().then((values) => save.mutate({ values, draft }));
  const unpublished = nodes.data && !nodes.data.published;
  return (
    <Card title={t(id ? 'sample.form.editTitle' : 'sample.form.createTitle')}>
      {unpublished ? (
        <Alert type="warning" showIcon title={t('sample.form.notPublished')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          props.initial ?? {
            name: '',
            tags: [{ key: 'gender', operator: 'in', value: [] }],
            quantity: 100,
            incidence: 80,
          }
        }
        onFinish={() => submit(false)}
      >
        <Form.Item
          name="name"
          label={t('sample.form.name')}
          rules={[{ required: true, whitespace: true, message: t('sample.form.nameRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label={t('sample.form.tags')}>
          <Form.List name="tags">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => {
                  const key = watched?.tags?.[field.name]?.key as keyof typeof SAMPLE_TAGS | undefined;
                  const taken = new Set(tags.map((x) => x.key));
                  return (
                    <div className="sample-tag-line" key={field.key} data-testid="sample-tag">
                      <Form.Item name={[field.name, 'key']} noStyle rules={[{ required: true }]}>
                        <Select
                          aria-label={t('sample.form.tagKey')}
                          style={{ width: 140 }}
                          options={TAG_KEYS.map((k) => ({
                            value: k,
                            label: t(`sample.tagKeys.${k}`),
                            disabled: taken.has(k) && k !== key,
                          }))}
                          onChange={() => form.setFieldValue(['tags', field.name, 'value'], [])}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'operator']} noStyle initialValue="in">
                        <Select
                          aria-label={t('sample.form.operator')}
                          style={{ width: 140 }}
                          options={SAMPLE_OPERATORS.map((o) => ({
                            value: o,
                            label: t(`sample.operators.${o}`),
                          }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'value']}
                        noStyle
                        rules={[
                          { required: true, type: 'array', min: 1, message: t('sample.form.valueRequired') },
                        ]}
                      >
                        <Select
                          mode="multiple"
                          aria-label={t('sample.form.value')}
                          style={{ minWidth: 240, flex: 1 }}
                          options={Object.keys(key ? SAMPLE_TAGS[key] : {}).map((v) => ({
                            value: v,
                            label: t(`sample.tagValues.${v}` as never),
                          }))}
                        />
                      </Form.Item>
                      <Button
                        aria-label={t('sample.form.removeTag')}
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    </div>
                  );
                })}
                {fields.length < TAG_KEYS.length ? (
                  <Button icon={<PlusOutlined />} onClick={() => add({ operator: 'in', value: [] })}>
                    {t('sample.form.addTag')}
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="quantity" label={t('sample.form.quantity')} rules={[{ required: true }]}>
            <InputNumber min={1} max={SAMPLE_QUANTITY_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="incidence"
            label={t('sample.form.incidence')}
            tooltip={t('sample.form.incidenceHelp')}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <p className="sample-estimate" aria-live="polite">
          {t('sample.form.price')}: <strong>{price === null ? '—' : formatFen(price)}</strong>
          {' · '}
          {t('sample.form.budget')}: <strong>{price === null ? '—' : formatFen(price * quantity)}</strong>
        </p>
        <p className="sample-meta">{t('sample.form.priceRule', { questions })}</p>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={Boolean(unpublished)}>
            {t('sample.form.submit')}
          </Button>
          <Button onClick={() => submit(true)} disabled={save.isPending || Boolean(unpublished)}>
            {t('sample.form.saveDraft')}
          </Button>
          <Link to={samplePaths.list(surveyCode)}>{t('sample.form.cancel')}</Link>
        </Space>
      </Form>
    </Card>
  );
}
