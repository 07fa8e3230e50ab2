import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSessionStore } from '../../features/session/session-store.ts';
import { UpgradeModal } from '../../features/upgrade/upgrade-modal.tsx';
import { PARTNER_THIRD_TYPE } from '../../router/partner-restrictions.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `main-nav__item${isActive ? ' main-nav__item--active' : ''}`;

/**
 * Projects, and Dashboard for free (level 0) users, where it opens the upgrade prompt. The
 * dashboard screens do not exist yet, so enterprise users (and retail partners) do not see it.
 */
export function MainNav() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const showsDashboard = user?.level === 0 && user.thirdType !== PARTNER_THIRD_TYPE;

  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <NavLink to="/project" className={navClass}>
        {t('nav.projects')}
      </NavLink>
      {showsDashboard && (
        <button type="button" className="main-nav__item" onClick={() => setUpgradeOpen(true)}>
          {t('nav.dashboard')}
        </button>
      )}
      <UpgradeModal
        open={isUpgradeOpen}
        feature={t('upgrade.dashboard')}
        onClose={() => setUpgradeOpen(false)}
      />
    </nav>
  );
}
