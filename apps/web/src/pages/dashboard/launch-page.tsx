import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import type { DashboardLaunched } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { launchDashboard, revokeDashboardLink } from '../../api/endpoints/dashboards.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard-keys.ts';
import { publicLinkOf } from '../../features/dashboard/public-link.ts';
import { useSavedStore } from '../../features/dashboard/saved-store.ts';
import { DashboardStatusTag, formatDateTime } from '../../features/dashboard/status-tag.tsx';
import { useDashboardOutlet } from './dashboard-layout.tsx';

/**
 * /dashboard/{code}/launch: launch (or relaunch when changed since), close the public link, and
 * the link itself with a copy button. Only the owner (manage right) may launch or close.
 */
export function DashboardLaunchPage() {
  const info = useDashboardOutlet();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const replace = useSavedStore((s) => s.replace);
  const saved = useSavedStore((s) => s.byCode[info.code]) ?? info;
  const [busy, setBusy] = useState(false);
  const [launched, setLaunched] = useState<Pick<DashboardLaunched, 'launchTime' | 'shareToken'>>({
    launchTime: info.launchTime,
    shareToken: info.shareToken,
  });
  const act = async (call: () => Promise<DashboardLaunched>, done: string) => {
    setBusy(true);
    try {
      const answer = await call();
      replace(info.code, answer);
      setLaunched({ launchTime: answer.launchTime, shareToken: answer.shareToken });
      void message.success(done);
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  const link =
    saved.status === 1 && launched.shareToken ? publicLinkOf(info.code, launched.shareToken) : null;

  return (
    <div className="dash-narrow">
      <Card title={t('dashboard.launch.nav')}>
        <Typography.Paragraph>{t('dashboard.launch.intro')}</Typography.Paragraph>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('dashboard.launch.statusLabel')}>
            <DashboardStatusTag saved={saved} />
          </Descriptions.Item>
          {launched.launchTime && (
            <Descriptions.Item label={t('dashboard.launch.launchedAt', { time: '' }).trim()}>
              {formatDateTime(launched.launchTime, i18n.language)}
            </Descriptions.Item>
          )}
        </Descriptions>
        {saved.status === 1 && saved.relaunch && (
          <Alert
            type="warning"
            showIcon
            title={t('dashboard.launch.modifiedHint')}
            style={{ margin: '12px 0' }}
          />
        )}
        {!info.rights.manage && (
          <Alert type="info" showIcon title={t('dashboard.launch.noRight')} style={{ margin: '12px 0' }} />
        )}
        {info.rights.manage && (
          <Space wrap style={{ margin: '12px 0' }}>
            {(saved.status !== 1 || saved.relaunch) && (
              <Button
                type="primary"
                loading={busy}
                onClick={() => void act(() => launchDashboard(info.code), t('dashboard.launch.done'))}
              >
                {saved.status === 1 ? t('dashboard.launch.relaunch') : t('dashboard.launch.launch')}
              </Button>
            )}
            {saved.status === 1 && (
              <Popconfirm
                title={t('dashboard.launch.closeConfirm')}
                okText={t('dashboard.launch.close')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => act(() => revokeDashboardLink(info.code), t('dashboard.launch.closed'))}
              >
                <Button danger loading={busy}>
                  {t('dashboard.launch.close')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
        {link && (
          <div className="dash-link">
            <label htmlFor="dash-public-link">{t('dashboard.launch.link')}</label>
            <Space.Compact style={{ width: '100%' }}>
              <Input id="dash-public-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <Button
                icon={<CopyOutlined />}
                onClick={() =>
                  void navigator.clipboard.writeText(link).then(
                    () => message.success(t('common.copied')),
                    () => message.error(link),
                  )
                }
              >
                {t('dashboard.launch.copy')}
              </Button>
              <Button icon={<LinkOutlined />} href={link} target="_blank" rel="noopener">
                {t('dashboard.launch.open')}
              </Button>
            </Space.Compact>
          </div>
        )}
      </Card>
    </div>
  );
}
