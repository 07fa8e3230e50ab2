import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SchemeList } from '../../features/report/weighting/scheme-list.tsx';
import '../../features/report/weighting/weighting.css';

/** /project/{code}/report/weight-list: the survey's weighting schemes. */
export function ReportWeightListPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  return (
    <section className="weight-page">
      <h2 className="weight-page__title">{t('reportWeighting.list.title')}</h2>
      <Typography.Paragraph type="secondary">{t('reportWeighting.list.intro')}</Typography.Paragraph>
      <SchemeList surveyCode={code} />
    </section>
  );
}
