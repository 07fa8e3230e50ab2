import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { AuthHeading } from '../../features/auth/auth-heading.tsx';
import { SsoFinish } from '../../features/auth/sso-login.tsx';
import { partnerLanding, takeSsoTarget } from '../../features/auth/sso-return-target.ts';
import { loginPathFor, safeRedirectTarget } from '../../router/safe-redirect.ts';

type Landing = (target: string) => string;

/**
 * Where outside services send the browser back (spec doc 1: /backurl, /backurlJD, /open/mars).
 * With `code` and `state` the issuer is finishing a login: the server checks both and answers
 * tokens, then the page goes on to where the user was headed (the login page's `redirect`, kept by
 * the SSO button, or this page's own `redirect`/`target`). `error` is the issuer refusing or the
 * user cancelling. Without either, a logged-in user goes on at once and anyone else to the login.
 */
function ReturnPage({ land }: { land: Landing }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the kept target is removed when taken, and SsoFinish clears the query on failure.
  const [target] = useState(() =>
    safeRedirectTarget(params.get('redirect') ?? params.get('target') ?? takeSsoTarget()),
  );
  const [finishing] = useState(() => params.has('code') && params.has('state'));
  const [refused] = useState(() => params.get('error'));
  const go = useCallback(() => navigate(land(target), { replace: true }), [navigate, land, target]);

  useEffect(() => {
    if (finishing || refused) return;
    if (api.hasSession()) go();
    else navigate(loginPathFor(land(target)), { replace: true });
  }, [finishing, refused, go, navigate, land, target]);

  return (
    <>
      <AuthHeading title={t('returnPage.title')} subtitle={t('returnPage.subtitle')} />
      {finishing ? <SsoFinish onSuccess={go} /> : null}
      {refused ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('returnPage.refused')}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      {!finishing && !refused ? (
        <div role="status" style={{ textAlign: 'center', marginBottom: 24 }}>
          <Spin /> <span style={{ marginLeft: 8 }}>{t('returnPage.redirecting')}</span>
        </div>
      ) : null}
      <Button block onClick={() => navigate(loginPathFor(land(target)), { replace: true })}>
        {t('returnPage.toLogin')}
      </Button>
    </>
  );
}

/** /backurl: the single sign-on issuer's return (the redirect URI the server registers). */
export function BackUrlPage() {
  return <ReturnPage land={safeRedirectTarget} />;
}

/** /backurlJD: the retail-partner return; a project target lands on its partner overview. */
export function BackUrlJdPage() {
  return <ReturnPage land={partnerLanding} />;
}

/** /open/mars: a partner system's callback, carrying the app path to open as `target`. */
export function OpenMarsPage() {
  return <ReturnPage land={safeRedirectTarget} />;
}
