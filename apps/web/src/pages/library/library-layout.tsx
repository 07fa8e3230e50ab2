import '../../features/library/library-page.css';
import '../../features/library/library-items.css';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';
import { LIBRARY_TABS, type LibraryTab, visibleLibraryTabs } from '../../features/library/library-access.ts';
import { useLibraryAccess } from '../../features/library/use-library-access.ts';
import { PageHeader } from '../../layouts/page-header.tsx';
import { useRouteHandles } from '../../router/route-handle.ts';

/** Tab labels by kind and library; images are "media" (媒体库) for organisation members. */
const TAB_LABELS = {
  image: ['library.tabs.image', 'library.tabs.imageCompany'],
  media: ['library.tabs.media', 'library.tabs.mediaCompany'],
  question: ['library.tabs.question', 'library.tabs.questionCompany'],
} as const;

const tabLabelKey = (tab: LibraryTab, word: 'image' | 'media') =>
  TAB_LABELS[tab.kind === 'image' ? word : 'question'][tab.dataType];

/**
 * "My resources": the header and the library tabs (links, one per route) above the chosen
 * library. A company tab opened without the right (a link, a lost permission) falls back to the
 * caller's own library of the same kind instead of showing refusals.
 */
export function LibraryLayout() {
  const { t } = useTranslation();
  const access = useLibraryAccess();
  const names = useRouteHandles().map((h) => h.name);
  const currentTab = LIBRARY_TABS.find((tab) => names.includes(tab.name));
  const tabs = visibleLibraryTabs(access);

  if (currentTab && !tabs.includes(currentTab)) {
    const own = LIBRARY_TABS.find((tab) => tab.kind === currentTab.kind && tab.dataType === 0)!;
    return <Navigate to={own.path} replace />;
  }

  return (
    <>
      <PageHeader title={t('library.title')} subtitle={t('library.subtitle')} />
      <nav className="lib-tabs" aria-label={t('library.tabs.label')}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.name}
            to={tab.path}
            end
            className={({ isActive }) => `lib-tabs__tab${isActive ? ' lib-tabs__tab--active' : ''}`}
          >
            {t(tabLabelKey(tab, access.imageWord))}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
