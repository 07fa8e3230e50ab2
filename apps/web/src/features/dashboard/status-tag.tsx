import type { DashboardSaved } from '@cairn/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The launch state in words: not launched, launched, modified since launch, link closed. */
export function DashboardStatusTag({ saved }: { saved: Pick<DashboardSaved, 'status' | 'relaunch'> }) {
  const { t } = useTranslation();
  if (saved.status === 1 && saved.relaunch) return <Tag color="orange">{t('dashboard.launch.modified')}</Tag>;
  if (saved.status === 1) return <Tag color="green">{t('dashboard.launch.status1')}</Tag>;
  if (saved.status === 2) return <Tag color="default">{t('dashboard.launch.status2')}</Tag>;
  return <Tag>{t('dashboard.launch.status0')}</Tag>;
}

export function formatDateTime(time: number, lang: string): string {
  return new Date(time).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
