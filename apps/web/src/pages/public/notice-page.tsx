import { errorMessage, isErrorCode } from '@cairn/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLang } from '../../i18n/index.ts';
import { BrandLogo } from '../../layouts/brand-logo.tsx';

/**
 * /error-open/code: the friendly notice (spec doc 1: titled 友好提示, purpose not shown). Where a
 * link from outside (a partner, a callback, an e-mail) cannot be honoured, it is sent here with
 * the catalogue `code` of the reason; the page says that reason in the user's language and offers
 * a way on. Only catalogue codes are shown: free text in a link is never displayed, so a crafted
 * link cannot put words in the product's mouth.
 */
export function NoticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const raw = useSearchParams()[0].get('code') ?? '';
  const reason = isErrorCode(raw) ? errorMessage(raw, currentLang()) : t('notice.unknown');
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#ffffff' }}>
      <header style={{ padding: '20px 32px' }}>
        <BrandLogo />
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Result
          status="info"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('notice.title')}</h1>}
          subTitle={
            <>
              <span>{reason}</span>
              {isErrorCode(raw) ? (
                <span style={{ display: 'block', marginTop: 8 }}>{t('notice.code', { code: raw })}</span>
              ) : null}
            </>
          }
          extra={
            <Button type="primary" size="large" onClick={() => navigate('/project')}>
              {t('notice.home')}
            </Button>
          }
        />
      </main>
    </div>
  );
}
