import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSessionStore } from '../../features/session/session-store.ts';
import { UpgradeModal } from '../../features/upgrade/upgrade-modal.tsx';
import { PARTNER_THIRD_TYPE } from '../../router/partner-restrictions.ts';
import { useRouteMeta } from '../../router/route-handle.ts';

const itemClass = (isActive: boolean) => `main-nav__item${isActive ? ' main-nav__item--active' : ''}`;

/**
 * Projects, Dashboard, and my resources (the libraries, opening on the image tab as the spec
 * says). Dashboards are an enterprise feature: for free (level 0) users the entry opens the
 * upgrade prompt; retail partners (who may not open dashboard routes) do not see it.
 */
export function MainNav() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  // The route's navKey marks its entry, so /create belongs to Projects as much as /project does.
  const navKey = useRouteMeta('navKey');
  const showsDashboard = Boolean(user) && user?.thirdType !== PARTNER_THIRD_TYPE;
  const needsUpgrade = user?.level === 0;

  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <NavLink to="/project" className={({ isActive }) => itemClass(isActive || navKey === 'project')}>
        {t('nav.projects')}
      </NavLink>
      {showsDashboard && needsUpgrade && (
        <button type="button" className="main-nav__item" onClick={() => setUpgradeOpen(true)}>
          {t('nav.dashboard')}
        </button>
      )}
      {showsDashboard && !needsUpgrade && (
        <NavLink to="/dashboard" className={({ isActive }) => itemClass(isActive || navKey === 'dashboard')}>
          {t('nav.dashboard')}
        </NavLink>
      )}
      <NavLink to="/library/image" className={({ isActive }) => itemClass(isActive || navKey === 'library')}>
        {t('library.nav.resources')}
      </NavLink>
      <UpgradeModal
        open={isUpgradeOpen}
        feature={t('upgrade.dashboard')}
        onClose={() => setUpgradeOpen(false)}
      />
    </nav>
  );
}
