import { useTranslation } from 'react-i18next';

/** Placeholder until this report section lands. */
export function ReportResponsePage() {
  const { t } = useTranslation();
  return <h2>{t('report.nav.response')}</h2>;
}
