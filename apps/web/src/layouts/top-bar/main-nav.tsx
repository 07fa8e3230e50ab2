import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSessionStore } from '../../features/session/session-store.ts';
import { UpgradeModal } from '../../features/upgrade/upgrade-modal.tsx';
import { PARTNER_THIRD_TYPE } from '../../router/partner-restrictions.ts';
import { useRouteMeta } from '../../router/route-handle.ts';

const itemClass = (isActive: boolean) => `main-nav__item${isActive ? ' main-nav__item--active' : ''}`;

/**
 * Projects, Dashboard for free (level 0) users, where it opens the upgrade prompt, and my
 * resources (the libraries, opening on the image tab as the spec says). The dashboard screens
 * do not exist yet, so enterprise users (and retail partners) do not see it.
 */
export function MainNav() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  // The route's navKey marks its entry, so /create belongs to Projects as much as /project does.
  const navKey = useRouteMeta('navKey');
  const showsDashboard = user?.level === 0 && user.thirdType !== PARTNER_THIRD_TYPE;

  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <NavLink to="/project" className={({ isActive }) => itemClass(isActive || navKey === 'project')}>
        {t('nav.projects')}
      </NavLink>
      {showsDashboard && (
        <button type="button" className="main-nav__item" onClick={() => setUpgradeOpen(true)}>
          {t('nav.dashboard')}
        </button>
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
