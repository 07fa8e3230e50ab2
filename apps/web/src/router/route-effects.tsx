import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUnsavedChangesStore } from '../features/editor/unsaved-changes-store.ts';
import { useRouteMeta } from './route-handle.ts';

/**
 * Per-navigation effects: document title `${title} - Cairn`, scroll to top (spec doc 1 §2), and
 * the unsaved-changes flag cleared whenever the screen changes (the blocker asked first if needed).
 */
export function RouteEffects() {
  const { t } = useTranslation();
  const titleKey = useRouteMeta('titleKey');
  const location = useLocation();

  useEffect(() => {
    const brand = t('app.name');
    document.title = titleKey ? `${t(`route.${titleKey}`)} - ${brand}` : brand;
  }, [titleKey, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which the key identifies.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the flag belongs to the screen at this path.
  useEffect(() => {
    useUnsavedChangesStore.getState().setHasChange(false);
  }, [location.pathname]);

  return null;
}
