import { DownloadOutlined } from '@ant-design/icons';
import type { DataExportBody } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createDataExport } from '../../api/endpoints/exports.ts';
import { useFilters } from '../../features/report/filters/filter-queries.ts';
import { DOWNLOADS_KEY } from '../download/download-keys.ts';
import { AnswerImportCard } from './answer-import-card.tsx';

type Options = Omit<DataExportBody, 'surveyCode' | 'filterId'> & { useFilter: boolean };

const INITIAL: Options = {
  fileType: 'xlsx',
  dataFormat: 2,
  dataType: 'code',
  partial: false,
  invalid: false,
  useFilter: false,
};

/**
 * /project/{code}/report/export: raw data export options; submitting creates a download task and
 * points to the download centre. "Use the current filter" sends the caller's selected filter (the
 * filter bar above); the server takes its response ids when the export starts. Without a selected
 * filter the option is disabled with a hint. SPSS (.sav) has its own layout (sav/sav-layout.ts on
 * the server): the format and value choices are disabled for it.
 */
export function ReportExportPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Options>();
  const selected = useFilters(code).data?.find((f) => f.selected) ?? null;
  // A .sav always holds codes with value labels and multiple choice as 0/1 variables.
  const sav = Form.useWatch('fileType', form) === 'sav';
  const create = useMutation({
    mutationFn: ({ useFilter, ...options }: Options) =>
      createDataExport({
        surveyCode: code,
        ...options,
        filterId: useFilter && selected ? selected.id : null,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
  });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 760 }}>
      <Card title={t('reportExport.title')}>
        <Typography.Paragraph type="secondary">{t('reportExport.intro')}</Typography.Paragraph>
        <Form<Options>
          form={form}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={(v) => create.mutate(v)}
        >
          <Form.Item
            name="fileType"
            label={t('reportExport.fileType')}
            extra={sav ? t('reportExport.savHint') : undefined}
          >
            <Radio.Group
              options={[
                { value: 'xlsx', label: 'Excel (.xlsx)' },
                { value: 'csv', label: 'CSV (.csv)' },
                { value: 'sav', label: 'SPSS (.sav)' },
              ]}
            />
          </Form.Item>
          <Form.Item name="dataFormat" label={t('reportExport.dataFormat')}>
            <Radio.Group
              disabled={sav}
              options={[
                { value: 2, label: t('reportExport.format2') },
                { value: 1, label: t('reportExport.format1') },
              ]}
            />
          </Form.Item>
          <Form.Item name="dataType" label={t('reportExport.dataType')}>
            <Radio.Group
              disabled={sav}
              options={[
                { value: 'code', label: t('reportExport.codes') },
                { value: 'label', label: t('reportExport.labels') },
              ]}
            />
          </Form.Item>
          <Form.Item name="partial" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>{t('reportExport.includePartial')}</Checkbox>
          </Form.Item>
          <Form.Item name="invalid" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>{t('reportExport.includeInvalid')}</Checkbox>
          </Form.Item>
          <Form.Item
            name="useFilter"
            valuePropName="checked"
            extra={
              selected ? t('reportExport.filterName', { name: selected.name }) : t('reportExport.noFilter')
            }
          >
            <Checkbox disabled={!selected}>{t('reportExport.useFilter')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={create.isPending}>
            {t('reportExport.submit')}
          </Button>
        </Form>
        {create.isSuccess ? (
          <Alert
            style={{ marginTop: 16 }}
            type="success"
            showIcon
            message={t('reportExport.created')}
            action={<Link to="/download">{t('reportExport.toDownloads')}</Link>}
          />
        ) : null}
      </Card>
      <AnswerImportCard code={code} />
    </Space>
  );
}
