import {
  ZEnvelope,
  ZStyleCreateBody,
  ZStyleRemoveBody,
  ZStyleRenameBody,
  ZStyleSaved,
  ZStyleUpdateBody,
  ZThemeCodeParams,
  ZThemeIdParams,
  ZThemeOverview,
} from '@cairn/contract';
import { ZTheme } from '@cairn/core';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { createSavedTheme } from './create-saved-theme.ts';
import { getTheme } from './get-theme.ts';
import { getThemeOverview } from './get-theme-overview.ts';
import { removeSavedTheme } from './remove-saved-theme.ts';
import { renameSavedTheme } from './rename-saved-theme.ts';
import { updateSurveyStyle } from './update-survey-style.ts';

/**
 * Survey style (spec doc 2 §7 Theme) under /api/designer: a survey's theme, the presets and the
 * caller's saved themes. Survey access goes through survey-access.ts; saved themes are private.
 */
export const themeRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['theme'];
  const theme = ZEnvelope(ZTheme);

  app.get(
    '/v1/survey/style/theme/:code',
    {
      schema: {
        summary: 'A survey’s current theme, the preset themes and the caller’s saved themes',
        description: 'Needs the edit right (A5211); an unknown survey is A1100.',
        tags,
        params: ZThemeCodeParams,
        response: { 200: ZEnvelope(ZThemeOverview) },
      },
    },
    async (request) =>
      ok(await getThemeOverview(deps, callerOf(request), request.params.code, request.lang), request.lang),
  );

  app.get(
    '/v1/survey/style/:id',
    {
      schema: {
        summary: 'One preset or saved theme',
        description: 'Ids 1–999 are presets; others must be the caller’s own (A0130 otherwise).',
        tags,
        params: ZThemeIdParams,
        response: { 200: theme },
      },
    },
    async (request) =>
      ok(await getTheme(deps, callerOf(request), request.params.id, request.lang), request.lang),
  );

  app.post(
    '/v1/survey/style/update',
    {
      schema: {
        summary: 'Apply a theme to a survey, or change one field of its theme',
        description:
          '`type: theme` copies the values of `themeId`; any other type replaces that field with `value`. ' +
          'Needs the edit right (A5211); marks the survey edited.',
        tags,
        body: ZStyleUpdateBody,
        response: { 200: ZEnvelope(ZStyleSaved) },
      },
    },
    async (request) =>
      ok(await updateSurveyStyle(deps, callerOf(request), request.body, request.lang), request.lang),
  );

  app.post(
    '/v1/survey/style',
    {
      schema: {
        summary: 'Save a survey’s current theme as one of the caller’s themes',
        description: 'At most 50 saved themes (A0132).',
        tags,
        body: ZStyleCreateBody,
        response: { 200: theme },
      },
    },
    async (request) => ok(await createSavedTheme(deps, callerOf(request), request.body), request.lang),
  );

  app.post(
    '/v1/survey/style/rename',
    {
      schema: {
        summary: 'Rename one of the caller’s saved themes',
        description: 'Presets are read-only (A0131); others’ or missing themes are A0130.',
        tags,
        body: ZStyleRenameBody,
        response: { 200: theme },
      },
    },
    async (request) => ok(await renameSavedTheme(deps, callerOf(request), request.body), request.lang),
  );

  app.post(
    '/v1/survey/style/remove',
    {
      schema: {
        summary: 'Delete one of the caller’s saved themes',
        description: 'Surveys that applied it keep their copy. Presets A0131; others’ or missing A0130.',
        tags,
        body: ZStyleRemoveBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeSavedTheme(deps, callerOf(request), request.body);
      return ok(null, request.lang);
    },
  );
};
