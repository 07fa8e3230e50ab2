import type { ProjectBase } from '@cairn/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { projectTabs } from './project-tabs.ts';

/** The header's tabs as links (each tab is a screen with its own address). */
export function ProjectTabsNav({ base }: { base: ProjectBase }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tabs = projectTabs(base.projectType, useHeldPermissions(), base.rights);
  const root = `/project/${encodeURIComponent(base.code)}`;
  return (
    <nav className="project-tabs" aria-label={t('design.header.tabs')}>
      {tabs.map(({ denied, ...tab }) =>
        denied ? (
          <button
            key={tab.key}
            type="button"
            className="project-tabs__tab project-tabs__tab--denied"
            onClick={() => void message.warning(t(`design.header.${denied}`))}
          >
            {t(`design.header.tab.${tab.key}`)}
          </button>
        ) : (
          <NavLink
            key={tab.key}
            to={`${root}/${tab.path}`}
            className={({ isActive }) => `project-tabs__tab${isActive ? ' project-tabs__tab--active' : ''}`}
          >
            {t(`design.header.tab.${tab.key}`)}
          </NavLink>
        ),
      )}
    </nav>
  );
}
