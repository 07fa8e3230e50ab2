import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthHeading } from '../../features/auth/auth-heading.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { AuthFooterLink } from './auth-footer-link.tsx';
import { useAfterLogin } from './use-after-login.ts';

/** Navigation state the forgot page leaves behind after a successful reset. */
export interface LoginPageState {
  passwordReset?: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  const state = useLocation().state as LoginPageState | null;
  const afterLogin = useAfterLogin();
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
      <LoginForm onSuccess={afterLogin.go} />
      <AuthFooterLink
        prompt={t('auth.login.noAccount')}
        label={t('auth.login.toRegister')}
        to={`/register${afterLogin.redirectQuery}`}
      />
    </>
  );
}
