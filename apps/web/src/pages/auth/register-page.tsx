import { useTranslation } from 'react-i18next';
import { AuthHeading } from '../../features/auth/auth-heading.tsx';
import { RegisterForm } from '../../features/auth/register-form.tsx';
import { AuthFooterLink } from './auth-footer-link.tsx';
import { useAfterLogin } from './use-after-login.ts';

export function RegisterPage() {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin();
  return (
    <>
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <RegisterForm onSuccess={afterLogin.go} />
      <AuthFooterLink
        prompt={t('auth.register.haveAccount')}
        label={t('auth.register.toLogin')}
        to={`/login${afterLogin.redirectQuery}`}
      />
    </>
  );
}
