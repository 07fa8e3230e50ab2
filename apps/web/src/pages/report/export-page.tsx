import { useTranslation } from 'react-i18next';

/** Placeholder until this report section lands. */
export function ReportExportPage() {
  const { t } = useTranslation();
  return <h2>{t('report.nav.export')}</h2>;
}
