import { ArrowLeftOutlined } from '@ant-design/icons';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchPageDetail } from '../../api/endpoints/dashboard-pages.ts';
import { useDashboardInfo } from '../../features/dashboard/dashboard-queries.ts';
import { PreviewBoard } from '../../features/dashboard/preview-board.tsx';

/** /dashboard/preview/{code}: the author's read-only view of every page, as it is now. */
export function DashboardPreviewPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const info = useDashboardInfo(code);
  if (info.isError) return <Result status="warning" title={t('dashboard.loadFailed')} />;
  if (!info.data) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <div>
      <div className="dash-preview__back">
        <Link to={`/dashboard/${encodeURIComponent(code)}/report`}>
          <ArrowLeftOutlined /> {t('dashboard.header.back')}
        </Link>
        <span className="dash-preview__badge">{t('dashboard.preview.readOnly')}</span>
      </div>
      <PreviewBoard title={info.data.title} pages={info.data.pages} fetcher={fetchPageDetail} />
    </div>
  );
}
