import { useQuery } from '@tanstack/react-query';
import { Alert, Divider, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginOptions } from '../../api/endpoints/third-party.ts';
import { AuthHeading } from '../../features/auth/auth-heading.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { MobileLoginForm } from '../../features/auth/mobile-login-form.tsx';
import { QrLogin } from '../../features/auth/qr-login.tsx';
import { SsoButton } from '../../features/auth/sso-login.tsx';
import { AuthFooterLink } from './auth-footer-link.tsx';
import { useAfterLogin } from './use-after-login.ts';

/** Navigation state the forgot page leaves behind after a successful reset. */
export interface LoginPageState {
  passwordReset?: boolean;
}

/**
 * Account and password, or a code by SMS; the QR tab and the SSO button when the server offers them (their
 * absence just hides them). The SSO issuer sends the browser back to /backurl, not here.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const state = useLocation().state as LoginPageState | null;
  const afterLogin = useAfterLogin();
  const options = useQuery({ queryKey: ['login-options'], queryFn: loginOptions, retry: false });
  const password = <LoginForm onSuccess={afterLogin.go} />;
  return (
    <>
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      {state?.passwordReset && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('auth.login.passwordReset')}
          style={{ marginBottom: 24 }}
        />
      )}
      <Tabs
        destroyOnHidden
        items={[
          { key: 'password', label: t('loginWays.passwordTab'), children: password },
          {
            key: 'mobile',
            label: t('account.tabMobile'),
            children: <MobileLoginForm onSuccess={afterLogin.go} />,
          },
          ...(options.data?.messaging
            ? [{ key: 'qr', label: t('loginWays.qrTab'), children: <QrLogin onSuccess={afterLogin.go} /> }]
            : []),
        ]}
      />
      {options.data?.sso && (
        <>
          <Divider plain>{t('loginWays.or')}</Divider>
          <SsoButton />
        </>
      )}
      <AuthFooterLink
        prompt={t('auth.login.noAccount')}
        label={t('auth.login.toRegister')}
        to={`/register${afterLogin.redirectQuery}`}
      />
    </>
  );
}
