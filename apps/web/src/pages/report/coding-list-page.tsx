import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCodingReports } from '../../features/report/coding/coding-queries.ts';
import { CodingReportTable } from '../../features/report/coding/coding-report-table.tsx';
import { CreateReportDialog } from '../../features/report/coding/create-report-dialog.tsx';
import '../../features/report/coding/coding.css';

/** /project/{code}/report/coding: the open-question analysis list (the survey's coding reports). */
export function ReportCodingListPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  const reports = useCodingReports(code);
  const [creating, setCreating] = useState(false);

  let body: React.ReactNode;
  if (reports.isPending)
    body = <Skeleton active paragraph={{ rows: 4 }} aria-label={t('reportCoding.list.loading')} />;
  else if (reports.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportCoding.list.error')}
        action={<Button onClick={() => void reports.refetch()}>{t('reportCoding.list.retry')}</Button>}
      />
    );
  else if (reports.data.length === 0)
    body = (
      <Empty description={t('reportCoding.list.empty')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('reportCoding.list.create')}
        </Button>
      </Empty>
    );
  else body = <CodingReportTable surveyCode={code} reports={reports.data} />;

  return (
    <section className="coding">
      <div className="coding__head">
        <div>
          <h2 className="coding__title">{t('reportCoding.list.title')}</h2>
          <p className="coding__intro">{t('reportCoding.list.intro')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('reportCoding.list.create')}
        </Button>
      </div>
      <div className="coding__panel">{body}</div>
      <CreateReportDialog
        surveyCode={code}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void navigate(String(id));
        }}
      />
    </section>
  );
}
