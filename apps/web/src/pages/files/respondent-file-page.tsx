import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { signRespondentFile } from '../../api/endpoints/report-answers.ts';

/**
 * The stable address of a respondent's file written into exports (`/designer/files/:code/:key`):
 * signed links expire, this one does not. Behind the login guard; the signing call checks the
 * report right on the survey, then the browser goes on to the fresh signed link.
 */
export function RespondentFilePage() {
  const { t } = useTranslation();
  const { code = '', key = '' } = useParams();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    signRespondentFile(code, key)
      .then((link) => {
        if (live) window.location.replace(link.url);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [code, key]);
  if (failed) return <Result status="warning" title={t('respondentFile.failed')} />;
  return <Result icon={<Spin />} title={t('respondentFile.opening')} />;
}
