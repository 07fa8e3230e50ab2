import type { ClientEffects } from '../api/http-client.ts';
import { isCommunityPath } from '../features/community/community-paths.ts';
import { clearSession } from '../features/session/clear-session.ts';
import { i18n } from '../i18n/index.ts';
import { loginPathFor } from '../router/safe-redirect.ts';
import { currentAppPath, navigateTo } from './navigation.ts';
import { showNotice, toastError } from './ui-bridge.tsx';

let restrictedShown = false;

/** The catalogue's global behaviours, on antd and the router (spec doc 2 §8 "Global behaviour"). */
export const appClientEffects: ClientEffects = {
  toast: toastError,
  isInFrame: () => window.self !== window.top,
  showFrameReminder: () =>
    showNotice(i18n.t('common.friendlyReminder'), i18n.t('session.frameReminder'), i18n.t('common.gotIt')),
  logout: () => {
    clearSession();
    // Spec doc 1 §4: not on the community pages, which have their own login and tokens.
    if (isCommunityPath(currentAppPath())) return;
    navigateTo(loginPathFor(currentAppPath()), { replace: true });
  },
  goNotFound: () => navigateTo('/404', { replace: true }),
  showRestricted: () => {
    // Once per page: every call of the account answers A2026 and one notice is enough.
    if (restrictedShown) return;
    restrictedShown = true;
    showNotice(i18n.t('account.restrictedTitle'), i18n.t('account.restrictedBody'), i18n.t('common.gotIt'));
  },
};
