import { PauseCircleOutlined, PlayCircleOutlined, SendOutlined } from '@ant-design/icons';
import type { LaunchInfo, ProjectBase } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setProjectStatus } from '../../api/endpoints/publishing.ts';
import { statusKindOf } from '../../features/projects/project-status.ts';
import { StatusBadge } from '../../features/projects/status-badge.tsx';
import { PUBLISH_LOADING_MS } from '../../features/publish/publish-decision.ts';
import { syncPublishState } from '../../features/publish/sync-publish-state.ts';
import { usePublish } from '../../features/publish/use-publish.tsx';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';

/** The publishing state and its actions: publish (also the first one), end, reopen. */
export function LaunchStatusCard({ base, info }: { base: ProjectBase; info: LaunchInfo }) {
  const { t, i18n } = useTranslation();
  const held = useHeldPermissions();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { publish, loading, element } = usePublish(base.code);
  const [changing, setChanging] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const kind = statusKindOf({ ...info, projectType: base.projectType });
  const canLaunch = projectAllows(held, base.rights, PROJECT_CODES.launch);

  const changeStatus = (status: 1 | 2) => {
    setChanging(true);
    setProjectStatus(base.code, status)
      .then((state) => syncPublishState(queryClient, base.code, state))
      .catch(() => undefined)
      .finally(() => {
        timer.current = setTimeout(() => setChanging(false), PUBLISH_LOADING_MS);
      });
  };
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  return (
    <Card className="launch-card launch-status" title={t('publish.launch.title')}>
      <div className="launch-status__row">
        <Space direction="vertical" size={4}>
          <Space size={12} wrap>
            <StatusBadge record={info} />
            {info.publishedVersion !== null ? (
              <Typography.Text type="secondary">
                {t('publish.launch.version', { version: info.publishedVersion })}
              </Typography.Text>
            ) : null}
            {info.launchTime !== null ? (
              <Typography.Text type="secondary">
                {t('publish.launch.launchedAt', { time: time(info.launchTime) })}
              </Typography.Text>
            ) : null}
          </Space>
          {info.publishedVersion !== null ? (
            <Typography.Text type="secondary">
              {t('publish.launch.responses', { count: info.completeCount })}
            </Typography.Text>
          ) : null}
        </Space>
        {canLaunch ? (
          <Space wrap>
            {kind !== 'collecting' ? (
              <Button
                type="primary"
                icon={<SendOutlined aria-hidden="true" />}
                loading={loading}
                onClick={publish}
              >
                {t('publish.button.publish')}
              </Button>
            ) : null}
            {info.status === 1 ? (
              <Button
                icon={<PauseCircleOutlined aria-hidden="true" />}
                loading={changing}
                onClick={() =>
                  modal.confirm({
                    title: t('publish.launch.end'),
                    content: t('publish.launch.endConfirm'),
                    okText: t('publish.launch.end'),
                    cancelText: t('common.cancel'),
                    onOk: () => changeStatus(2),
                  })
                }
              >
                {t('publish.launch.end')}
              </Button>
            ) : null}
            {info.status === 2 ? (
              <Button
                icon={<PlayCircleOutlined aria-hidden="true" />}
                loading={changing}
                onClick={() => changeStatus(1)}
              >
                {t('publish.launch.reopen')}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </div>
      {kind === 'unpublished' ? (
        <Alert
          type="info"
          showIcon
          className="launch-status__note"
          message={t('publish.launch.unpublishedTitle')}
          description={t('publish.launch.unpublishedBody')}
        />
      ) : null}
      {kind === 'modified' ? (
        <Alert
          type="warning"
          showIcon
          className="launch-status__note"
          message={t('publish.launch.modifiedBody')}
        />
      ) : null}
      {kind === 'ended' ? (
        <Alert
          type="error"
          showIcon
          className="launch-status__note"
          message={t('publish.launch.endedBody')}
        />
      ) : null}
      {element}
    </Card>
  );
}
