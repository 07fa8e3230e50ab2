import { UploadOutlined } from '@ant-design/icons';
import type { NormRow } from '@cairn/contract';
import { Alert, Button, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { uploadNorm } from '../../api/endpoints/dashboard-pages.ts';

/**
 * A norm table from an xlsx (first sheet: label, value, optional base): the server reads it and
 * answers the rows, shown here before they go into the benchmark. A row it cannot use (A0342)
 * and an unusable file are said next to the upload.
 */
export function NormUpload({ value, onChange }: { value?: NormRow[]; onChange?(rows: NormRow[]): void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = value ?? [];
  return (
    <div className="dash-norm">
      <Upload
        accept=".xlsx"
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          setError(null);
          try {
            const table = await uploadNorm(file as File);
            onChange?.(table.rows);
          } catch (cause) {
            setError(isApiError(cause) ? cause.message : String(cause));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('dashboard.benchmark.upload')}
        </Button>
      </Upload>
      <div className="dash-norm__hint">{t('dashboard.benchmark.uploadHint')}</div>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 8 }} />}
      {rows.length > 0 && (
        <Table
          size="small"
          style={{ marginTop: 8 }}
          rowKey="label"
          pagination={rows.length > 10 ? { pageSize: 10 } : false}
          dataSource={rows}
          columns={[
            { title: t('dashboard.benchmark.rowLabel'), dataIndex: 'label' },
            { title: t('dashboard.benchmark.rowValue'), dataIndex: 'value' },
            {
              title: t('dashboard.benchmark.rowBase'),
              dataIndex: 'base',
              render: (base: number | null) => base ?? '–',
            },
          ]}
        />
      )}
    </div>
  );
}
