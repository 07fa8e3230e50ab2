import type { ProjectRecord } from '@cairn/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_BADGE, statusKindOf } from './project-status.ts';

/** The publishing state as a coloured dot and a word (colour is never the only signal). */
export function StatusBadge({
  record,
}: {
  record: Pick<ProjectRecord, 'status' | 'relaunch'> & { projectType?: number };
}) {
  const { t } = useTranslation();
  const kind = statusKindOf(record);
  return <Badge status={STATUS_BADGE[kind]} text={t(`project.status.${kind}`)} className="status-badge" />;
}
