import { CloudDownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchUnreadDownloads } from '../../api/endpoints/exports.ts';
import { DOWNLOADS_RED_KEY } from '../../pages/download/download-keys.ts';

/** How often the badge asks whether new downloads finished (a task takes seconds to minutes). */
const RED_POLL_MS = 30_000;

/** The top bar's download-centre link with a red badge for finished, unseen downloads (spec doc 1 §2). */
export function DownloadLink() {
  const { t } = useTranslation();
  const red = useQuery({
    queryKey: DOWNLOADS_RED_KEY,
    queryFn: fetchUnreadDownloads,
    refetchInterval: RED_POLL_MS,
  });
  const count = red.data ?? 0;
  return (
    <Link
      to="/download"
      className="top-bar__download"
      aria-label={count ? `${t('reportExport.download.badge')} (${count})` : t('reportExport.download.badge')}
      title={t('reportExport.download.badge')}
    >
      <Badge count={count} size="small" offset={[2, -2]}>
        <CloudDownloadOutlined style={{ fontSize: 18, color: 'inherit' }} />
      </Badge>
    </Link>
  );
}
