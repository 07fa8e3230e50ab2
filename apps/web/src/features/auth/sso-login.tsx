import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { finishSso, SSO_START_URL } from '../../api/endpoints/third-party.ts';
import { queryClient } from '../../app/query-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { keepSsoTarget } from './sso-return-target.ts';

/** Starts SSO: the server keeps state, PKCE verifier and nonce, and sends the browser to the issuer. */
export function SsoButton() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Button
      block
      size="large"
      icon={<SafetyCertificateOutlined aria-hidden="true" />}
      href={SSO_START_URL}
      onClick={() => keepSsoTarget(params.get('redirect'))}
    >
      {t('loginWays.sso')}
    </Button>
  );
}

/**
 * The return page's `?code=` login (/backurl): the issuer sent the browser back with a code and
 * state; the server checks both and answers tokens. Runs once per code (a reload must not replay it).
 */
export function SsoFinish({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    finishSso(code, state)
      .then(() => {
        useSessionStore.getState().reset();
        queryClient.clear();
        onSuccess();
      })
      .catch(() => {
        setFailed(true);
        setParams({}, { replace: true });
      });
  }, [code, state, onSuccess, setParams]);
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('loginWays.ssoFailed')}
        style={{ marginBottom: 24 }}
      />
    );
  if (!code || !state) return null;
  return (
    <div role="status" style={{ textAlign: 'center', marginBottom: 24 }}>
      <Spin /> <span style={{ marginLeft: 8 }}>{t('loginWays.ssoFinishing')}</span>
    </div>
  );
}
