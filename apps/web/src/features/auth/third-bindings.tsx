import { WechatOutlined } from '@ant-design/icons';
import { QR_STATE } from '@cairn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  List,
  Modal,
  Popconfirm,
  Result,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindTicket, pollBind, thirdBindings, unbindMessaging } from '../../api/endpoints/third-party.ts';
import { QrCodeImage } from './qr-code-image.tsx';
import { QrPanel } from './qr-panel.tsx';
import { useQrPoller } from './use-qr-poller.ts';

const KEY = ['users-third'];

/**
 * The bind modal: a bind ticket's QR, polled every second; 1 closes it, 5 loads a new code. The
 * finance pages open it too (A21015: follow and bind before recharging), with their own title and hint.
 */
export function BindModal({
  onDone,
  onCancel,
  title,
  hint,
}: {
  onDone: () => void;
  onCancel: () => void;
  title?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const onAnswer = useCallback(
    (answer: Awaited<ReturnType<typeof pollBind>>) => {
      if (answer.state === QR_STATE.done) {
        void message.success(t('loginWays.third.bindSuccess'));
        onDone();
      }
    },
    [message, onDone, t],
  );
  const { view, refresh } = useQrPoller(bindTicket, pollBind, onAnswer);
  return (
    <Modal open title={title ?? t('loginWays.third.bindTitle')} footer={null} onCancel={onCancel} width={400}>
      <div style={{ textAlign: 'center' }}>
        <Typography.Paragraph type="secondary">{hint ?? t('loginWays.third.bindHint')}</Typography.Paragraph>
        <QrPanel
          view={view}
          onRefresh={refresh}
          image={(content) => <QrCodeImage content={content} label={t('loginWays.third.bindAlt')} />}
        />
        {view.state === QR_STATE.boundElsewhere && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('loginWays.qrBoundElsewhere')}
            style={{ marginTop: 16 }}
          />
        )}
      </div>
    </Modal>
  );
}

/** The user centre's third-party bindings: WeChat (bind by QR, unbind with a confirm) and SSO identities. */
export function ThirdBindings() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [binding, setBinding] = useState(false);
  const list = useQuery({ queryKey: KEY, queryFn: thirdBindings });
  const unbind = useMutation({
    mutationFn: unbindMessaging,
    onSuccess: () => {
      void message.success(t('loginWays.third.unbound'));
      void list.refetch();
    },
  });
  if (list.isPending) return <Skeleton active />;
  if (list.isError)
    return (
      <Result
        status="warning"
        title={t('loginWays.third.loadError')}
        extra={<Button onClick={() => list.refetch()}>{t('loginWays.third.retry')}</Button>}
      />
    );
  const wechat = list.data.find((b) => b.kind === 'messaging');
  const sso = list.data.filter((b) => b.kind === 'sso');
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.language);
  return (
    <Card
      title={t('loginWays.third.title')}
      extra={<Typography.Text type="secondary">{t('loginWays.third.subtitle')}</Typography.Text>}
    >
      <List
        itemLayout="horizontal"
        dataSource={['wechat', ...sso.map((_, i) => `sso-${i}`)]}
        locale={{ emptyText: <Empty description={t('loginWays.third.empty')} /> }}
        renderItem={(key) => {
          if (key === 'wechat')
            return (
              <List.Item
                actions={[
                  wechat ? (
                    <Popconfirm
                      key="unbind"
                      title={t('loginWays.third.unbindConfirm')}
                      onConfirm={() => unbind.mutateAsync()}
                    >
                      <Button danger loading={unbind.isPending}>
                        {t('loginWays.third.unbind')}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button key="bind" type="primary" onClick={() => setBinding(true)}>
                      {t('loginWays.third.bind')}
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta
                  avatar={<WechatOutlined style={{ fontSize: 28, color: '#07c160' }} aria-hidden="true" />}
                  title={
                    <>
                      {t('loginWays.third.wechat')}{' '}
                      <Tag color={wechat ? 'green' : undefined}>
                        {wechat ? t('loginWays.third.bound') : t('loginWays.third.notBound')}
                      </Tag>
                    </>
                  }
                  description={
                    wechat
                      ? `${wechat.nickname ?? wechat.snsId} · ${t('loginWays.third.since', { date: date(wechat.createdAt) })}`
                      : null
                  }
                />
              </List.Item>
            );
          const identity = sso[Number(key.slice(4))]!;
          return (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    {t('loginWays.third.sso')} <Tag color="blue">{t('loginWays.third.bound')}</Tag>
                  </>
                }
                description={`${identity.nickname ?? identity.snsId} · ${identity.provider.replace(/^sso:/, '')}`}
              />
            </List.Item>
          );
        }}
      />
      {binding && (
        <BindModal
          onCancel={() => setBinding(false)}
          onDone={() => {
            setBinding(false);
            void list.refetch();
          }}
        />
      )}
    </Card>
  );
}
