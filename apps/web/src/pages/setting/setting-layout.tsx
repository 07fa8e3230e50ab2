import './setting.css';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';

const SECTIONS = ['base', 'answer', 'quota', 'facade', 'end'] as const;

/** /project/{code}/setting/*: the sections as a left sub-nav (links, so each has its address). */
export function SettingLayout() {
  const { t } = useTranslation();
  return (
    <div className="setting-layout">
      <nav className="setting-nav" aria-label={t('settings.nav.label')}>
        {SECTIONS.map((key) => (
          <NavLink
            key={key}
            to={key}
            className={({ isActive }) => `setting-nav__item${isActive ? ' setting-nav__item--active' : ''}`}
          >
            {t(`settings.nav.${key}`)}
          </NavLink>
        ))}
      </nav>
      <main className="setting-main">
        <Outlet />
      </main>
    </div>
  );
}

/** /project/{code}/setting opens the base section. */
export function SettingIndex() {
  return <Navigate to="base" replace />;
}
