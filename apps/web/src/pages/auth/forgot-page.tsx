import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/auth-heading.tsx';
import { ForgotForm } from '../../features/auth/forgot-form.tsx';
import type { LoginPageState } from './login-page.tsx';

export function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: LoginPageState = { passwordReset: true };
  return (
    <>
      <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <ForgotForm onSuccess={() => navigate('/login', { replace: true, state })} />
      <p style={{ marginTop: 32, textAlign: 'center' }}>
        <Link to="/login">
          <ArrowLeftOutlined aria-hidden="true" /> {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </>
  );
}
