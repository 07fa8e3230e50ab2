import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  ROLL_IMPORT_MAX_ROWS,
  ROLL_MAX,
  ROLL_UPLOAD_MAX_BYTES,
  type RollImportReport,
} from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { downloadRollTemplate, importRoll } from '../../api/endpoints/discussion-roll.ts';
import { RollImportReportView } from './roll-import-report.tsx';

/**
 * The roll's import: the template to fill in, the upload (an .xlsx of at most 5 MB, checked
 * before it is sent) with the real percentage sent, then "processing" while the server reads
 * it, then the report of rows left out.
 */
export function RollImportModal(props: { code: string; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  /** The share of the file sent, 0–100; at 100 the server is reading it. */
  const [percent, setPercent] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) =>
      importRoll(props.code, file, file.name, (fraction) => setPercent(Math.round(fraction * 100))),
    onMutate: () => {
      setProblem(null);
      setPercent(0);
    },
    onSuccess: (report: RollImportReport) => {
      if (report.imported > 0) props.onImported();
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
  });
  const busy = upload.isPending;

  return (
    <Modal
      open
      title={t('roll.import.title')}
      onCancel={busy ? undefined : props.onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      footer={
        <Button type="primary" onClick={props.onClose} disabled={busy}>
          {t('roll.import.close')}
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('roll.import.intro')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('roll.import.limits', {
          rows: ROLL_IMPORT_MAX_ROWS.toLocaleString(),
          max: ROLL_MAX.toLocaleString(),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadRollTemplate(props.code).catch(
              (e: unknown) => void message.error(String((e as Error).message)),
            )
          }
        >
          {t('roll.import.template')}
        </Button>
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          if (!/\.xlsx$/i.test(file.name)) setProblem(t('roll.import.onlyXlsx'));
          else if (file.size > ROLL_UPLOAD_MAX_BYTES) setProblem(t('roll.import.tooLarge'));
          else upload.mutate(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('roll.import.pick')}</p>
      </Upload.Dragger>
      {busy ? (
        <div className="roll-import__progress" role="status">
          {/* The line below says the percentage: the bar does not say it a second time. */}
          <Progress
            percent={percent}
            status="active"
            showInfo={false}
            aria-label={t('roll.import.progress')}
          />
          <Typography.Text type="secondary">
            {percent < 100 ? t('roll.import.uploading', { percent }) : t('roll.import.processing')}
          </Typography.Text>
        </div>
      ) : null}
      {problem ? <Alert className="roll-import__problem" type="error" showIcon message={problem} /> : null}
      {upload.data && !busy ? <RollImportReportView report={upload.data} /> : null}
    </Modal>
  );
}
