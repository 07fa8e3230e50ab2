import { ReloadOutlined } from '@ant-design/icons';
import { QR_STATE } from '@cairn/contract';
import { Button, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrView } from './qr-poller.ts';

/**
 * The QR square with its states: loading, the code (and, for the local simulator's code, a link to
 * its page for a computer without a phone), expired or failed with a refresh button over it.
 */
export function QrPanel<A>({
  view,
  onRefresh,
  image,
}: {
  view: QrView<A>;
  onRefresh: () => void;
  image: (content: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const expired = view.state === QR_STATE.expired || view.state === QR_STATE.used;
  const blocked = expired || Boolean(view.error);
  return (
    <div>
      <div style={{ position: 'relative', width: 184, height: 184, margin: '0 auto' }}>
        {view.ticket && !view.loading ? (
          <div style={{ opacity: blocked ? 0.15 : 1 }}>{image(view.ticket.qrContent)}</div>
        ) : (
          <div role="status" style={{ paddingTop: 72 }}>
            <Spin /> <Typography.Text type="secondary">{t('loginWays.qrLoading')}</Typography.Text>
          </div>
        )}
        {blocked && !view.loading && (
          <div
            role="alert"
            style={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              alignContent: 'center',
            }}
          >
            <Typography.Text strong>
              {view.error ? t('loginWays.qrError') : t('loginWays.qrExpired')}
            </Typography.Text>
            <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={onRefresh} style={{ marginTop: 8 }}>
              {t('loginWays.qrRefresh')}
            </Button>
          </div>
        )}
      </div>
      {/* A real app's code means nothing to a computer's browser: the link is the simulator's only. */}
      {view.ticket?.simulated && !blocked && (
        <Typography.Link href={view.ticket.qrContent} target="_blank" rel="noopener" style={{ fontSize: 12 }}>
          {t('loginWays.qrOpenLink')}
        </Typography.Link>
      )}
    </div>
  );
}
