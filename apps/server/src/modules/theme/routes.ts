import { themeApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { createSavedTheme } from './create-saved-theme.ts';
import { getTheme } from './get-theme.ts';
import { getThemeOverview } from './get-theme-overview.ts';
import { removeSavedTheme } from './remove-saved-theme.ts';
import { renameSavedTheme } from './rename-saved-theme.ts';
import { updateSurveyStyle } from './update-survey-style.ts';

/**
 * Survey style under /api/designer (contract theme/theme-calls.ts): a survey's theme, the presets
 * and the caller's saved themes.
 */
export const themeRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, themeApi, {
    overview: async ({ params, user, lang }) => getThemeOverview(deps, user, params.code, lang),
    theme: async ({ params, user, lang }) => getTheme(deps, user, params.id, lang),
    update: async ({ body, user, lang }) => updateSurveyStyle(deps, user, body, lang),
    saveAs: async ({ body, user }) => createSavedTheme(deps, user, body),
    rename: async ({ body, user }) => renameSavedTheme(deps, user, body),
    remove: async ({ body, user }) => {
      await removeSavedTheme(deps, user, body);
      return null;
    },
  });
};
