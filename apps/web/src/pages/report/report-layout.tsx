import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { FilterBar } from '../../features/report/filters/filter-bar.tsx';
import { SectionLayout } from '../../layouts/section-layout.tsx';
import { REPORT_SECTIONS } from './report-sections.ts';

/** /project/{code}/report/*: the report sections, with the filter bar above each. */
export function ReportLayout() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const last = useLocation().pathname.split('/').filter(Boolean).at(-1);
  return (
    <SectionLayout
      navLabel={t('report.nav.label')}
      links={REPORT_SECTIONS.map((section) => ({
        to: section.path,
        label: t(`report.nav.${section.key}`),
        // A section with another beneath it (wordcloud → wordcloud/tag) is active on its own path only.
        end:
          section.path === '' || REPORT_SECTIONS.some((other) => other.path.startsWith(`${section.path}/`)),
        active: 'alsoActiveOn' in section && section.alsoActiveOn === last,
      }))}
      header={<FilterBar surveyCode={code} />}
    />
  );
}
