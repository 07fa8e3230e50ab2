import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './not-found-page.css';
import { BrandLogo } from '../../layouts/brand-logo.tsx';
import { NotFoundArt } from './not-found-art.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#ffffff' }}>
      <header style={{ padding: '20px 32px' }}>
        <BrandLogo />
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Result
          icon={<NotFoundArt />}
          title={<h1 className="not-found__title">{t('notFound.title')}</h1>}
          subTitle={t('notFound.description')}
          extra={
            <Button type="primary" size="large" onClick={() => navigate('/project')}>
              {t('notFound.back')}
            </Button>
          }
        />
      </main>
    </div>
  );
}
