import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or render (a new deploy replaced its chunk, a bug). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="centered-page">
      <Result
        status="error"
        title={t('error.title')}
        subTitle={t('error.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        }
      />
    </div>
  );
}
