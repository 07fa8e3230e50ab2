import { FilePdfOutlined } from '@ant-design/icons';
import type { InsightExportBody } from '@cairn/contract';
import { Alert, Button, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { exportInsightPdf } from '../../../api/endpoints/report-insight.ts';

/** Saves a blob under its name through a temporary link. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Export PDF": the report as shown (hidden paragraphs left out, edits printed), made by the PDF
 * service while a spinner says so; the answer is the file, downloaded as it arrives.
 */
export function InsightExport({ body }: { body: InsightExportBody }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, fileName } = await exportInsightPdf(body);
      download(blob, fileName);
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : t('reportInsight.export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="insight-export">
      <Space>
        <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void run()}>
          {t('reportInsight.export.button')}
        </Button>
        {busy && (
          <span role="status">
            <Spin size="small" /> {t('reportInsight.export.busy')}
          </span>
        )}
      </Space>
      {error && <Alert type="error" showIcon title={t('reportInsight.export.failed')} description={error} />}
    </div>
  );
}
