import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { useDashboardOutlet } from './dashboard-layout.tsx';

/** /dashboard/{code}/setting: data sources, then the Benchmark editor. */
export function DashboardSettingLayout() {
  const { t } = useTranslation();
  const info = useDashboardOutlet();
  const code = encodeURIComponent(useParams().code ?? '');
  const item = ({ isActive }: { isActive: boolean }) =>
    `dash-subnav__item${isActive ? ' dash-subnav__item--active' : ''}`;
  return (
    <div className="dash-setting">
      <nav className="dash-subnav" aria-label={t('dashboard.header.tabSetting')}>
        <NavLink end to={`/dashboard/${code}/setting`} className={item}>
          {t('dashboard.setting.nav')}
        </NavLink>
        <NavLink to={`/dashboard/${code}/setting/benchmark`} className={item}>
          {t('dashboard.benchmark.nav')}
        </NavLink>
      </nav>
      <div className="dash-setting__body">
        <Outlet context={info} />
      </div>
    </div>
  );
}
