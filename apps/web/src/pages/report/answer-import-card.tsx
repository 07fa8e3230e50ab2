import { UploadOutlined } from '@ant-design/icons';
import type { AnswerImportIssue } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { importAnswers } from '../../api/endpoints/exports.ts';

/** "Import answers": an xlsx in the raw export layout, then the row-level error report. */
export function AnswerImportCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const upload = useMutation({ mutationFn: (file: File) => importAnswers(code, file, file.name) });
  const report = upload.data;

  return (
    <Card title={t('reportExport.importTitle')}>
      <Typography.Paragraph type="secondary">{t('reportExport.importIntro')}</Typography.Paragraph>
      <Upload
        accept=".xlsx"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          upload.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('reportExport.importPick')}
        </Button>
      </Upload>
      {upload.error ? (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={upload.error instanceof ApiError ? upload.error.message : String(upload.error)}
        />
      ) : null}
      {report ? (
        <>
          <Alert
            style={{ marginTop: 16 }}
            type={report.errors.length ? 'warning' : 'success'}
            showIcon
            message={t('reportExport.importResult', { rows: report.rows, imported: report.imported })}
          />
          {report.errors.length ? (
            <Table<AnswerImportIssue>
              style={{ marginTop: 12 }}
              size="small"
              title={() => t('reportExport.importErrors')}
              rowKey={(issue) => `${issue.row}:${issue.column}:${issue.message}`}
              dataSource={report.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t('reportExport.row'), dataIndex: 'row', width: 80 },
                { title: t('reportExport.column'), dataIndex: 'column', width: 120 },
                { title: t('reportExport.problem'), dataIndex: 'message' },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
