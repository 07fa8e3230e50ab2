import './auth-layout.css';
import { CheckCircleFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { LangSwitch } from './lang-switch.tsx';

const POINTS = ['brand.point1', 'brand.point2', 'brand.point3'] as const;

/** Login, register and forgot: brand panel on the left, the form on a calm canvas on the right. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <aside className="auth-layout__brand">
        <BrandLogo inverted />
        <div className="auth-layout__pitch">
          <h2 className="auth-layout__headline">{t('brand.headline')}</h2>
          <p className="auth-layout__lead">{t('brand.lead')}</p>
          <ul className="auth-layout__points">
            {POINTS.map((key) => (
              <li key={key}>
                <CheckCircleFilled aria-hidden="true" /> {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <Typography.Text className="auth-layout__footer">© {t('app.name')}</Typography.Text>
      </aside>
      <main className="auth-layout__main">
        <div className="auth-layout__topbar">
          <span className="auth-layout__mobile-logo">
            <BrandLogo />
          </span>
          <LangSwitch />
        </div>
        <div className="auth-layout__panel">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
