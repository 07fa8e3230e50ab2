import './report.css';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { FilterBar } from '../../features/report/filters/filter-bar.tsx';
import { REPORT_SECTIONS } from './report-sections.ts';

/** /project/{code}/report/*: the report sections as a left sub-nav (links, so each has its address). */
export function ReportLayout() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  return (
    <div className="report-layout">
      <nav className="report-nav" aria-label={t('report.nav.label')}>
        {REPORT_SECTIONS.map((section) => (
          <NavLink
            key={section.key}
            to={section.path}
            end={section.path === ''}
            className={({ isActive }) => `report-nav__item${isActive ? ' report-nav__item--active' : ''}`}
          >
            {t(`report.nav.${section.key}`)}
          </NavLink>
        ))}
      </nav>
      <main className="report-main">
        <FilterBar surveyCode={code} />
        <Outlet />
      </main>
    </div>
  );
}
