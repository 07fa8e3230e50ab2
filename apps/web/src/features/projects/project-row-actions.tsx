import {
  CloudDownloadOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderOpenOutlined,
  MoreOutlined,
  ShareAltOutlined,
  StopOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { ProjectRecord } from '@cairn/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeldPermissions } from '../session/permission-gate.tsx';
import { type RowAction, rowActionsFor } from './row-actions.ts';

const ICONS: Record<RowAction, ReactNode> = {
  copy: <CopyOutlined />,
  rename: <EditOutlined />,
  offline: <CloudDownloadOutlined />,
  withdrawOffline: <StopOutlined />,
  move: <FolderOpenOutlined />,
  share: <ShareAltOutlined />,
  handover: <SwapOutlined />,
  delete: <DeleteOutlined />,
};

/** Where a project opens: its design screen. */
export const designPathOf = (code: string) => `/project/${encodeURIComponent(code)}/design`;

/** Open, then a menu of what the caller's rights on this project allow. */
export function ProjectRowActions({
  record,
  onAction,
}: {
  record: ProjectRecord;
  onAction(action: RowAction, record: ProjectRecord): void;
}) {
  const { t } = useTranslation();
  const actions = rowActionsFor(record.rights, useHeldPermissions(), record);
  const items: MenuProps['items'] = actions.flatMap((action) => [
    ...(action === 'delete' ? [{ type: 'divider' as const }] : []),
    { key: action, icon: ICONS[action], label: t(`project.action.${action}`), danger: action === 'delete' },
  ]);

  return (
    <span className="project-actions">
      <Link to={designPathOf(record.code)} className="project-actions__open">
        {t('project.action.open')}
      </Link>
      <Dropdown
        trigger={['click']}
        autoFocus
        placement="bottomRight"
        menu={{ items, onClick: ({ key }) => onAction(key as RowAction, record) }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={t('project.action.more', { title: record.title })}
        />
      </Dropdown>
    </span>
  );
}
