import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportCoding } from '../../../api/endpoints/report-coding.ts';
import { DOWNLOADS_KEY } from '../../../pages/download/download-keys.ts';

/** Exports the frame with counts and the coded answers (a download task, under the selected filter). */
export function CodingExport({ surveyCode, reportId }: { surveyCode: string; reportId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const exporting = useMutation({
    mutationFn: () => exportCoding({ surveyCode, reportId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
  });
  return (
    <span className="coding-export">
      <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
        {t('reportCoding.workspace.export')}
      </Button>
      {exporting.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={t('reportCoding.workspace.exported')}
          action={<Link to="/download">{t('reportCoding.workspace.toDownloads')}</Link>}
        />
      ) : null}
    </span>
  );
}
