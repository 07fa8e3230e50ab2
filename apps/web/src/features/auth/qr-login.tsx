import { QR_STATE } from '@cairn/contract';
import { Alert, Button, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { pollQrLogin, qrLoginTicket } from '../../api/endpoints/third-party.ts';
import { queryClient } from '../../app/query-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { QrCodeImage } from './qr-code-image.tsx';
import { QrPanel } from './qr-panel.tsx';
import { useQrPoller } from './use-qr-poller.ts';

/** Login by scanning: a ticket's QR, polled every second; state 1 brings the tokens. */
export function QrLogin({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const onAnswer = useCallback(
    (answer: Awaited<ReturnType<typeof pollQrLogin>>) => {
      if (answer.state !== QR_STATE.done || !answer.tokens) return;
      api.startSession(answer.tokens);
      useSessionStore.getState().reset();
      queryClient.clear();
      onSuccess();
    },
    [onSuccess],
  );
  const { view, refresh } = useQrPoller(qrLoginTicket, pollQrLogin, onAnswer);
  const notice =
    view.state === QR_STATE.notBound
      ? t('loginWays.qrNotBound')
      : view.state === QR_STATE.used
        ? t('loginWays.qrUsed')
        : null;
  return (
    <div style={{ textAlign: 'center' }}>
      <Typography.Paragraph type="secondary">{t('loginWays.qrHint')}</Typography.Paragraph>
      <QrPanel
        view={view}
        onRefresh={refresh}
        image={(content) => <QrCodeImage content={content} label={t('loginWays.qrAlt')} />}
      />
      {notice && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={notice}
          style={{ marginTop: 16, textAlign: 'left' }}
        />
      )}
      {notice && (
        <Button type="link" onClick={refresh}>
          {t('loginWays.qrRefresh')}
        </Button>
      )}
    </div>
  );
}
