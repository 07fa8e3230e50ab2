import { useTranslation } from 'react-i18next';

/** Placeholder until this report section lands. */
export function ReportSourcePage() {
  const { t } = useTranslation();
  return <h2>{t('report.nav.source')}</h2>;
}
